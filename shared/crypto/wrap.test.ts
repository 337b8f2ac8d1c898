import { describe, expect, it } from 'vitest';
import { encryptContent, decryptContentText, generateMetadataKey, generateReportKey } from './content';
import { generateKeyPair } from './keypairs';
import { derivePasswordKeys } from './password';
import { cryptoErrorOf, FAST_ARGON2 } from './test/testing';
import {
  passwordEnvelopeParams,
  unwrapKeyWithKek,
  unwrapKeyWithPassword,
  unwrapKeyWithPrivateKey,
  wrapKeyForPublicKey,
  wrapKeyWithKek,
  wrapKeyWithPassword,
} from './wrap';

const ctx = { tenant: 't1', report: 'r1', purpose: 'fields' };

/** The two AES keys are the same key: one decrypts what the other encrypted. */
async function expectSameAesKey(a: CryptoKey, b: CryptoKey): Promise<void> {
  expect(await decryptContentText(b, await encryptContent(a, 'próba', ctx), ctx)).toBe('próba');
}

/** The two ECDH private keys are the same key: same shared secret with a third key. */
async function expectSamePrivateKey(a: CryptoKey, b: CryptoKey): Promise<void> {
  const peer = await generateKeyPair();
  const secret = async (key: CryptoKey) =>
    new Uint8Array(await crypto.subtle.deriveBits({ name: 'ECDH', public: peer.publicKey }, key, 256));
  expect(await secret(a)).toEqual(await secret(b));
}

describe('wrapping for a public key (ECDH-ES+A256GCM)', () => {
  it('wraps a report key for the organisation and unwraps it with the private key', async () => {
    const org = await generateKeyPair();
    const reportKey = await generateReportKey();
    const envelope = await wrapKeyForPublicKey(reportKey, 'report-key', org, { context: 't1/r1' });
    expect(envelope).toMatchObject({ v: 1, alg: 'ECDH-ES+A256GCM', kid: org.kid });
    const unwrapped = await unwrapKeyWithPrivateKey(envelope, 'report-key', org, { context: 't1/r1' });
    await expectSameAesKey(reportKey, unwrapped);
  });

  it('wraps raw key bytes the same way as the CryptoKey', async () => {
    const org = await generateKeyPair();
    const raw = crypto.getRandomValues(new Uint8Array(32));
    const envelope = await wrapKeyForPublicKey(raw, 'metadata-key', org);
    const unwrapped = await unwrapKeyWithPrivateKey(envelope, 'metadata-key', org.privateKey);
    await expectSameAesKey(
      await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']),
      unwrapped,
    );
  });

  it('wraps the organisation private key for a staff user (granting access)', async () => {
    const org = await generateKeyPair();
    const staff = await generateKeyPair();
    const envelope = await wrapKeyForPublicKey(org.privateKey, 'org-private-key', staff, { context: 't1' });
    const unwrapped = await unwrapKeyWithPrivateKey(envelope, 'org-private-key', staff, { context: 't1' });
    await expectSamePrivateKey(org.privateKey, unwrapped);
  });

  it('uses a fresh ephemeral key and iv every time', async () => {
    const org = await generateKeyPair();
    const raw = new Uint8Array(32);
    const a = await wrapKeyForPublicKey(raw, 'report-key', org);
    const b = await wrapKeyForPublicKey(raw, 'report-key', org);
    expect(a.epk).not.toBe(b.epk);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ct).not.toBe(b.ct);
  });

  it('refuses a recipient whose kid is not the fingerprint of its public key', async () => {
    const org = await generateKeyPair();
    const other = await generateKeyPair();
    const error = await cryptoErrorOf(() =>
      wrapKeyForPublicKey(new Uint8Array(32), 'report-key', { publicKey: org.publicKey, kid: other.kid }),
    );
    expect(error.code).toBe('INVALID_PUBLIC_KEY');
  });

  it('says WRONG_KEY when the envelope names another kid, DECRYPT_FAILED for another key without a kid', async () => {
    const org = await generateKeyPair();
    const other = await generateKeyPair();
    const envelope = await wrapKeyForPublicKey(new Uint8Array(32), 'report-key', org);
    expect((await cryptoErrorOf(() => unwrapKeyWithPrivateKey(envelope, 'report-key', other))).code).toBe('WRONG_KEY');
    expect((await cryptoErrorOf(() => unwrapKeyWithPrivateKey(envelope, 'report-key', other.privateKey))).code).toBe(
      'DECRYPT_FAILED',
    );
  });
});

