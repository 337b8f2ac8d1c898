import * as z from 'zod';
import { ZContentEnvelope } from '../../crypto/envelopes.js';
import { writtenProtocolKinds, writtenProtocolLimits } from '../../domain/protocols.js';
import { protocolTexts } from '../../messages/protocols.js';
import { defineContract } from '../contract.js';
import { ZReportParams, ZWrittenProtocol } from './schemas.js';

/** A protocol's text, encrypted in the browser under the report key (purpose `protocol/{kind}/{version}`). */
export const ZProtocolText = ZContentEnvelope.refine(
  (envelope) => envelope.ct.length >= writtenProtocolLimits.ciphertextMinChars,
  protocolTexts.textRequired,
).refine(
  (envelope) => envelope.ct.length <= writtenProtocolLimits.ciphertextMaxChars,
  protocolTexts.tooLong(writtenProtocolLimits.maxChars),
);

/**
 * 'Protokół wiadomości głosowej' / 'Protokół spotkania' (issue #32): staff who may reply in the
 * report's category write the protocol's next version, on the version they saw (0: none yet); it
 * awaits the reporter's approval again. Refused once approved, on a report without a voice message
 * (the transcript) or without the reporter's request for a meeting (the meeting's protocol).
 */
export const writeReportProtocol = defineContract({
  name: 'write-report-protocol',
  area: 'reports',
  method: 'PUT',
  path: '/api/reports/{reportId}/protocols/{kind}',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Write the next version of a voice message’s transcript or a meeting’s protocol (ciphertext).',
  maxBodyBytes: 128 * 1024,
  params: ZReportParams.extend({ kind: z.enum(writtenProtocolKinds) }),
  body: z.strictObject({ text: ZProtocolText, version: z.number().int().min(0) }),
  response: ZWrittenProtocol,
});
