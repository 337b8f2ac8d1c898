import { describe, expect, it } from 'vitest';
import {
  checkRecoveryKey,
  createRegistrationKeys,
  deriveLogin,
  grantOrganisationKey,
  newPasswordCredentials,
  unlockGrantedOrganisation,
  unlockSession,
  type SessionKeys,
} from './account';
import { generateReportKey } from './content';
import { CryptoError } from './errors';
import { generateKeyPair, importPublicKey, publicKeyFingerprint } from './keypairs';
import { generateRecoveryKey, wrapKeyWithRecoveryKey } from './recovery-key';
import { cryptoErrorOf } from './test/testing';
import { unwrapKeyWithPrivateKey, wrapKeyForPublicKey } from './wrap';

/** Cheap Argon2id: these tests are about the key flow, not the password's cost. */
const cheap = { m: 1024, t: 1, p: 1 };
const weakest = { m: 1024, t: 1 };

async function organisation() {
  const admin = await createRegistrationKeys('haslo-administratora', cheap);
  const adminKeys = (
    userPublic: string,
    userKid: string,
    wrappedForUser: SessionKeys['organisation']['wrappedForUser'],
  ): SessionKeys => ({
    user: { publicKey: userPublic, kid: userKid, wrappedPrivateKey: admin.credentials.wrappedPrivateKey },
    organisation: {
      publicKey: admin.organisation.publicKey,
      kid: admin.organisation.kid,
      wrappedForUser,
      wrappedForRecovery: admin.organisation.wrappedForRecovery,
      wrappedMetadataKey: admin.organisation.wrappedMetadataKey,
    },
  });
  const keys = adminKeys(admin.credentials.publicKey, admin.credentials.kid, admin.organisation.wrappedForAdmin);
  const unlocked = await unlockSession(
    await deriveLogin('haslo-administratora', admin.credentials.wrappedPrivateKey, weakest),
    keys,
  );
  return { admin, keys, unlocked };
}

describe('granting the organisation key to a new colleague', () => {
  it('the administrator’s browser wraps it for the colleague’s public key; the colleague then opens reports without a second password', async () => {
    const { keys, unlocked } = await organisation();
    const colleague = await newPasswordCredentials('haslo-kolegi', cheap);
    const wrapped = await grantOrganisationKey(keys, unlocked.userPrivateKey, {
      publicKey: colleague.credentials.publicKey,
      kid: colleague.credentials.kid,
    });
    expect(wrapped.kid).toBe(colleague.credentials.kid);

    const colleagueKeys: SessionKeys = {
      ...keys,
      user: {
        publicKey: colleague.credentials.publicKey,
        kid: colleague.credentials.kid,
        wrappedPrivateKey: colleague.credentials.wrappedPrivateKey,
      },
      organisation: { ...keys.organisation, wrappedForUser: null },
    };
    const login = await deriveLogin('haslo-kolegi', colleague.credentials.wrappedPrivateKey, weakest);
    const before = await unlockSession(login, colleagueKeys);
    expect(before.organisationPrivateKey).toBeNull();

    const after = await unlockGrantedOrganisation(
      { ...colleagueKeys, organisation: { ...colleagueKeys.organisation, wrappedForUser: wrapped } },
      before.userPrivateKey,
    );
    expect(after.metadataKey).not.toBeNull();
    // A report key wrapped for the organisation (as the public form does) opens with the granted key.
    const reportKey = await generateReportKey();
    const forOrganisation = await wrapKeyForPublicKey(
      reportKey,
      'report-key',
      await importPublicKey(keys.organisation.publicKey, keys.organisation.kid),
    );
    await expect(
      unwrapKeyWithPrivateKey(forOrganisation, 'report-key', after.organisationPrivateKey!),
    ).resolves.toBeTruthy();
  });

  it('an account without the organisation key cannot grant it, and a kid that is not the key’s is refused', async () => {
    const { keys, unlocked } = await organisation();
    const colleague = await newPasswordCredentials('haslo-kolegi', cheap);
    const recipient = { publicKey: colleague.credentials.publicKey, kid: colleague.credentials.kid };
    await expect(
      grantOrganisationKey(
        { ...keys, organisation: { ...keys.organisation, wrappedForUser: null } },
        unlocked.userPrivateKey,
        recipient,
      ),
    ).rejects.toBeInstanceOf(CryptoError);
    await expect(
      grantOrganisationKey(keys, unlocked.userPrivateKey, { ...recipient, kid: keys.user.kid }),
    ).rejects.toBeInstanceOf(CryptoError);
  });
});

describe('a public key’s fingerprint', () => {
  it('is the kid’s 16 bytes as 8 groups of 4 hex digits, the same wherever computed, different for another key', async () => {
    const one = await newPasswordCredentials('a', cheap);
    const other = await newPasswordCredentials('b', cheap);
    const fingerprint = await publicKeyFingerprint(one.credentials.publicKey);
    expect(fingerprint).toMatch(/^([0-9A-F]{4} ){7}[0-9A-F]{4}$/);
    expect(fingerprint.replaceAll(' ', '')).toBe(
      Buffer.from(one.credentials.kid, 'base64url').toString('hex').toUpperCase(),
    );
    expect(await publicKeyFingerprint(one.credentials.publicKey)).toBe(fingerprint);
    expect(await publicKeyFingerprint(other.credentials.publicKey)).not.toBe(fingerprint);
  });
});

describe('checking a kept recovery key (first steps)', () => {
  it('accepts the key that wrapped the organisation key, as typed by a person, and tells a typo from another key', async () => {
    const organisation = await generateKeyPair();
    const recoveryKey = await generateRecoveryKey();
    const keys = {
      organisation: {
        wrappedForRecovery: await wrapKeyWithRecoveryKey(organisation.privateKey, 'org-private-key', recoveryKey),
      },
    };

    await expect(checkRecoveryKey(recoveryKey.toLowerCase().replace(/-/g, ' '), keys)).resolves.toBeUndefined();
    const typo = recoveryKey.slice(0, -1) + (recoveryKey.endsWith('0') ? '1' : '0');
    expect((await cryptoErrorOf(() => checkRecoveryKey(typo, keys))).code).toBe('BAD_RECOVERY_KEY');
    expect((await cryptoErrorOf(async () => checkRecoveryKey(await generateRecoveryKey(), keys))).code).toBe(
      'WRONG_RECOVERY_KEY',
    );
  });
});
