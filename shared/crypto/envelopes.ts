/**
 * Versioned JSON envelopes with base64url fields. Every envelope has a zod schema; every reader
 * goes through `parseEnvelope`, which reports an unknown version or algorithm as such (never a
 * silent fallback) and anything else malformed as MALFORMED. Field order in the objects we build
 * is fixed (the order of the schemas) so that JSON.stringify output is stable.
 *
 * | envelope            | alg                | fields                          | made by                      |
 * |---------------------|--------------------|---------------------------------|------------------------------|
 * | ZPublicKeyEnvelope  | ECDH-ES+A256GCM    | kid, epk, iv, ct                | wrap.ts: key for a public key|
 * | ZPasswordEnvelope   | ARGON2ID+A256GCM   | salt, m, t, p, iv, ct           | wrap.ts: key for a password  |
 * | ZKekEnvelope        | A256GCMKW          | iv, ct                          | wrap.ts: key for an AES kek / recovery key |
 * | ZContentEnvelope    | A256GCM            | iv, ct                          | content.ts: text/bytes under K |
 */
import * as z from 'zod';
import { ARGON2_LIMITS } from './argon2-limits';
import { fromBase64Url } from './base64url';
import { CryptoError } from './errors';
import { validationTexts } from '../messages/validation';

export const ENVELOPE_VERSION = 1 as const;
export const ALG_PUBLIC_KEY = 'ECDH-ES+A256GCM' as const;
export const ALG_PASSWORD = 'ARGON2ID+A256GCM' as const;
export const ALG_KEK = 'A256GCMKW' as const;
export const ALG_CONTENT = 'A256GCM' as const;

export { ARGON2_LIMITS };

/** GCM nonce and tag sizes. */
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
/** Uncompressed P-256 point (0x04 ‖ x ‖ y). */
export const EPK_BYTES = 65;

function decodedLength(text: string): number | undefined {
  try {
    return fromBase64Url(text).length;
  } catch {
    return undefined;
  }
}

/** A canonical base64url string whose decoded length is within [min, max] bytes. */
export function zBase64Url(min: number, max = min) {
  return (
    z
      .string()
      .regex(/^[A-Za-z0-9_-]*$/, validationTexts.encoding)
      // Canonical base64url of min..max bytes.
      .refine((text) => {
        const length = decodedLength(text);
        return length !== undefined && length >= min && length <= max;
      }, validationTexts.encoding)
  );
}

const zIv = zBase64Url(IV_BYTES);
const zCiphertext = zBase64Url(TAG_BYTES, Number.MAX_SAFE_INTEGER);

export const ZKid = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/, validationTexts.encoding);

export const ZPublicKeyEnvelope = z.strictObject({
  v: z.literal(ENVELOPE_VERSION),
  alg: z.literal(ALG_PUBLIC_KEY),
  kid: ZKid,
  epk: zBase64Url(EPK_BYTES),
  iv: zIv,
  ct: zCiphertext,
});
export type PublicKeyEnvelope = z.infer<typeof ZPublicKeyEnvelope>;

export const ZPasswordEnvelope = z
  .strictObject({
    v: z.literal(ENVELOPE_VERSION),
    alg: z.literal(ALG_PASSWORD),
    salt: zBase64Url(ARGON2_LIMITS.saltBytes.min, ARGON2_LIMITS.saltBytes.max),
    m: z.number().int().min(ARGON2_LIMITS.m.min).max(ARGON2_LIMITS.m.max),
    t: z.number().int().min(ARGON2_LIMITS.t.min).max(ARGON2_LIMITS.t.max),
    p: z.number().int().min(ARGON2_LIMITS.p.min).max(ARGON2_LIMITS.p.max),
    iv: zIv,
    ct: zCiphertext,
  })
  .refine((value) => value.m >= 8 * value.p, 'Argon2 needs m ≥ 8·p');
export type PasswordEnvelope = z.infer<typeof ZPasswordEnvelope>;

export const ZKekEnvelope = z.strictObject({
  v: z.literal(ENVELOPE_VERSION),
  alg: z.literal(ALG_KEK),
  iv: zIv,
  ct: zCiphertext,
});
export type KekEnvelope = z.infer<typeof ZKekEnvelope>;

export const ZContentEnvelope = z.strictObject({
  v: z.literal(ENVELOPE_VERSION),
  alg: z.literal(ALG_CONTENT),
  iv: zIv,
  ct: zCiphertext,
});
export type ContentEnvelope = z.infer<typeof ZContentEnvelope>;

/** Any key-wrapping envelope, by `alg`. */
export const ZWrappedKeyEnvelope = z.union([ZPublicKeyEnvelope, ZPasswordEnvelope, ZKekEnvelope]);
export type WrappedKeyEnvelope = z.infer<typeof ZWrappedKeyEnvelope>;

const ENVELOPES = {
  [ALG_PUBLIC_KEY]: ZPublicKeyEnvelope,
  [ALG_PASSWORD]: ZPasswordEnvelope,
  [ALG_KEK]: ZKekEnvelope,
  [ALG_CONTENT]: ZContentEnvelope,
} as const;
type EnvelopeAlg = keyof typeof ENVELOPES;
type EnvelopeOf<A extends EnvelopeAlg> = z.infer<(typeof ENVELOPES)[A]>;

/**
 * Validates an envelope (an object, or its JSON text) of the expected algorithm.
 * Errors: UNSUPPORTED_VERSION (v ≠ 1), UNSUPPORTED_ALGORITHM (another alg), MALFORMED (the rest).
 */
export function parseEnvelope<A extends EnvelopeAlg>(alg: A, input: unknown): EnvelopeOf<A> {
  let value = input;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      throw new CryptoError('MALFORMED', 'envelope is not valid JSON');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CryptoError('MALFORMED', 'envelope is not an object');
  }
  const record = value as Record<string, unknown>;
  if (!('v' in record)) throw new CryptoError('MALFORMED', 'envelope has no version');
  if (record.v !== ENVELOPE_VERSION) {
    throw new CryptoError(
      'UNSUPPORTED_VERSION',
      `envelope version ${JSON.stringify(record.v)} is not supported (expected ${ENVELOPE_VERSION})`,
    );
  }
  if (record.alg !== alg) {
    throw new CryptoError(
      'UNSUPPORTED_ALGORITHM',
      `envelope alg ${JSON.stringify(record.alg)} where ${alg} was expected`,
    );
  }
  const result = ENVELOPES[alg].safeParse(record);
  if (!result.success) {
    const where = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new CryptoError('MALFORMED', `invalid ${alg} envelope: ${where}`);
  }
  return result.data as EnvelopeOf<A>;
}