describe('wrapping with a password (ARGON2ID+A256GCM)', () => {
  it('wraps a staff private key with a password and unwraps it with the password or the derived keys', async () => {
    const staff = await generateKeyPair();
    const envelope = await wrapKeyWithPassword(staff.privateKey, 'staff-private-key', 'Hasło123!', {
      params: FAST_ARGON2,
      context: 't1/u1',
    });
    expect(envelope).toMatchObject({ v: 1, alg: 'ARGON2ID+A256GCM', m: 1024, t: 1, p: 1 });
    await expectSamePrivateKey(
      staff.privateKey,
      await unwrapKeyWithPassword(envelope, 'staff-private-key', 'Hasło123!', { context: 't1/u1' }),
    );
    const keys = await derivePasswordKeys('Hasło123!', passwordEnvelopeParams(envelope));
    await expectSamePrivateKey(
      staff.privateKey,
      await unwrapKeyWithPassword(envelope, 'staff-private-key', keys, { context: 't1/u1' }),
    );
  });

  it('re-wraps with keys derived once (password change) without a second Argon2 run', async () => {
    const keys = await derivePasswordKeys('nowe hasło', FAST_ARGON2);
    const reportKey = await generateReportKey();
    const envelope = await wrapKeyWithPassword(reportKey, 'report-key', keys);
    expect(passwordEnvelopeParams(envelope)).toEqual({ ...FAST_ARGON2, salt: keys.params.salt });
    await expectSameAesKey(reportKey, await unwrapKeyWithPassword(envelope, 'report-key', 'nowe hasło'));
  });

  it('answers a wrong password with WRONG_PASSWORD and a Polish message', async () => {
    const envelope = await wrapKeyWithPassword(new Uint8Array(32), 'report-key', 'dobre', { params: FAST_ARGON2 });
    const error = await cryptoErrorOf(() => unwrapKeyWithPassword(envelope, 'report-key', 'złe'));
    expect(error.code).toBe('WRONG_PASSWORD');
    expect(error.message).toBe('Nieprawidłowe hasło lub uszkodzone dane.');
  });

  it('answers keys derived with other parameters with WRONG_PASSWORD', async () => {
    const envelope = await wrapKeyWithPassword(new Uint8Array(32), 'report-key', 'dobre', { params: FAST_ARGON2 });
    const keys = await derivePasswordKeys('dobre', FAST_ARGON2); // another salt
    expect((await cryptoErrorOf(() => unwrapKeyWithPassword(envelope, 'report-key', keys))).code).toBe(
      'WRONG_PASSWORD',
    );
  });
});

describe('wrapping with a kek (A256GCMKW)', () => {
  it('wraps and unwraps with an already-derived kek', async () => {
    const keys = await derivePasswordKeys('hasło', FAST_ARGON2);
    const metadataKey = await generateMetadataKey();
    const envelope = await wrapKeyWithKek(metadataKey, 'metadata-key', keys.kek, { context: 't1' });
    expect(envelope).toMatchObject({ v: 1, alg: 'A256GCMKW' });
    await expectSameAesKey(metadataKey, await unwrapKeyWithKek(envelope, 'metadata-key', keys.kek, { context: 't1' }));
    const other = await derivePasswordKeys('hasło', FAST_ARGON2);
    expect(
      (await cryptoErrorOf(() => unwrapKeyWithKek(envelope, 'metadata-key', other.kek, { context: 't1' }))).code,
    ).toBe('DECRYPT_FAILED');
  });
});

