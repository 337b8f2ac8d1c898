import * as z from 'zod';
import { ZContentEnvelope } from '../../crypto/envelopes.js';
import { ZMinimisationMark, ZMinimisationTarget } from '../../domain/minimisation.js';
import { reportCiphertextLimits } from '../../domain/report-form.js';
import { submissionTexts } from '../../messages/submission.js';
import { defineContract } from '../contract.js';
import { ZReportParams } from './schemas.js';

/**
 * 'Nieistotne dla sprawy' (issue #35): a passage of a written field, a whole field or an attached
 * file marked as personal data not relevant to the report, deleted for good at its term (shared/
 * domain/minimisation.ts). For a field, `replacement` is the field's text with the passage replaced
 * by '[usunięto]', encrypted in the browser under the report key as the field is (purpose
 * `field/{id}`); the job swaps it in at the term. On the version the caller saw
 * (`minimisationVersion` from get-report-content): changed meanwhile, 409. The reporter's data is
 * refused (the register needs it). Administrators and users who may reply in the category.
 */
export const markIrrelevantData = defineContract({
  name: 'mark-irrelevant-data',
  area: 'reports',
  method: 'POST',
  path: '/api/reports/{reportId}/minimisations',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Mark personal data of a report as irrelevant: deleted for good at its term.',
  maxBodyBytes: 128 * 1024,
  params: ZReportParams,
  body: z.strictObject({
    markId: z.uuid(),
    target: ZMinimisationTarget,
    replacement: ZContentEnvelope.refine(
      (envelope) => envelope.ct.length <= reportCiphertextLimits.valueChars,
      submissionTexts.valueTooLong,
    ).nullable(),
    minimisationVersion: z.number().int().min(0),
  }),
  response: z.object({ mark: ZMinimisationMark, minimisationVersion: z.number().int() }),
});
