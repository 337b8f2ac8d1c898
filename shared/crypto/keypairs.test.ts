import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url';
import {
  exportPublicKey,
  exportPublicKeyJwk,
  generateKeyPair,
  importPublicKey,
  importPublicKeyJwk,
  publicKeyId,
} from './keypairs';
import { cryptoErrorOf } from './test/testing';

describe('key pairs', () => {
  it('exports a public key as SPKI base64url and imports it back with the same kid', async () => {
    const pair = await generateKeyPair();
    const spki = await exportPublicKey(pair.publicKey);
    expect(spki).toMatch(/^[A-Za-z0-9_-]+$/);
    const imported = await importPublicKey(spki, pair.kid);
    expect(imported.kid).toBe(pair.kid);
    expect(await exportPublicKey(imported.publicKey)).toBe(spki);
  });

  it('exports a public key as a JWK without the private part and imports it back', async () => {
    const pair = await generateKeyPair();
    const jwk = await exportPublicKeyJwk(pair.publicKey);
    expect(Object.keys(jwk).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    expect((await importPublicKeyJwk(jwk, pair.kid)).kid).toBe(pair.kid);
  });

  it('computes kid as the first 16 bytes of SHA-256(SPKI)', async () => {
    const pair = await generateKeyPair();
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', fromBase64Url(await exportPublicKey(pair.publicKey))),
    );
    expect(await publicKeyId(pair.publicKey)).toBe(toBase64Url(digest.subarray(0, 16)));
    expect(pair.kid).toHaveLength(22);
  });

  it('refuses garbage, another curve, a mismatching kid and a JWK with a private part', async () => {
    const pair = await generateKeyPair();
    const spki = await exportPublicKey(pair.publicKey);
    const p384 = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-384' }, true, ['deriveBits']);
    const p384Spki = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('spki', p384.publicKey)));
    const other = await generateKeyPair();
    const jwkWithD = { ...(await crypto.subtle.exportKey('jwk', pair.privateKey)) };
    expect((await cryptoErrorOf(() => importPublicKey('AAAA'))).code).toBe('INVALID_PUBLIC_KEY');
    expect((await cryptoErrorOf(() => importPublicKey(p384Spki))).code).toBe('INVALID_PUBLIC_KEY');
    expect((await cryptoErrorOf(() => importPublicKey(spki, other.kid))).code).toBe('INVALID_PUBLIC_KEY');
    expect((await cryptoErrorOf(() => importPublicKeyJwk(jwkWithD as never))).code).toBe('INVALID_PUBLIC_KEY');
  });

  it('refuses a public key whose point is not on the curve', async () => {
    const pair = await generateKeyPair();
    const jwk = await exportPublicKeyJwk(pair.publicKey);
    const y = fromBase64Url(jwk.y);
    y[31] = (y[31] as number) ^ 1;
    expect((await cryptoErrorOf(() => importPublicKeyJwk({ ...jwk, y: toBase64Url(y) }))).code).toBe(
      'INVALID_PUBLIC_KEY',
    );
  });
});
