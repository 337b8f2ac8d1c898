/**
 * Wrapping keys: a report key K or the organisation metadata key (raw AES-256 bytes), or an
 * organisation / staff private key (PKCS#8), sealed with AES-256-GCM under a key-encryption key
 * obtained one of three ways:
 *
 * - for a public key (`ECDH-ES+A256GCM`): a fresh ephemeral P-256 key pair; Z = ECDH(eph, recipient);
 *   kek = HKDF-SHA-256(Z, salt = epk (65 raw bytes), info = "ostoja/v1/ecdh-es+a256gcm");
 * - from a password (`ARGON2ID+A256GCM`): the kek of password.ts (Argon2id → HKDF "ostoja/v1/kek");
 * - from an AES key already at hand (`A256GCMKW`): a derived kek, or the recovery key's kek.
 *
 * The AAD of every wrap is the JSON text of ["ostoja/v1/wrap", alg, kind, context, kid], so a
 * wrapped key cannot be presented as another kind (a metadata key as a report key), moved to
 * another context (report K of report A offered for report B) or relabelled with another kid.
 * The AAD is recomputed by the reader, never stored.
 *
 * Unwrapping yields non-extractable CryptoKeys unless `extractable: true` is asked for (only the
 * "grant access" flow needs that: unwrap the organisation private key, wrap it for a new user's
 * public key, drop it).
 */
import { fromBase64Url, toBase64Url } from './base64url';
import { type Bytes, bufferSource, equalBytes, utf8 } from './bytes';
import {
  ALG_KEK,
  ALG_PASSWORD,
  ALG_PUBLIC_KEY,
  ENVELOPE_VERSION,
  IV_BYTES,
  type KekEnvelope,
  parseEnvelope,
  type PasswordEnvelope,
  type PublicKeyEnvelope,
} from './envelopes';
import { CryptoError, type CryptoErrorCode } from './errors';
import { EC_ALGORITHM, exportRawPublicKey, importRawPublicKey, type PublicKeyInfo, publicKeyId } from './keypairs';
import { type Argon2Params, derivePasswordKeys, type PasswordKeys } from './password';
import { randomBytes, subtle } from './random';

/** What a wrapped key is; bound into the AAD and decides the type of the unwrapped CryptoKey. */
export type WrappedKeyKind = 'report-key' | 'metadata-key' | 'org-private-key' | 'staff-private-key';
export const WRAPPED_KEY_KINDS: readonly WrappedKeyKind[] = [
  'report-key',
  'metadata-key',
  'org-private-key',
  'staff-private-key',
];

/** A key to wrap: a CryptoKey (extractable), or its bytes (32 raw bytes for AES kinds, PKCS#8 for private kinds). */
export type KeyMaterial = CryptoKey | Uint8Array;

export const HKDF_INFO_ECDH_ES = 'ostoja/v1/ecdh-es+a256gcm';

export interface WrapOptions {
  /** Where the wrapped key belongs, e.g. "{tenant}/{report}" for a report key; the reader must pass the same. */
  context?: string;
  /** @internal Test vectors only. Reusing an iv or ephemeral key with the same kek breaks the scheme. */
  fixed?: { iv?: Uint8Array; ephemeralKeyPair?: CryptoKeyPair };
}

export interface UnwrapOptions {
  context?: string;
  /** Default false. True only to re-wrap the key for someone else right away. */
  extractable?: boolean;
}

const AES_GCM_KEY = { name: 'AES-GCM', length: 256 } as const;

function isAesKind(kind: WrappedKeyKind): boolean {
  return kind === 'report-key' || kind === 'metadata-key';
}

function assertKind(kind: WrappedKeyKind): void {
  if (!WRAPPED_KEY_KINDS.includes(kind)) throw new CryptoError('INVALID_ARGUMENT', `unknown key kind ${String(kind)}`);
}

function wrapAad(alg: string, kind: WrappedKeyKind, context: string | undefined, kid = ''): Bytes {
  if (context !== undefined && typeof context !== 'string')
    throw new CryptoError('INVALID_ARGUMENT', 'context must be a string');
  return utf8(JSON.stringify(['ostoja/v1/wrap', alg, kind, context ?? '', kid]));
}

function ivFor(options: WrapOptions | undefined): Bytes {
  const iv = options?.fixed?.iv;
  if (iv === undefined) return randomBytes(IV_BYTES);
  if (iv.length !== IV_BYTES) throw new CryptoError('INVALID_ARGUMENT', 'iv must be 12 bytes');
  return bufferSource(iv);
}

