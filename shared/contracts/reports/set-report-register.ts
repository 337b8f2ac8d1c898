import * as z from 'zod';
import { ZContentEnvelope } from '../../crypto/envelopes.js';
import { registerRecordLimits } from '../../domain/register-record.js';
import { registerRecordTexts } from '../../messages/register-record.js';
import { defineContract } from '../contract.js';
import { ZReportParams } from './schemas.js';

/** What staff wrote for the register, encrypted in the browser under the report key (purpose `register`). */
export const ZRegisterRecordEnvelope = ZContentEnvelope.refine(
  (envelope) => envelope.ct.length <= registerRecordLimits.ciphertextMaxChars,
  registerRecordTexts.tooLarge,
);

/**
 * 'Dane do rejestru zgłoszeń' (issue #40, art. 29): the record replaced by a new one (null: none),
 * on the version the caller saw (`registerVersion` from get-report-content): changed meanwhile,
 * 409 and nothing written. Administrators and users who may reply in the report's category.
 */
export const setReportRegister = defineContract({
  name: 'set-report-register',
  area: 'reports',
  method: 'PUT',
  path: '/api/reports/{reportId}/register',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Replace what staff wrote for the register (ciphertext), on the version last seen.',
  maxBodyBytes: 40 * 1024,
  params: ZReportParams,
  body: z.strictObject({
    register: ZRegisterRecordEnvelope.nullable(),
    registerVersion: z.number().int().min(0),
  }),
  response: z.object({ registerVersion: z.number().int() }),
});
