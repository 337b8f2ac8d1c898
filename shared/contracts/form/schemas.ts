import * as z from 'zod';
import { ZContentEnvelope, ZKekEnvelope, ZKid, ZPublicKeyEnvelope } from '../../crypto/envelopes.js';
import { fileLimits } from '../../domain/files.js';
import { EXCLUSION_REQUEST_CIPHERTEXT_CHARS } from '../../domain/exclusion-request.js';
import { reportCiphertextLimits } from '../../domain/report-form.js';
import { submissionTexts } from '../../messages/submission.js';
import { ZAuthKey, ZPublicKey } from '../auth/schemas.js';

export { ZAlias, ZFormParams, ZPublicCategory, ZPublicField } from './public-schemas.js';

/** One encrypted value, at most `reportCiphertextLimits.valueChars` of base64url ciphertext. */
const ZEncryptedValue = ZContentEnvelope.refine(
  (envelope) => envelope.ct.length <= reportCiphertextLimits.valueChars,
  submissionTexts.valueTooLong,
);

export const ZSubmissionFile = z.strictObject({
  fileId: z.uuid(),
  /** The file name, encrypted like the fields. */
  name: ZEncryptedValue,
  /**
   * A voice message recorded in the form (issue #32): that it is one, whether the voice was
   * disguised and its length, encrypted like the name (purpose `file-voice/{fileId}`).
   */
  voice: ZEncryptedValue.optional(),
  /**
   * When the organisation scans reporters' files: the file's own key (32 bytes, base64url), so
   * that the server can decrypt the stored file in memory and scan it (shared/crypto/scanned-files.ts).
   */
  scanKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
});

/**
 * A submission slot as it is handed out (to the public form, or to staff recording a phone
 * report): the report id and identifier the server picked, the token that uses the slot up,
 * and the organisation public key the report key is encrypted for.
 */
export const ZSubmissionSlot = z.object({
  reportId: z.uuid(),
  tenantId: z.string(),
  identifier: z.string(),
  slotToken: z.string(),
  expiresAt: z.string(),
  organisation: z.object({ publicKey: ZPublicKey, kid: ZKid }),
});

export const ZSubmission = z.strictObject({
  slotToken: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  categoryId: z.uuid(),
  /** One encrypted value per field the reporter filled, AAD purpose `field-{fieldId}`. */
  fields: z.array(z.strictObject({ fieldId: z.uuid(), value: ZEncryptedValue })).max(50),
  /** Name, phone and e-mail of a non-anonymous reporter, encrypted together (purpose `reporter`). */
  reporter: ZEncryptedValue.nullable(),
  /**
   * The language the reporter used the form in (purpose `language`); absent from a form loaded
   * before it was recorded, and from staff recording a phone report.
   */
  language: ZContentEnvelope.refine(
    (envelope) => envelope.ct.length <= reportCiphertextLimits.languageChars,
    submissionTexts.valueTooLong,
  ).optional(),
  /**
   * 'Nie chcę, aby zgłoszenie widziały te osoby lub stanowiska: …' (purpose `exclusion-request`): whom the reporter asks
   * to be excluded, at most `EXCLUSION_REQUEST_MAX` characters before encryption;
   * absent when they asked nothing.
   */
  exclusionRequest: ZContentEnvelope.refine(
    (envelope) => envelope.ct.length <= EXCLUSION_REQUEST_CIPHERTEXT_CHARS,
    submissionTexts.valueTooLong,
  ).optional(),
  /**
   * 'Poproś o spotkanie' (art. 26(3)) ticked in the confirmation: a flag, not ciphertext, since the
   * server counts the meeting's 14 days from it (as from the inbox's request); absent: not asked.
   */
  meetingRequested: z.literal(true).optional(),
  files: z.array(ZSubmissionFile).max(fileLimits.reportFilesMax),
  keys: z.strictObject({
    /** The report key for the organisation public key. */
    forOrganisation: ZPublicKeyEnvelope,
    /** The report key under the reporter's password-derived kek (inbox). */
    forReporter: ZKekEnvelope,
  }),
  /** The login secret derived from the reporter's generated password (the server keeps its SHA-256). */
  reporterAuthKey: ZAuthKey,
});

export { ZPublicKey };
