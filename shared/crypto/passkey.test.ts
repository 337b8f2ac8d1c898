import { describe, expect, it } from 'vitest';
import {
  createRegistrationKeys,
  deriveLogin,
  passkeyEnvelope,
  unlockSession,
  unlockSessionWithPasskey,
  type SessionKeys,
} from './account';
import { fromUtf8 } from './bytes';
import { decryptContent, encryptContent } from './content';
import { generateKeyPair } from './keypairs';
import { unwrapPrivateKeyWithPasskey, wrapPrivateKeyWithPasskey } from './passkey';
import { randomBytes } from './random';
import { cryptoErrorOf, FAST_ARGON2 } from './test/testing';
import { unwrapKeyWithPrivateKey, wrapKeyForPublicKey } from './wrap';

const owner = { tenantId: 'tenant-a', userId: 'user-1' };

/** A key pair's private key opens what its public key sealed: the unwrapped key is that key. */
async function opensForPublicKey(privateKey: CryptoKey, pair: { publicKey: CryptoKey; kid: string }) {
  const sealed = await wrapKeyForPublicKey(randomBytes(32), 'report-key', pair);
  await unwrapKeyWithPrivateKey(sealed, 'report-key', { privateKey, kid: pair.kid });
}

describe('a staff private key wrapped with a passkey PRF output', () => {
  it('opens with the same PRF output, organisation and user, as a non-extractable key that works', async () => {
    const pair = await generateKeyPair();
    const prf = randomBytes(32);
    const envelope = await wrapPrivateKeyWithPasskey(pair.privateKey, prf, owner);
    expect(envelope.alg).toBe('A256GCMKW');
    const opened = await unwrapPrivateKeyWithPasskey(envelope, prf, owner);
    expect(opened.extractable).toBe(false);
    await expect(opensForPublicKey(opened, pair)).resolves.toBeUndefined();
  });

  it('refuses another PRF output, another organisation, another user and a changed byte', async () => {
    const pair = await generateKeyPair();
    const prf = randomBytes(32);
    const envelope = await wrapPrivateKeyWithPasskey(pair.privateKey, prf, owner);
    const attempts = [
      () => unwrapPrivateKeyWithPasskey(envelope, randomBytes(32), owner),
      () => unwrapPrivateKeyWithPasskey(envelope, prf, { ...owner, tenantId: 'tenant-b' }),
      () => unwrapPrivateKeyWithPasskey(envelope, prf, { ...owner, userId: 'user-2' }),
      () =>
        unwrapPrivateKeyWithPasskey(
          { ...envelope, ct: envelope.ct.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) },
          prf,
          owner,
        ),
    ];
    for (const attempt of attempts) expect((await cryptoErrorOf(attempt)).code).toBe('DECRYPT_FAILED');
  });

  it('refuses a PRF output that is not 32 bytes', async () => {
    const pair = await generateKeyPair();
    expect((await cryptoErrorOf(() => wrapPrivateKeyWithPasskey(pair.privateKey, randomBytes(16), owner))).code).toBe(
      'INVALID_ARGUMENT',
    );
  });

  it('at sign-in unlocks the same keys the password does: the organisation metadata key decrypts a label', async () => {
    const admin = await createRegistrationKeys('haslo-administratora', FAST_ARGON2);
    const keys: SessionKeys = {
      user: {
        publicKey: admin.credentials.publicKey,
        kid: admin.credentials.kid,
        wrappedPrivateKey: admin.credentials.wrappedPrivateKey,
      },
      organisation: {
        publicKey: admin.organisation.publicKey,
        kid: admin.organisation.kid,
        wrappedForUser: admin.organisation.wrappedForAdmin,
        wrappedForRecovery: admin.organisation.wrappedForRecovery,
        wrappedMetadataKey: admin.organisation.wrappedMetadataKey,
      },
    };
    const login = await deriveLogin('haslo-administratora', admin.credentials.wrappedPrivateKey, { m: 1024, t: 1 });
    const prf = randomBytes(32);
    const envelope = await passkeyEnvelope(login, keys, prf, owner);
    expect(JSON.stringify(envelope)).not.toContain(admin.credentials.wrappedPrivateKey.ct);

    // A label written in a session unlocked by the password reads in one unlocked by the passkey.
    const context = { tenant: 'tenant-a', report: 'org', purpose: 'label' };
    const byPassword = await unlockSession(login, keys);
    const label = await encryptContent(byPassword.metadataKey!, 'Etykieta', context);
    const byPasskey = await unlockSessionWithPasskey(prf, envelope, keys, owner);
    expect(fromUtf8(await decryptContent(byPasskey.metadataKey!, label, context))).toBe('Etykieta');
  });

  it('cannot be made without the password that opens the key', async () => {
    const admin = await createRegistrationKeys('haslo-administratora', FAST_ARGON2);
    const keys = {
      user: admin.credentials,
      organisation: { ...admin.organisation, wrappedForUser: null },
    } as unknown as SessionKeys;
    const wrong = await deriveLogin('inne-haslo', admin.credentials.wrappedPrivateKey, { m: 1024, t: 1 });
    expect((await cryptoErrorOf(() => passkeyEnvelope(wrong, keys, randomBytes(32), owner))).code).toBe(
      'WRONG_PASSWORD',
    );
  });
});
