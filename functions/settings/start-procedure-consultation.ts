import { startProcedureConsultation } from '@shared/contracts/settings/start-procedure-consultation.js';
import { procedureSections } from '@shared/documents/procedure-document.js';
import { addCalendarDays } from '@shared/domain/deadlines.js';
import { CONSULTATION_MAX_DAYS, CONSULTATION_MIN_DAYS, consultationProblem } from '@shared/domain/procedure.js';
import { procedureTexts } from '@shared/messages/procedure.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { consultationWrite } from '../data/procedures.js';
import { getTenant } from '../data/tenants.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest, conflict } from '../lib/http-error.js';
import { keyed } from '../lib/message-keys.js';
import { procedureFacts, requireProcedureVersion } from './procedure-versions.js';

/**
 * Sends a draft to consultation: its text is generated here from the organisation's data as it
 * stands and fixed, so the version consulted is the version made known; refused while a fact is
 * still missing.
 */
export const handler = defineHandler(startProcedureConsultation, async ({ params, body, caller }) => {
  const problem = consultationProblem(body.sentOn, body.endsOn);
  if (problem) {
    const text =
      problem === 'sentInFuture'
        ? { message: procedureTexts.sentInFuture }
        : keyed(
            procedureTexts.consultationLength,
            addCalendarDays(body.sentOn, CONSULTATION_MIN_DAYS),
            addCalendarDays(body.sentOn, CONSULTATION_MAX_DAYS),
          );
    throw badRequest(text, { [problem === 'sentInFuture' ? 'sentOn' : 'endsOn']: text.message });
  }
  const { record } = await requireProcedureVersion(caller.tenant.tenantId, params.version);
  if (record.stage !== 'draft') throw conflict(procedureTexts.notDraft);
  const tenant = (await getTenant(caller.tenant.tenantId, { consistent: true })) ?? caller.tenant;
  const { sections, missing } = procedureSections(await procedureFacts(tenant), record.details, record.edits);
  if (missing.length) throw badRequest(keyed(procedureTexts.missingFacts, missing.map((fact) => fact.fact).join('; ')));
  await transact([
    consultationWrite(record, { sentOn: body.sentOn, endsOn: body.endsOn, comments: '' }, { sections }),
    logEntryWrite(byStaff(caller), 'settings.procedure.consultation', String(record.version), body.sentOn, body.endsOn),
  ]);
  return { ok: true as const };
});
