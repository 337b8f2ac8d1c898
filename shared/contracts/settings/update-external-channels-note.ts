import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZExternalChannelsNoteInput } from './schemas.js';

/**
 * Save the organisation's own text under the explanation of external reports (the form and the
 * inbox show it), in Polish with optional Ukrainian and English; an empty Polish text removes it.
 */
export const updateExternalChannelsNote = defineContract({
  name: 'update-external-channels-note',
  area: 'settings',
  method: 'PUT',
  path: '/api/settings/external-channels-note',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: "Set the organisation's text on external reports and its translations (main administrator).",
  body: ZExternalChannelsNoteInput,
  response: ZEmptyResponse,
});