/** AES-GCM-seals the key material under `kek`. */
async function seal(kek: CryptoKey, key: KeyMaterial, kind: WrappedKeyKind, iv: Bytes, aad: Bytes): Promise<Bytes> {
  assertKind(kind);
  const s = subtle();
  const params: AesGcmParams = { name: 'AES-GCM', iv, additionalData: aad };
  if (key instanceof Uint8Array) {
    if (isAesKind(kind)) {
      if (key.length !== 32) throw new CryptoError('INVALID_ARGUMENT', 'an AES-256 key is 32 bytes');
    } else {
      try {
        await s.importKey('pkcs8', bufferSource(key), EC_ALGORITHM, false, ['deriveBits']);
      } catch (error) {
        throw new CryptoError('INVALID_ARGUMENT', 'not a P-256 PKCS#8 private key', { cause: error });
      }
    }
    return new Uint8Array(await s.encrypt(params, kek, bufferSource(key)));
  }
  const algorithm = key.algorithm as EcKeyAlgorithm & AesKeyAlgorithm;
  const matches = isAesKind(kind)
    ? key.type === 'secret' && algorithm.name === 'AES-GCM' && algorithm.length === 256
    : key.type === 'private' && algorithm.name === 'ECDH' && algorithm.namedCurve === 'P-256';
  if (!matches) throw new CryptoError('INVALID_ARGUMENT', `key does not fit kind ${kind}`);
  if (!key.extractable) {
    throw new CryptoError(
      'INVALID_ARGUMENT',
      'key is not extractable: unwrap it with { extractable: true } to re-wrap it',
    );
  }
  return new Uint8Array(await s.wrapKey(isAesKind(kind) ? 'raw' : 'pkcs8', key, kek, params));
}

/** Opens sealed key material into a CryptoKey; any failure becomes `failure`. */
async function open(
  kek: CryptoKey,
  ct: Bytes,
  kind: WrappedKeyKind,
  iv: Bytes,
  aad: Bytes,
  extractable: boolean,
  failure: CryptoErrorCode,
): Promise<CryptoKey> {
  assertKind(kind);
  try {
    const params: AesGcmParams = { name: 'AES-GCM', iv, additionalData: aad };
    if (isAesKind(kind)) {
      const key = await subtle().unwrapKey('raw', ct, kek, params, { name: 'AES-GCM' }, extractable, [
        'encrypt',
        'decrypt',
      ]);
      if ((key.algorithm as AesKeyAlgorithm).length !== 256) throw new Error('not an AES-256 key');
      return key;
    }
    return await subtle().unwrapKey('pkcs8', ct, kek, params, EC_ALGORITHM, extractable, ['deriveBits']);
  } catch (error) {
    throw new CryptoError(failure, `could not unwrap ${kind}`, { cause: error });
  }
}

async function ecdhEsKek(privateKey: CryptoKey, publicKey: CryptoKey, epk: Bytes): Promise<CryptoKey> {
  const s = subtle();
  const z = await s.deriveBits({ name: 'ECDH', public: publicKey }, privateKey, 256);
  const ikm = await s.importKey('raw', z, 'HKDF', false, ['deriveKey']);
  return s.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: epk, info: utf8(HKDF_INFO_ECDH_ES) },
    ikm,
    AES_GCM_KEY,
    false,
    ['encrypt', 'wrapKey', 'unwrapKey'],
  );
}

// ── for a public key ────────────────────────────────────────────────────────────────────────

/** Wraps a key for the holder of `recipient`'s private key (organisation or staff user). */
export async function wrapKeyForPublicKey(
  key: KeyMaterial,
  kind: WrappedKeyKind,
  recipient: PublicKeyInfo,
  options?: WrapOptions,
): Promise<PublicKeyEnvelope> {
  if (recipient.kid !== (await publicKeyId(recipient.publicKey))) {
    throw new CryptoError('INVALID_PUBLIC_KEY', 'kid is not the fingerprint of the public key');
  }
  const ephemeral =
    options?.fixed?.ephemeralKeyPair ?? (await subtle().generateKey(EC_ALGORITHM, false, ['deriveBits']));
  const epk = await exportRawPublicKey(ephemeral.publicKey);
  let kek: CryptoKey;
  try {
    kek = await ecdhEsKek(ephemeral.privateKey, recipient.publicKey, epk);
  } catch (error) {
    throw new CryptoError('INVALID_PUBLIC_KEY', 'ECDH with the recipient key failed', { cause: error });
  }
  const iv = ivFor(options);
  const ct = await seal(kek, key, kind, iv, wrapAad(ALG_PUBLIC_KEY, kind, options?.context, recipient.kid));
  return {
    v: ENVELOPE_VERSION,
    alg: ALG_PUBLIC_KEY,
    kid: recipient.kid,
    epk: toBase64Url(epk),
    iv: toBase64Url(iv),
    ct: toBase64Url(ct),
  };
}

/**
 * Unwraps an ECDH-ES envelope with a private key. Give the key's `kid` to get WRONG_KEY (instead
 * of DECRYPT_FAILED) when the envelope was made for another key.
 */
