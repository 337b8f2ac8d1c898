import { updateProcedureDraft } from '@shared/contracts/settings/update-procedure-draft.js';
import { procedureTexts } from '@shared/messages/procedure.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { draftWrite } from '../data/procedures.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict } from '../lib/http-error.js';
import { requireProcedureVersion } from './procedure-versions.js';

/** Saves a draft's own text per section and its details, against the revision the screen read. */
export const handler = defineHandler(updateProcedureDraft, async ({ params, body, caller }) => {
  const { record } = await requireProcedureVersion(caller.tenant.tenantId, params.version);
  if (record.stage !== 'draft') throw conflict(procedureTexts.notDraft);
  if (record.revision !== body.revision) throw conflict(procedureTexts.changedMeanwhile);
  const edits = Object.fromEntries(Object.entries(body.edits).filter(([, text]) => text !== ''));
  await transact([
    draftWrite(record, edits, body.details),
    logEntryWrite(byStaff(caller), 'settings.procedure.edited', String(record.version)),
  ]);
  return { ok: true as const };
});
