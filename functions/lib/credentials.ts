import { createHash, createHmac, createPublicKey } from 'node:crypto';
import { authTexts } from '@shared/messages/auth.js';
import { ARGON2_DEFAULTS } from '@shared/crypto/password.js';
import { constantTimeEqual } from './hashing.js';
import { badRequest } from './http-error.js';

/**
 * What the server keeps of a login secret: SHA-256 of the authKey bytes (the same value as
 * shared/crypto `authKeyVerifier`). The authKey itself comes from Argon2id, so this reveals
 * nothing about the password without an Argon2id search per guess.
 */
export const authVerifier = (authKey: string): string =>
  createHash('sha256').update(Buffer.from(authKey, 'base64url')).digest('base64url');

export const authKeyMatches = (storedVerifier: string, authKey: string): boolean =>
  constantTimeEqual(storedVerifier, authVerifier(authKey));

/** A key's id is the first 16 bytes of SHA-256 of its SPKI (shared/crypto `publicKeyId`). */
export const kidOf = (spki: string): string =>
  createHash('sha256').update(Buffer.from(spki, 'base64url')).digest().subarray(0, 16).toString('base64url');

/**
 * The weakest Argon2id cost the server stores: the defaults (64 MiB, t=3), so no account can be
 * cheaper to brute-force than the design says, nor stand out at login by its parameters. Only
 * the tests' local runtime lowers it (`ARGON2_TEST_FLOOR="m,t"`) to keep their accounts cheap; a
 * deployed function with it set refuses to start, so production never runs lowered.
 */
export function readArgon2Floor(env: NodeJS.ProcessEnv = process.env): { m: number; t: number } {
  const lowered = env.ARGON2_TEST_FLOOR;
  if (!lowered) return { m: ARGON2_DEFAULTS.m, t: ARGON2_DEFAULTS.t };
  if (env.AWS_LAMBDA_FUNCTION_NAME)
    throw new Error('ARGON2_TEST_FLOOR is set in a deployed function: refusing to start');
  const [m, t] = lowered.split(',').map(Number);
  if (!Number.isInteger(m) || !Number.isInteger(t)) throw new Error(`ARGON2_TEST_FLOOR must be "m,t", not ${lowered}`);
  return { m: m!, t: t! };
}

const argon2Floor = readArgon2Floor();

/** Refuses a password envelope made with less than the floor's Argon2id cost (400, nothing stored). */
export function assertArgon2Floor(envelope: { m: number; t: number }, field: string): void {
  if (envelope.m < argon2Floor.m || envelope.t < argon2Floor.t)
    throw badRequest(undefined, { [field]: authTexts.weakPasswordProtection });
}

/** Refuses a public key that is not P-256 or whose kid does not match it (400, nothing stored). */
export function assertPublicKey(spki: string, kid: string, field: string): void {
  try {
    const key = createPublicKey({ key: Buffer.from(spki, 'base64url'), format: 'der', type: 'spki' });
    if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') throw new Error();
  } catch {
    throw badRequest(undefined, { [field]: authTexts.invalidPublicKey });
  }
  if (kidOf(spki) !== kid) throw badRequest(undefined, { [field]: authTexts.kidMismatch });
}

/** Made-up but stable Argon2id parameters for an e-mail that has no account. */
export function fakeLoginParams(secret: Buffer, email: string) {
  const salt = createHmac('sha256', secret)
    .update(`login-salt:${email}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
  return { salt, ...ARGON2_DEFAULTS };
}