describe('binding of kind and context', () => {
  it('rejects a report key presented for another report (context)', async () => {
    const org = await generateKeyPair();
    const envelope = await wrapKeyForPublicKey(new Uint8Array(32), 'report-key', org, { context: 't1/r1' });
    expect(
      (await cryptoErrorOf(() => unwrapKeyWithPrivateKey(envelope, 'report-key', org, { context: 't1/r2' }))).code,
    ).toBe('DECRYPT_FAILED');
    expect((await cryptoErrorOf(() => unwrapKeyWithPrivateKey(envelope, 'report-key', org))).code).toBe(
      'DECRYPT_FAILED',
    );
  });

  it('rejects a metadata key presented as a report key (kind)', async () => {
    const org = await generateKeyPair();
    const envelope = await wrapKeyForPublicKey(new Uint8Array(32), 'metadata-key', org);
    expect((await cryptoErrorOf(() => unwrapKeyWithPrivateKey(envelope, 'report-key', org))).code).toBe(
      'DECRYPT_FAILED',
    );
  });

  it('refuses to wrap a key that does not fit its kind, or a non-extractable key', async () => {
    const org = await generateKeyPair();
    const reportKey = await generateReportKey();
    expect((await cryptoErrorOf(() => wrapKeyForPublicKey(reportKey, 'org-private-key', org))).code).toBe(
      'INVALID_ARGUMENT',
    );
    expect((await cryptoErrorOf(() => wrapKeyForPublicKey(new Uint8Array(16), 'report-key', org))).code).toBe(
      'INVALID_ARGUMENT',
    );
    expect((await cryptoErrorOf(() => wrapKeyForPublicKey(new Uint8Array(40), 'org-private-key', org))).code).toBe(
      'INVALID_ARGUMENT',
    );
    const envelope = await wrapKeyForPublicKey(reportKey, 'report-key', org);
    const locked = await unwrapKeyWithPrivateKey(envelope, 'report-key', org);
    expect((await cryptoErrorOf(() => wrapKeyForPublicKey(locked, 'report-key', org))).code).toBe('INVALID_ARGUMENT');
  });
});

describe('non-extractable unwrapped keys', () => {
  it('cannot be exported, for every kind and every way of unwrapping', async () => {
    const org = await generateKeyPair();
    const staff = await generateKeyPair();
    const keys = await derivePasswordKeys('hasło', FAST_ARGON2);
    const reportKey = await generateReportKey();
    const unwrapped = [
      await unwrapKeyWithPrivateKey(await wrapKeyForPublicKey(reportKey, 'report-key', org), 'report-key', org),
      await unwrapKeyWithPrivateKey(
        await wrapKeyForPublicKey(org.privateKey, 'org-private-key', staff),
        'org-private-key',
        staff,
      ),
      await unwrapKeyWithPassword(
        await wrapKeyWithPassword(staff.privateKey, 'staff-private-key', keys),
        'staff-private-key',
        keys,
      ),
      await unwrapKeyWithKek(await wrapKeyWithKek(reportKey, 'metadata-key', keys.kek), 'metadata-key', keys.kek),
    ];
    for (const key of unwrapped) {
      expect(key.extractable).toBe(false);
      const format = key.type === 'private' ? 'pkcs8' : 'raw';
      await expect(crypto.subtle.exportKey(format, key)).rejects.toThrow();
      await expect(crypto.subtle.exportKey('jwk', key)).rejects.toThrow();
    }
  });

  it('can be extractable when asked, to re-wrap the organisation key for a new user', async () => {
    const org = await generateKeyPair();
    const admin = await generateKeyPair();
    const newUser = await generateKeyPair();
    const forAdmin = await wrapKeyForPublicKey(org.privateKey, 'org-private-key', admin, { context: 't1' });
    const transient = await unwrapKeyWithPrivateKey(forAdmin, 'org-private-key', admin, {
      context: 't1',
      extractable: true,
    });
    const forNewUser = await wrapKeyForPublicKey(transient, 'org-private-key', newUser, { context: 't1' });
    await expectSamePrivateKey(
      org.privateKey,
      await unwrapKeyWithPrivateKey(forNewUser, 'org-private-key', newUser, { context: 't1' }),
    );
  });
});
