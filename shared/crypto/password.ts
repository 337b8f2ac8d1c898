/**
 * Password → two independent secrets (docs/security.md §3):
 *
 *   master  = Argon2id(NFC(password), salt, m KiB, t, p) → 32 bytes
 *   authKey = HKDF-SHA-256(master, salt = "", info = "ostoja/v1/auth") → 32 bytes, sent to log in
 *   kek     = HKDF-SHA-256(master, salt = "", info = "ostoja/v1/kek")  → AES-256-GCM, non-extractable
 *
 * The server stores only SHA-256(authKey) (`authKeyVerifier`); knowing authKey (or its hash)
 * tells nothing about kek, because HKDF outputs for different labels are independent.
 */
import { fromBase64Url, toBase64Url } from './base64url';
import { type Bytes, bufferSource, utf8 } from './bytes';
import { ARGON2_LIMITS } from './argon2-limits';
import { CryptoError } from './errors';
import { randomBytes, subtle } from './random';
import type * as Argon2Loader from './argon2-loader';

/** Argon2id parameters: salt, m (memory in KiB), t (iterations), p (parallelism). */
export interface Argon2Params {
  salt: Uint8Array;
  m: number;
  t: number;
  p: number;
}

/** The defaults (docs/security.md §3): 64 MiB, t = 3, p = 1. */
export const ARGON2_DEFAULTS = { m: 64 * 1024, t: 3, p: 1 } as const;
export const ARGON2_SALT_BYTES = 16;

export const HKDF_INFO_AUTH = 'ostoja/v1/auth';
export const HKDF_INFO_KEK = 'ostoja/v1/kek';

export interface PasswordKeys {
  /** base64url of 32 bytes: the login secret the client sends instead of the password. */
  authKey: string;
  /** AES-256-GCM, non-extractable; usages encrypt/decrypt/wrapKey/unwrapKey. Never leaves the browser. */
  kek: CryptoKey;
  /** The parameters it was derived with (a password envelope made with this kek records them). */
  params: Argon2Params;
}

/** Fresh parameters: a random 16-byte salt and the defaults, unless overridden. */
export function newArgon2Params(overrides: Partial<Argon2Params> = {}): Argon2Params {
  return {
    salt: overrides.salt ?? randomBytes(ARGON2_SALT_BYTES),
    m: overrides.m ?? ARGON2_DEFAULTS.m,
    t: overrides.t ?? ARGON2_DEFAULTS.t,
    p: overrides.p ?? ARGON2_DEFAULTS.p,
  };
}

export function validateArgon2Params(params: Argon2Params): void {
  const { salt, m, t, p } = params;
  const within = (value: number, range: { min: number; max: number }) =>
    Number.isInteger(value) && value >= range.min && value <= range.max;
  if (
    !(salt instanceof Uint8Array) ||
    salt.length < ARGON2_LIMITS.saltBytes.min ||
    salt.length > ARGON2_LIMITS.saltBytes.max ||
    !within(m, ARGON2_LIMITS.m) ||
    !within(t, ARGON2_LIMITS.t) ||
    !within(p, ARGON2_LIMITS.p) ||
    m < 8 * p
  ) {
    throw new CryptoError('INVALID_ARGUMENT', 'Argon2 parameters out of range');
  }
}

/**
 * Refuses Argon2 parameters weaker than `minimum` (default: the defaults above). Call it on
 * parameters that come from the server before deriving a login secret from them: a hostile or
 * compromised API could otherwise ask for cheap parameters and brute-force the password from
 * the authKey it receives. Parameters we choose ourselves need no check.
 */
export function checkArgon2Strength(
  params: Pick<Argon2Params, 'm' | 't' | 'p'>,
  minimum: { m: number; t: number } = ARGON2_DEFAULTS,
): void {
  if (params.m < minimum.m || params.t < minimum.t) {
    throw new CryptoError(
      'WEAK_PARAMETERS',
      `Argon2 m=${params.m} t=${params.t} is below m=${minimum.m} t=${minimum.t}`,
    );
  }
}

type Argon2Module = typeof Argon2Loader;
let argon2Module: Promise<Argon2Module> | undefined;

/** Loads hash-wasm's Argon2 on first use (a separate chunk in the web bundle). */
export function loadArgon2(): Promise<Argon2Module> {
  argon2Module ??= import('./argon2-loader').catch((error: unknown) => {
    argon2Module = undefined;
    throw new CryptoError('UNSUPPORTED_ENVIRONMENT', 'could not load Argon2 (hash-wasm)', { cause: error });
  });
  return argon2Module;
}

/** Unicode NFC, so that "ż" typed as one or two code points gives the same key. */
export function normalisePassword(password: string): string {
  return password.normalize('NFC');
}

/** Raw Argon2id output (32 bytes). Exposed for test vectors and the bench; use derivePasswordKeys. */
export async function argon2idBytes(password: string, params: Argon2Params): Promise<Bytes> {
  validateArgon2Params(params);
  if (typeof password !== 'string' || password.length === 0) {
    throw new CryptoError('INVALID_ARGUMENT', 'empty password');
  }
  const { argon2id } = await loadArgon2();
  let out: Uint8Array;
  try {
    out = await argon2id({
      password: utf8(normalisePassword(password)),
      salt: params.salt,
      memorySize: params.m,
      iterations: params.t,
      parallelism: params.p,
      hashLength: 32,
      outputType: 'binary',
    });
  } catch (error) {
    // In a browser this is nearly always the CSP: WebAssembly needs 'wasm-unsafe-eval' in script-src.
    throw new CryptoError(
      'UNSUPPORTED_ENVIRONMENT',
      `Argon2id (WebAssembly) failed; does the CSP allow 'wasm-unsafe-eval'? ${String(error)}`,
      {
        cause: error,
      },
    );
  }
  return bufferSource(out);
}

const EMPTY = new Uint8Array(0);

/** Splits 32 bytes of high-entropy input into authKey and kek (used after Argon2id). */
export async function splitMasterKey(master: Uint8Array, params: Argon2Params): Promise<PasswordKeys> {
  const s = subtle();
  const ikm = await s.importKey('raw', bufferSource(master), 'HKDF', false, ['deriveBits', 'deriveKey']);
  const auth = await s.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: EMPTY, info: utf8(HKDF_INFO_AUTH) }, ikm, 256);
  const kek = await s.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: EMPTY, info: utf8(HKDF_INFO_KEK) },
    ikm,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'],
  );
  return { authKey: toBase64Url(new Uint8Array(auth)), kek, params: { ...params, salt: new Uint8Array(params.salt) } };
}

/**
 * Derives authKey and kek from a password. `params` default to a fresh random salt and the
 * defaults above; to log in, pass the user's stored salt and parameters.
 */
export async function derivePasswordKeys(password: string, params: Partial<Argon2Params> = {}): Promise<PasswordKeys> {
  const full = newArgon2Params(params);
  const master = await argon2idBytes(password, full);
  try {
    return await splitMasterKey(master, full);
  } finally {
    master.fill(0);
  }
}

/**
 * What the server stores for a login secret: base64url(SHA-256(authKey bytes)). The server
 * compares it with the stored value in constant time.
 */
export async function authKeyVerifier(authKey: string): Promise<string> {
  const bytes = fromBase64Url(authKey);
  if (bytes.length !== 32) throw new CryptoError('INVALID_ARGUMENT', 'authKey must be 32 bytes');
  return toBase64Url(new Uint8Array(await subtle().digest('SHA-256', bytes)));
}
