import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZChannelsInput } from './schemas.js';

/**
 * Change additional types (docs/features.md, "Limits and rules"): the phone and e-mail types, each within the package,
 * with its category; the phone type's number, the e-mail type's address. The first enabling of
 * the phone type gives the organisation its PIN.
 */
export const updateChannels = defineContract({
  name: 'update-channels',
  area: 'settings',
  method: 'PUT',
  path: '/api/settings/channels',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Enable or change the phone and e-mail report types (main administrator).',
  body: ZChannelsInput,
  response: ZEmptyResponse,
});
