import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './base64url';
import { utf8 } from './bytes';
import {
  ARGON2_DEFAULTS,
  argon2idBytes,
  authKeyVerifier,
  checkArgon2Strength,
  derivePasswordKeys,
  HKDF_INFO_AUTH,
  HKDF_INFO_KEK,
  newArgon2Params,
} from './password';
import { cryptoErrorOf, FAST_ARGON2 } from './test/testing';
import { wrapKeyWithPassword } from './wrap';

const salt = new Uint8Array(16).fill(7);

async function hkdf(master: Uint8Array, info: string): Promise<Uint8Array> {
  const ikm = await crypto.subtle.importKey('raw', new Uint8Array(master), 'HKDF', false, ['deriveBits']);
  return new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: utf8(info) },
      ikm,
      256,
    ),
  );
}

describe('password split', () => {
  it('derives authKey as HKDF(Argon2id(password), "ostoja/v1/auth") and a kek independent of it', async () => {
    const keys = await derivePasswordKeys('correct horse', { salt, ...FAST_ARGON2 });
    const master = await argon2idBytes('correct horse', { salt, ...FAST_ARGON2 });
    expect(fromBase64Url(keys.authKey)).toEqual(await hkdf(master, HKDF_INFO_AUTH));
    const kekBytes = await hkdf(master, HKDF_INFO_KEK);
    expect(toBase64Url(kekBytes)).not.toBe(keys.authKey);
    // The kek really is HKDF(master, "ostoja/v1/kek"): it opens what a key made from those bytes sealed.
    const probe = await crypto.subtle.importKey('raw', new Uint8Array(kekBytes), 'AES-GCM', false, ['encrypt']);
    const iv = new Uint8Array(12);
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, probe, utf8('probe'));
    expect(new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, keys.kek, sealed))).toBe(
      'probe',
    );
  });

  it('gives the same authKey for the same password and salt, another for another salt or password', async () => {
    const a = await derivePasswordKeys('hasło', { salt, ...FAST_ARGON2 });
    const b = await derivePasswordKeys('hasło', { salt, ...FAST_ARGON2 });
    const otherSalt = await derivePasswordKeys('hasło', { salt: new Uint8Array(16).fill(8), ...FAST_ARGON2 });
    const otherPassword = await derivePasswordKeys('haslo', { salt, ...FAST_ARGON2 });
    expect(a.authKey).toBe(b.authKey);
    expect(otherSalt.authKey).not.toBe(a.authKey);
    expect(otherPassword.authKey).not.toBe(a.authKey);
  });

  it('treats composed and decomposed Polish letters as the same password (NFC)', async () => {
    const composed = await derivePasswordKeys('Zażółć', { salt, ...FAST_ARGON2 });
    const decomposed = await derivePasswordKeys('Zażółć'.normalize('NFD'), { salt, ...FAST_ARGON2 });
    expect(decomposed.authKey).toBe(composed.authKey);
  });

  it('keeps the kek non-extractable: exportKey rejects', async () => {
    const keys = await derivePasswordKeys('hasło', { salt, ...FAST_ARGON2 });
    expect(keys.kek.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', keys.kek)).rejects.toThrow();
  });

  it('stores only SHA-256 of authKey on the server (authKeyVerifier)', async () => {
    const keys = await derivePasswordKeys('hasło', { salt, ...FAST_ARGON2 });
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', fromBase64Url(keys.authKey)));
    expect(await authKeyVerifier(keys.authKey)).toBe(toBase64Url(digest));
  });

  it('uses a fresh 16-byte salt and the default parameters unless told otherwise', () => {
    const a = newArgon2Params();
    const b = newArgon2Params();
    expect(a.salt).toHaveLength(16);
    expect(a.salt).not.toEqual(b.salt);
    expect({ m: a.m, t: a.t, p: a.p }).toEqual({ m: 65536, t: 3, p: 1 });
  });

  it('refuses an empty password and out-of-range parameters with INVALID_ARGUMENT', async () => {
    expect((await cryptoErrorOf(() => derivePasswordKeys('', { salt, ...FAST_ARGON2 }))).code).toBe('INVALID_ARGUMENT');
    expect((await cryptoErrorOf(() => derivePasswordKeys('x', { salt, m: 8, t: 1, p: 1 }))).code).toBe(
      'INVALID_ARGUMENT',
    );
    expect((await cryptoErrorOf(() => derivePasswordKeys('x', { salt: new Uint8Array(8), ...FAST_ARGON2 }))).code).toBe(
      'INVALID_ARGUMENT',
    );
    expect((await cryptoErrorOf(() => derivePasswordKeys('x', { salt, m: 4 * 1024 * 1024, t: 1, p: 1 }))).code).toBe(
      'INVALID_ARGUMENT',
    );
  });

  it('refuses server-supplied parameters weaker than the defaults with WEAK_PARAMETERS', async () => {
    expect(() => checkArgon2Strength({ m: 65536, t: 3, p: 1 })).not.toThrow();
    expect(() => checkArgon2Strength({ m: 131072, t: 3, p: 1 })).not.toThrow();
    for (const weak of [
      { m: 1024, t: 1, p: 1 },
      { m: 65536, t: 2, p: 1 },
      { m: 32768, t: 6, p: 1 },
    ]) {
      expect((await cryptoErrorOf(async () => checkArgon2Strength(weak))).code).toBe('WEAK_PARAMETERS');
    }
  });

  it('runs Argon2id with the default 64 MiB, t=3, p=1 and records them in the envelope', async () => {
    const keys = await derivePasswordKeys('domyślne parametry');
    expect(keys.params).toMatchObject(ARGON2_DEFAULTS);
    const envelope = await wrapKeyWithPassword(new Uint8Array(32), 'report-key', keys);
    expect(envelope).toMatchObject({ m: 65536, t: 3, p: 1 });
  }, 20_000);
});