export async function unwrapKeyWithPrivateKey(
  envelope: unknown,
  kind: WrappedKeyKind,
  recipient: CryptoKey | { privateKey: CryptoKey; kid?: string },
  options?: UnwrapOptions,
): Promise<CryptoKey> {
  const env = parseEnvelope(ALG_PUBLIC_KEY, envelope);
  const { privateKey, kid } = 'privateKey' in recipient ? recipient : { privateKey: recipient, kid: undefined };
  if (kid !== undefined && kid !== env.kid)
    throw new CryptoError('WRONG_KEY', `envelope is for kid ${env.kid}, not ${kid}`);
  const epk = fromBase64Url(env.epk);
  let kek: CryptoKey;
  try {
    kek = await ecdhEsKek(privateKey, await importRawPublicKey(epk), epk);
  } catch (error) {
    throw new CryptoError('DECRYPT_FAILED', 'invalid ephemeral key or private key', { cause: error });
  }
  return open(
    kek,
    fromBase64Url(env.ct),
    kind,
    fromBase64Url(env.iv),
    wrapAad(ALG_PUBLIC_KEY, kind, options?.context, env.kid),
    options?.extractable ?? false,
    'DECRYPT_FAILED',
  );
}

// ── with a password ─────────────────────────────────────────────────────────────────────────

/** A password, or keys already derived from it (no second Argon2 run). */
export type PasswordSecret = string | PasswordKeys;

/**
 * Wraps a key with a password. With a string, Argon2id runs with `params` (default: fresh
 * salt, 64 MiB, t=3, p=1); with PasswordKeys, their kek and parameters are used as they are.
 */
export async function wrapKeyWithPassword(
  key: KeyMaterial,
  kind: WrappedKeyKind,
  secret: PasswordSecret,
  options?: WrapOptions & { params?: Partial<Argon2Params> },
): Promise<PasswordEnvelope> {
  const keys = typeof secret === 'string' ? await derivePasswordKeys(secret, options?.params) : secret;
  const iv = ivFor(options);
  const ct = await seal(keys.kek, key, kind, iv, wrapAad(ALG_PASSWORD, kind, options?.context));
  const { salt, m, t, p } = keys.params;
  return {
    v: ENVELOPE_VERSION,
    alg: ALG_PASSWORD,
    salt: toBase64Url(salt),
    m,
    t,
    p,
    iv: toBase64Url(iv),
    ct: toBase64Url(ct),
  };
}

/** Argon2 parameters recorded in a password envelope (to derive keys for it, e.g. at login). */
export function passwordEnvelopeParams(envelope: unknown): Argon2Params {
  const env = parseEnvelope(ALG_PASSWORD, envelope);
  return { salt: fromBase64Url(env.salt), m: env.m, t: env.t, p: env.p };
}

/** Unwraps a password envelope. A wrong password, other parameters, or damaged data: WRONG_PASSWORD. */
export async function unwrapKeyWithPassword(
  envelope: unknown,
  kind: WrappedKeyKind,
  secret: PasswordSecret,
  options?: UnwrapOptions,
): Promise<CryptoKey> {
  const env = parseEnvelope(ALG_PASSWORD, envelope);
  const params = { salt: fromBase64Url(env.salt), m: env.m, t: env.t, p: env.p };
  let keys: PasswordKeys;
  if (typeof secret === 'string') {
    keys = await derivePasswordKeys(secret, params);
  } else {
    keys = secret;
    const same =
      equalBytes(keys.params.salt, params.salt) &&
      keys.params.m === params.m &&
      keys.params.t === params.t &&
      keys.params.p === params.p;
    if (!same)
      throw new CryptoError(
        'WRONG_PASSWORD',
        'keys were derived with other Argon2 parameters than the envelope records',
      );
  }
  return open(
    keys.kek,
    fromBase64Url(env.ct),
    kind,
    fromBase64Url(env.iv),
    wrapAad(ALG_PASSWORD, kind, options?.context),
    options?.extractable ?? false,
    'WRONG_PASSWORD',
  );
}

// ── with an AES key-encryption key ─────────────────────────────────────────────────────────

/**
 * Wraps a key with an AES-256-GCM kek (e.g. PasswordKeys.kek, the recovery kek). The kek needs
 * the usage `wrapKey` to wrap a CryptoKey, `encrypt` to wrap bytes, `unwrapKey` to unwrap.
 */
export async function wrapKeyWithKek(
  key: KeyMaterial,
  kind: WrappedKeyKind,
  kek: CryptoKey,
  options?: WrapOptions,
): Promise<KekEnvelope> {
  const iv = ivFor(options);
  const ct = await seal(kek, key, kind, iv, wrapAad(ALG_KEK, kind, options?.context));
  return { v: ENVELOPE_VERSION, alg: ALG_KEK, iv: toBase64Url(iv), ct: toBase64Url(ct) };
}

export async function unwrapKeyWithKek(
  envelope: unknown,
  kind: WrappedKeyKind,
  kek: CryptoKey,
  options?: UnwrapOptions,
): Promise<CryptoKey> {
  const env = parseEnvelope(ALG_KEK, envelope);
  return open(
    kek,
    fromBase64Url(env.ct),
    kind,
    fromBase64Url(env.iv),
    wrapAad(ALG_KEK, kind, options?.context),
    options?.extractable ?? false,
    'DECRYPT_FAILED',
  );
}
