import * as z from 'zod';
import { SUBMISSION_BODY_MAX_BYTES } from '../../domain/report-form.js';
import { ZSignedReceipt } from '../../receipts/receipt.js';
import { defineContract } from '../contract.js';
import { ZAlias, ZSubmission } from './schemas.js';

/** Step 2: stores the encrypted report, once. A replay answers the same and creates nothing. */
export const finaliseSubmission = defineContract({
  name: 'finalise-submission',
  area: 'form',
  method: 'POST',
  path: '/api/public/forms/{alias}/submissions/{reportId}',
  auth: { kind: 'public' },
  summary: 'Finalise a submission: the encrypted fields, files and wrapped report keys.',
  params: z.object({ alias: ZAlias, reportId: z.uuid() }),
  body: ZSubmission,
  response: z.object({
    identifier: z.string(),
    receivedAt: z.string(),
    /** The signed receipt (docs/security.md §6.8); null only for a report stored before receipts existed. */
    receipt: z.nullable(ZSignedReceipt),
  }),
  maxBodyBytes: SUBMISSION_BODY_MAX_BYTES,
});
