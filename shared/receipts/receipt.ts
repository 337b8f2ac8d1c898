import * as z from 'zod/mini';
import { fromBase64Url, toBase64Url } from '../crypto/base64url.js';
import { fromUtf8, utf8 } from '../crypto/bytes.js';
import { canonicalJson } from './canonical-json.js';

/**
 * The signed receipt of a report ('Potwierdzenie złożenia zgłoszenia', docs/security.md §6.8):
 * what it states, signed as one canonical JSON object (RFC 8785) with Ed25519. It holds no
 * content, no password and nothing that opens the inbox.
 */

/** The channel a report came by, as the receipt states it (language-independent). */
export const receiptChannels = ['form', 'phone', 'email'] as const;
export type ReceiptChannel = (typeof receiptChannels)[number];

const ZBase64Url = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/));

/** What the signature covers: exactly these members, canonicalised. */
export const ZReceiptFields = z.strictObject({
  /** The format of this object; a change of members is a new version. */
  v: z.literal(1),
  /** The organisation's name when the report came in. */
  organisation: z.string().check(z.minLength(1)),
  /** As the reporter was shown it (K7QM-3XPA-9B). */
  identifier: z.string().check(z.minLength(1)),
  /** Server time of receipt, ISO 8601 in UTC (shown on Polish time). */
  receivedAt: z.iso.datetime(),
  channel: z.enum(receiptChannels),
  /** base64url SHA-256 of the submission's ciphertext (`submissionDigest`). */
  digest: ZBase64Url,
  /** The signing key's id in the published keys. */
  kid: z.string().check(z.minLength(1)),
});
export type ReceiptFields = z.infer<typeof ZReceiptFields>;

/** A receipt as stored, answered and printed: its fields and the base64url Ed25519 signature over them. */
export const ZSignedReceipt = z.strictObject({ ...ZReceiptFields.shape, signature: ZBase64Url });
export type SignedReceipt = z.infer<typeof ZSignedReceipt>;

/** The bytes the signature is over: the UTF-8 of the fields' canonical JSON. */
export const receiptSigningInput = (fields: ReceiptFields): Uint8Array<ArrayBuffer> => {
  const { v, organisation, identifier, receivedAt, channel, digest, kid } = fields;
  return utf8(canonicalJson({ v, organisation, identifier, receivedAt, channel, digest, kid }));
};

/** The verification code printed on the receipt: a prefix, then the signed receipt as base64url canonical JSON. */
export const RECEIPT_CODE_PREFIX = 'OSTOJA-R1.';

export const receiptCode = (receipt: SignedReceipt): string =>
  RECEIPT_CODE_PREFIX + toBase64Url(utf8(canonicalJson(receipt)));

/**
 * The receipt a code holds, or null when the text holds no well-formed code. Whitespace and line
 * breaks (a code copied from a printed page) are ignored.
 */
export function parseReceiptCode(text: string): SignedReceipt | null {
  const compact = text.replace(/\s+/g, '');
  const start = compact.indexOf(RECEIPT_CODE_PREFIX);
  if (start < 0) return null;
  const body = /^[A-Za-z0-9_-]+/.exec(compact.slice(start + RECEIPT_CODE_PREFIX.length))?.[0];
  if (!body) return null;
  try {
    const parsed = ZSignedReceipt.safeParse(JSON.parse(fromUtf8(fromBase64Url(body))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the digest covers: the envelopes a submission stores, never its key envelopes. */
export interface DigestedSubmission {
  fields: readonly { fieldId: string; value: unknown }[];
  reporter: unknown;
  files: readonly { fileId: string; name: unknown; size: number }[];
}

/**
 * SHA-256 (base64url) of a submission's ciphertext: the field, reporter-data and file-name
 * envelopes and the files' sizes, as canonical JSON. Key envelopes are left out, so that
 * re-wrapping a report's key (rotation) never changes it.
 */
export async function submissionDigest(submission: DigestedSubmission): Promise<string> {
  const covered = {
    fields: submission.fields.map(({ fieldId, value }) => ({ fieldId, value })),
    reporter: submission.reporter ?? null,
    files: submission.files.map(({ fileId, name, size }) => ({ fileId, name, size })),
  };
  const digest = await crypto.subtle.digest('SHA-256', utf8(canonicalJson(covered)));
  return toBase64Url(new Uint8Array(digest));
}
