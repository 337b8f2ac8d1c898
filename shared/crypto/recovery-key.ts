/**
 * The organisation's recovery key: 256 random bits, shown once at registration to be printed,
 * written as Crockford base32 in 14 groups of 4 — 13 groups carry the key (52 characters; the
 * last 4 bits are zero), the 14th is a checksum (the first 20 bits of
 * SHA-256("ostoja/v1/recovery-key-check" ‖ key)), so a mistyped, missing or extra character is
 * reported as BAD_RECOVERY_KEY before any decryption is tried (a random typo passes with
 * probability 2⁻²⁰). Input is forgiving: case, spaces, dashes, O→0 and I/L→1 do not matter.
 *
 * It wraps the organisation private key and the metadata key (A256GCMKW envelopes) under
 * kek = HKDF-SHA-256(key, salt = "", info = "ostoja/v1/recovery"). No Argon2: 256 random bits
 * need no stretching.
 */
import { type Bytes, bufferSource, concatBytes, equalBytes, utf8 } from './bytes';
import {
  CROCKFORD_ALPHABET,
  decodeCrockford,
  encodeCrockford,
  groupText,
  invalidCrockfordCharacters,
  normaliseCrockford,
} from './base32';
import type { KekEnvelope } from './envelopes';
import { CryptoError } from './errors';
import { randomBytes, subtle } from './random';
import {
  type KeyMaterial,
  type UnwrapOptions,
  unwrapKeyWithKek,
  type WrapOptions,
  type WrappedKeyKind,
  wrapKeyWithKek,
} from './wrap';

export const RECOVERY_KEY_BYTES = 32;
export const RECOVERY_KEY_GROUP = 4;
const DATA_CHARS = 52;
const CHECK_CHARS = 4;
export const HKDF_INFO_RECOVERY = 'ostoja/v1/recovery';
const CHECK_LABEL = 'ostoja/v1/recovery-key-check';

async function checkChars(key: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await subtle().digest('SHA-256', concatBytes(utf8(CHECK_LABEL), key)));
  // 20 bits = the first 2.5 bytes, as 4 Crockford characters.
  const bits = ((digest[0] as number) << 12) | ((digest[1] as number) << 4) | ((digest[2] as number) >> 4);
  return [15, 10, 5, 0].map((shift) => CROCKFORD_ALPHABET[(bits >> shift) & 31]).join('');
}

/** The printable form of 32 key bytes: `XXXX-XXXX-…-XXXX` (14 groups, the last is the checksum). */
export async function formatRecoveryKey(key: Uint8Array): Promise<string> {
  if (key.length !== RECOVERY_KEY_BYTES) throw new CryptoError('INVALID_ARGUMENT', 'a recovery key is 32 bytes');
  return groupText(encodeCrockford(key) + (await checkChars(key)), RECOVERY_KEY_GROUP);
}

/** A new recovery key, formatted for printing. */
export async function generateRecoveryKey(): Promise<string> {
  return formatRecoveryKey(randomBytes(RECOVERY_KEY_BYTES));
}

/** Parses what a person typed; BAD_RECOVERY_KEY (with a detail saying why) on any mistake. */
export async function parseRecoveryKey(text: string): Promise<Bytes> {
  if (typeof text !== 'string') throw new CryptoError('BAD_RECOVERY_KEY', 'not a string');
  const clean = normaliseCrockford(text);
  const invalid = invalidCrockfordCharacters(clean);
  if (invalid.length > 0)
    throw new CryptoError('BAD_RECOVERY_KEY', `invalid characters: ${[...new Set(invalid)].join(' ')}`);
  if (clean.length !== DATA_CHARS + CHECK_CHARS) {
    throw new CryptoError('BAD_RECOVERY_KEY', `expected ${DATA_CHARS + CHECK_CHARS} characters, got ${clean.length}`);
  }
  const key = decodeCrockford(clean.slice(0, DATA_CHARS), RECOVERY_KEY_BYTES);
  if (!key || clean.slice(DATA_CHARS) !== (await checkChars(key))) {
    throw new CryptoError('BAD_RECOVERY_KEY', 'checksum mismatch (a typo)');
  }
  return bufferSource(key);
}

/** True when the text is a well-formed recovery key (checksum included); for form validation. */
export async function isRecoveryKey(text: string): Promise<boolean> {
  try {
    await parseRecoveryKey(text);
    return true;
  } catch {
    return false;
  }
}

/** The recovery key's kek (AES-256-GCM, non-extractable). */
export async function deriveRecoveryKek(recoveryKey: string | Uint8Array): Promise<CryptoKey> {
  const key = typeof recoveryKey === 'string' ? await parseRecoveryKey(recoveryKey) : bufferSource(recoveryKey);
  if (key.length !== RECOVERY_KEY_BYTES) throw new CryptoError('BAD_RECOVERY_KEY', 'a recovery key is 32 bytes');
  const s = subtle();
  const ikm = await s.importKey('raw', key, 'HKDF', false, ['deriveKey']);
  return s.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: utf8(HKDF_INFO_RECOVERY) },
    ikm,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'wrapKey', 'unwrapKey'],
  );
}

/** Wraps the organisation private key or metadata key for the recovery key. */
export async function wrapKeyWithRecoveryKey(
  key: KeyMaterial,
  kind: WrappedKeyKind,
  recoveryKey: string | Uint8Array,
  options?: WrapOptions,
): Promise<KekEnvelope> {
  return wrapKeyWithKek(key, kind, await deriveRecoveryKek(recoveryKey), options);
}

/**
 * Unwraps with a typed recovery key: BAD_RECOVERY_KEY for a typo, WRONG_RECOVERY_KEY for a
 * well-formed key that does not open the envelope (another organisation's, or damaged data).
 */
export async function unwrapKeyWithRecoveryKey(
  envelope: unknown,
  kind: WrappedKeyKind,
  recoveryKey: string | Uint8Array,
  options?: UnwrapOptions,
): Promise<CryptoKey> {
  const kek = await deriveRecoveryKek(recoveryKey);
  try {
    return await unwrapKeyWithKek(envelope, kind, kek, options);
  } catch (error) {
    if (error instanceof CryptoError && error.code === 'DECRYPT_FAILED') {
      throw new CryptoError('WRONG_RECOVERY_KEY', error.detail, { cause: error });
    }
    throw error;
  }
}

/** Compares two recovery keys as typed (e.g. "type it again to confirm you wrote it down"). */
export async function sameRecoveryKey(a: string, b: string): Promise<boolean> {
  return equalBytes(await parseRecoveryKey(a), await parseRecoveryKey(b));
}
