/**
 * Organisation and staff key pairs: ECDH on P-256. A key's id (`kid`) is its fingerprint:
 * base64url of the first 16 bytes of SHA-256(SPKI), so anyone holding the public key can
 * recompute and check it, and no registry of ids is needed.
 */
import { fromBase64Url, toBase64Url } from './base64url';
import { bufferSource } from './bytes';
import { CryptoError } from './errors';
import { subtle } from './random';

export const EC_ALGORITHM = { name: 'ECDH', namedCurve: 'P-256' } as const;

export interface PublicKeyInfo {
  publicKey: CryptoKey;
  kid: string;
}

export interface KeyPair extends PublicKeyInfo {
  /** Extractable only so that it can be wrapped right after generation; keep unwrapped copies non-extractable. */
  privateKey: CryptoKey;
}

/** The public part of a P-256 JWK; no `d`, ever. */
export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

/** A new organisation or staff key pair. The private key is extractable so it can be wrapped. */
export async function generateKeyPair(): Promise<KeyPair> {
  const pair = await subtle().generateKey(EC_ALGORITHM, true, ['deriveBits']);
  return { publicKey: pair.publicKey, privateKey: pair.privateKey, kid: await publicKeyId(pair.publicKey) };
}

function assertEcdhPublicKey(key: CryptoKey): void {
  const algorithm = key.algorithm as EcKeyAlgorithm;
  if (key.type !== 'public' || algorithm.name !== 'ECDH' || algorithm.namedCurve !== 'P-256') {
    throw new CryptoError('INVALID_PUBLIC_KEY', 'expected a P-256 ECDH public key');
  }
}

/** kid = base64url(SHA-256(SPKI)[0..16)). */
export async function publicKeyId(publicKey: CryptoKey): Promise<string> {
  assertEcdhPublicKey(publicKey);
  const spki = await subtle().exportKey('spki', publicKey);
  const digest = new Uint8Array(await subtle().digest('SHA-256', spki));
  return toBase64Url(digest.subarray(0, 16));
}

/** SPKI (DER) as base64url: the form the server stores and serves to the public form. */
export async function exportPublicKey(publicKey: CryptoKey): Promise<string> {
  assertEcdhPublicKey(publicKey);
  return toBase64Url(new Uint8Array(await subtle().exportKey('spki', publicKey)));
}

async function withKid(publicKey: CryptoKey, expectedKid: string | undefined): Promise<PublicKeyInfo> {
  const kid = await publicKeyId(publicKey);
  if (expectedKid !== undefined && expectedKid !== kid) {
    throw new CryptoError('INVALID_PUBLIC_KEY', 'public key does not match its kid');
  }
  return { publicKey, kid };
}

/** Imports an SPKI base64url public key; with `expectedKid`, also checks the fingerprint. */
export async function importPublicKey(spki: string, expectedKid?: string): Promise<PublicKeyInfo> {
  let publicKey: CryptoKey;
  try {
    publicKey = await subtle().importKey('spki', fromBase64Url(spki), EC_ALGORITHM, true, []);
  } catch (error) {
    throw new CryptoError('INVALID_PUBLIC_KEY', 'not a P-256 SPKI public key', { cause: error });
  }
  return withKid(publicKey, expectedKid);
}

export async function exportPublicKeyJwk(publicKey: CryptoKey): Promise<PublicJwk> {
  assertEcdhPublicKey(publicKey);
  const jwk = await subtle().exportKey('jwk', publicKey);
  return { kty: 'EC', crv: 'P-256', x: jwk.x as string, y: jwk.y as string };
}

export async function importPublicKeyJwk(jwk: PublicJwk, expectedKid?: string): Promise<PublicKeyInfo> {
  if (
    jwk?.kty !== 'EC' ||
    jwk.crv !== 'P-256' ||
    typeof jwk.x !== 'string' ||
    typeof jwk.y !== 'string' ||
    'd' in jwk
  ) {
    throw new CryptoError('INVALID_PUBLIC_KEY', 'not a public P-256 JWK');
  }
  let publicKey: CryptoKey;
  try {
    publicKey = await subtle().importKey(
      'jwk',
      { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y },
      EC_ALGORITHM,
      true,
      [],
    );
  } catch (error) {
    throw new CryptoError('INVALID_PUBLIC_KEY', 'invalid P-256 JWK point', { cause: error });
  }
  return withKid(publicKey, expectedKid);
}

/** Uncompressed point 0x04‖x‖y (65 bytes): the `epk` field of ECDH-ES envelopes. */
export async function exportRawPublicKey(publicKey: CryptoKey): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await subtle().exportKey('raw', publicKey));
}

export async function importRawPublicKey(raw: Uint8Array): Promise<CryptoKey> {
  return subtle().importKey('raw', bufferSource(raw), EC_ALGORITHM, true, []);
}

/**
 * A public key's fingerprint for people to compare out of band (an administrator granting access
 * reads it to the new user): the 16 bytes of its kid as 8 groups of 4 hex digits, e.g.
 * `3F2A 91C0 …`. Computed from the key itself, never taken from the server.
 */
export async function publicKeyFingerprint(spki: string): Promise<string> {
  const { kid } = await importPublicKey(spki);
  const hex = [...fromBase64Url(kid)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
  return (hex.match(/.{4}/g) ?? []).join(' ');
}
