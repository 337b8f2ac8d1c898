import { publishProcedure } from '@shared/contracts/settings/publish-procedure.js';
import { inForceFrom, publicationProblem } from '@shared/domain/procedure.js';
import { procedureTexts } from '@shared/messages/procedure.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { publicationWrite, tenantPublicationWrite } from '../data/procedures.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest, conflict } from '../lib/http-error.js';
import { keyed } from '../lib/message-keys.js';
import { requireProcedureVersion } from './procedure-versions.js';

/**
 * Records the day the consulted version was made known to staff; it enters into force 7 days
 * later (computed), and the organisation's item lists it so that the form links it from then on.
 */
export const handler = defineHandler(publishProcedure, async ({ params, body, caller }) => {
  const { record } = await requireProcedureVersion(caller.tenant.tenantId, params.version);
  if (record.stage !== 'consultation' || !record.consultation) throw conflict(procedureTexts.notInConsultation);
  const problem = publicationProblem(record.consultation, body.publishedOn);
  if (problem) {
    const text =
      problem === 'publishedInFuture'
        ? procedureTexts.publishedInFuture
        : keyed(procedureTexts.beforeConsultationEnd, record.consultation.endsOn);
    throw badRequest(text, { publishedOn: typeof text === 'string' ? text : text.message });
  }
  const from = inForceFrom(body.publishedOn);
  await transact([
    publicationWrite(record, body.publishedOn),
    tenantPublicationWrite(record.tenantId, { version: record.version, inForceFrom: from }),
    logEntryWrite(byStaff(caller), 'settings.procedure.published', String(record.version), body.publishedOn, from),
  ]);
  return { ok: true as const };
});
