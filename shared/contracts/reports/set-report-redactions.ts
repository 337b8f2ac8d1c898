import * as z from 'zod';
import { redactionLimits } from '../../domain/redactions.js';
import { ZContentEnvelope } from '../../crypto/envelopes.js';
import { redactionTexts } from '../../messages/redactions.js';
import { defineContract } from '../contract.js';
import { ZReportParams } from './schemas.js';

/** The report's redactions, encrypted in the browser under the report key (purpose `redactions`). */
export const ZRedactionsEnvelope = ZContentEnvelope.refine(
  (envelope) => envelope.ct.length <= redactionLimits.ciphertextMaxChars,
  redactionTexts.tooLarge,
);

/**
 * 'Zaczernienia' (issue #35): the report's redacted ranges replaced by a new record (null: none),
 * on the version the caller saw (`redactionsVersion` from get-report-content): a record changed
 * meanwhile is not overwritten (409). Administrators and users who may reply in the report's
 * category; never an auditor.
 */
export const setReportRedactions = defineContract({
  name: 'set-report-redactions',
  area: 'reports',
  method: 'PUT',
  path: '/api/reports/{reportId}/redactions',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Replace the report’s redactions (ciphertext), on the version last seen.',
  // Room for the largest record, so that one over its limit is told so (400), not only "too large".
  maxBodyBytes: 128 * 1024,
  params: ZReportParams,
  body: z.strictObject({
    redactions: ZRedactionsEnvelope.nullable(),
    redactionsVersion: z.number().int().min(0),
  }),
  response: z.object({ redactionsVersion: z.number().int() }),
});
