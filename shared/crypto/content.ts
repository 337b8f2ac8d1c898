/**
 * Report content under the report key K (fields, messages, notes, file names) and organisation
 * metadata under the metadata key (labels): AES-256-GCM with a random 96-bit iv and the AAD
 *
 *   "ostoja/v1/{tenant}/{report}/{purpose}"
 *
 * recomputed by the reader (never stored), so a ciphertext moved to another tenant, report or
 * field fails to decrypt. `tenant` and `report` contain no "/", so the text is unambiguous;
 * `purpose` may (e.g. "message/staff/{messageId}").
 */
import { fromBase64Url, toBase64Url } from './base64url';
import { type Bytes, bufferSource, fromUtf8, utf8 } from './bytes';
import { ALG_CONTENT, type ContentEnvelope, ENVELOPE_VERSION, IV_BYTES, parseEnvelope } from './envelopes';
import { CryptoError } from './errors';
import { randomBytes, subtle } from './random';

export interface ContentContext {
  tenant: string;
  report: string;
  purpose: string;
}

/**
 * Recommended purposes, so that web and functions name fields alike. Binding the author of a
 * message stops the server from presenting a staff message as the reporter's (or back).
 */
export const CONTENT_PURPOSE = {
  /** The report's form fields (one JSON document). */
  fields: 'fields',
  /** One form field's value (the server can then check which fields were given, not what). */
  field: (fieldId: string) => `field/${fieldId}`,
  /** Reporter data (name, e-mail, phone), when given. */
  reporter: 'reporter',
  /** The language the reporter used the form in (a language is identifying in a small organisation). */
  language: 'language',
  /** 'Nie chcę, aby zgłoszenie widziały te osoby lub stanowiska: …': whom the reporter asks to be excluded from the report. */
  exclusionRequest: 'exclusion-request',
  /** Staff-set label, under the organisation metadata key. */
  label: 'label',
  message: (messageId: string, author: 'reporter' | 'staff') => `message/${author}/${messageId}`,
  note: (noteId: string) => `note/${noteId}`,
  damageNote: (noteId: string) => `damage-note/${noteId}`,
  /** The bytes of an attachment (files.ts). */
  file: (fileId: string) => `file/${fileId}`,
  /** An attachment's name and type. */
  fileName: (fileId: string) => `file-name/${fileId}`,
  /** That an attachment is a voice message, whether disguised, its length (shared/domain/voice-messages.ts). */
  fileVoice: (fileId: string) => `file-voice/${fileId}`,
  /** The report's redacted ranges ('Zaczernienia', shared/domain/redactions.ts). */
  redactions: 'redactions',
  /** What staff wrote for the register: subject, person concerned, follow-up (shared/domain/register-record.ts). */
  register: 'register',
  /** A voice message's transcript or a meeting's protocol, in one version (shared/domain/protocols.ts). */
  protocol: (kind: 'voice' | 'meeting', version: number) => `protocol/${kind}/${version}`,
} as const;

const SEGMENT = /^[A-Za-z0-9_.:~-]{1,128}$/;
const PURPOSE = /^[A-Za-z0-9_.:~/-]{1,256}$/;

/** The AAD text for a context; throws INVALID_ARGUMENT for ids that would make it ambiguous. */
export function contentAad(context: ContentContext): string {
  const { tenant, report, purpose } = context ?? ({} as ContentContext);
  if (typeof tenant !== 'string' || !SEGMENT.test(tenant))
    throw new CryptoError('INVALID_ARGUMENT', 'tenant id not usable in AAD');
  if (typeof report !== 'string' || !SEGMENT.test(report))
    throw new CryptoError('INVALID_ARGUMENT', 'report id not usable in AAD');
  if (typeof purpose !== 'string' || !PURPOSE.test(purpose))
    throw new CryptoError('INVALID_ARGUMENT', 'purpose not usable in AAD');
  return `ostoja/v1/${tenant}/${report}/${purpose}`;
}

/** A new random AES-256-GCM key (report key K, organisation metadata key). Extractable, to be wrapped. */
export async function generateContentKey(): Promise<CryptoKey> {
  return subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
}
export const generateReportKey = generateContentKey;
export const generateMetadataKey = generateContentKey;

/** Imports 32 raw bytes as a content key (non-extractable unless asked). */
export async function importContentKey(raw: Uint8Array, extractable = false): Promise<CryptoKey> {
  if (raw.length !== 32) throw new CryptoError('INVALID_ARGUMENT', 'an AES-256 key is 32 bytes');
  return subtle().importKey('raw', bufferSource(raw), { name: 'AES-GCM' }, extractable, ['encrypt', 'decrypt']);
}

export interface EncryptContentOptions {
  /** @internal Test vectors only: a fixed iv. Never reuse an iv with the same key. */
  fixed?: { iv?: Uint8Array };
}

export async function encryptContent(
  key: CryptoKey,
  plaintext: string | Uint8Array,
  context: ContentContext,
  options?: EncryptContentOptions,
): Promise<ContentEnvelope> {
  const aad = utf8(contentAad(context));
  const iv = options?.fixed?.iv ? bufferSource(options.fixed.iv) : randomBytes(IV_BYTES);
  if (iv.length !== IV_BYTES) throw new CryptoError('INVALID_ARGUMENT', 'iv must be 12 bytes');
  const data = typeof plaintext === 'string' ? utf8(plaintext) : bufferSource(plaintext);
  const ct = new Uint8Array(await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: aad }, key, data));
  return { v: ENVELOPE_VERSION, alg: ALG_CONTENT, iv: toBase64Url(iv), ct: toBase64Url(ct) };
}

/** Decrypts to bytes. Wrong key, other context or any change: DECRYPT_FAILED. */
export async function decryptContent(key: CryptoKey, envelope: unknown, context: ContentContext): Promise<Bytes> {
  const env = parseEnvelope(ALG_CONTENT, envelope);
  const aad = utf8(contentAad(context));
  try {
    return new Uint8Array(
      await subtle().decrypt(
        { name: 'AES-GCM', iv: fromBase64Url(env.iv), additionalData: aad },
        key,
        fromBase64Url(env.ct),
      ),
    );
  } catch (error) {
    throw new CryptoError('DECRYPT_FAILED', `content ${context.purpose} failed authentication`, { cause: error });
  }
}

export async function decryptContentText(key: CryptoKey, envelope: unknown, context: ContentContext): Promise<string> {
  const bytes = await decryptContent(key, envelope, context);
  try {
    return fromUtf8(bytes);
  } catch (error) {
    throw new CryptoError('MALFORMED', 'decrypted content is not UTF-8', { cause: error });
  }
}

export async function encryptJson(
  key: CryptoKey,
  value: unknown,
  context: ContentContext,
  options?: EncryptContentOptions,
): Promise<ContentEnvelope> {
  return encryptContent(key, JSON.stringify(value), context, options);
}

/** Decrypts a JSON document; with a zod-like `schema`, also validates it (MALFORMED otherwise). */
export async function decryptJson<T = unknown>(
  key: CryptoKey,
  envelope: unknown,
  context: ContentContext,
  schema?: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
): Promise<T> {
  const text = await decryptContentText(key, envelope, context);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CryptoError('MALFORMED', 'decrypted content is not JSON', { cause: error });
  }
  if (!schema) return value as T;
  const result = schema.safeParse(value);
  if (!result.success) throw new CryptoError('MALFORMED', 'decrypted content does not match its schema');
  return result.data;
}
