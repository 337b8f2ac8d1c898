import { recordProcedureComments } from '@shared/contracts/settings/record-procedure-comments.js';
import { procedureTexts } from '@shared/messages/procedure.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { commentsWrite } from '../data/procedures.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict } from '../lib/http-error.js';
import { requireProcedureVersion } from './procedure-versions.js';

/** Records the consultation's comments while the version is in consultation. */
export const handler = defineHandler(recordProcedureComments, async ({ params, body, caller }) => {
  const { record } = await requireProcedureVersion(caller.tenant.tenantId, params.version);
  if (record.stage !== 'consultation') throw conflict(procedureTexts.notInConsultation);
  await transact([
    commentsWrite(record, body.comments, new Date().toISOString()),
    logEntryWrite(byStaff(caller), 'settings.procedure.comments', String(record.version)),
  ]);
  return { ok: true as const };
});
