import { vi } from 'vitest';
import type * as AccountCrypto from '../lib/account-crypto.js';
import {
  authKeyFixture,
  credentialsFixture,
  organisationKeysFixture,
  passwordEnvelope,
  publicKeyEnvelope,
  recoveryKeyFixture,
  unlockedKeysFixture,
} from './key-fixtures.js';

/**
 * A stand-in for `lib/account-crypto.ts` (Argon2id and WebCrypto) in component tests:
 *   vi.mock('…/lib/account-crypto.js', () => import('…/test/account-crypto-mock.js'));
 * Each flow is a `vi.fn` answering like the real one; a test may change one with
 * `vi.mocked(flow).mockRejectedValueOnce(…)`. `resetAccountCryptoMock()` restores the answers.
 */
const params = { salt: new Uint8Array(16), m: 1024, t: 1, p: 1 };
const kek = { type: 'secret' } as unknown as CryptoKey;

export const deriveLogin = vi.fn<typeof AccountCrypto.deriveLogin>();
export const unlockSession = vi.fn<typeof AccountCrypto.unlockSession>();
export const createRegistrationKeys = vi.fn<typeof AccountCrypto.createRegistrationKeys>();
export const newPasswordCredentials = vi.fn<typeof AccountCrypto.newPasswordCredentials>();
export const changePasswordKeys = vi.fn<typeof AccountCrypto.changePasswordKeys>();
export const restoreWithRecoveryKey = vi.fn<typeof AccountCrypto.restoreWithRecoveryKey>();
export const checkRecoveryKey = vi.fn<typeof AccountCrypto.checkRecoveryKey>();
export const grantOrganisationKey = vi.fn<typeof AccountCrypto.grantOrganisationKey>();
export const unlockGrantedOrganisation = vi.fn<typeof AccountCrypto.unlockGrantedOrganisation>();
export const publicKeyFingerprint = vi.fn<typeof AccountCrypto.publicKeyFingerprint>();

/** The fingerprint the mock gives every key (the real one: 8 groups of 4 hex digits). */
export const fingerprintFixture = '3F2A 91C0 5B7E 0D14 A8C3 66F2 19BE 7D05';

export function resetAccountCryptoMock(): void {
  deriveLogin.mockReset().mockImplementation(async () => ({ authKey: authKeyFixture, kek, params }));
  unlockSession.mockReset().mockImplementation(async () => unlockedKeysFixture());
  createRegistrationKeys.mockReset().mockImplementation(async () => ({
    credentials: credentialsFixture(),
    organisation: organisationKeysFixture(),
    recoveryKey: recoveryKeyFixture,
  }));
  newPasswordCredentials.mockReset().mockImplementation(async () => ({
    credentials: credentialsFixture(),
    pair: {} as Awaited<ReturnType<typeof AccountCrypto.newPasswordCredentials>>['pair'],
  }));
  changePasswordKeys.mockReset().mockImplementation(async () => ({
    currentAuthKey: authKeyFixture,
    authKey: authKeyFixture,
    wrappedPrivateKey: passwordEnvelope(),
  }));
  checkRecoveryKey.mockReset().mockImplementation(async () => {});
  restoreWithRecoveryKey.mockReset().mockImplementation(async () => ({
    wrappedForUser: publicKeyEnvelope('user-kid'),
    unlocked: unlockedKeysFixture(),
  }));
  grantOrganisationKey
    .mockReset()
    .mockImplementation(async (_keys, _privateKey, recipient) => publicKeyEnvelope(recipient.kid));
  unlockGrantedOrganisation.mockReset().mockImplementation(async () => unlockedKeysFixture());
  publicKeyFingerprint.mockReset().mockImplementation(async () => fingerprintFixture);
}

resetAccountCryptoMock();
