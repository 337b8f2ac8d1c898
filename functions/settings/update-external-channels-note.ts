import { updateExternalChannelsNote } from '@shared/contracts/settings/update-external-channels-note.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { externalChannelsNoteWrite } from '../data/tenant-settings.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { organisationTextOf } from './organisation-texts.js';

/**
 * Save the organisation's text under the explanation of external reports, or remove it; logged.
 * The form and the inbox read it from the tenant item with the rest of what they show.
 */
export const handler = defineHandler(updateExternalChannelsNote, async ({ body, caller }) => {
  const note = organisationTextOf(body);
  await transact([
    externalChannelsNoteWrite(caller.tenant.tenantId, note),
    logEntryWrite(
      byStaff(caller),
      note ? 'settings.externalChannelsNote.changed' : 'settings.externalChannelsNote.deleted',
    ),
  ]);
  return { ok: true as const };
});
