import type { OrganisationKeyBundle, PasswordCredentials, SessionKeys, UnlockedKeys } from '@shared/crypto/account.js';
import type { KekEnvelope, PasswordEnvelope, PublicKeyEnvelope } from '@shared/crypto/envelopes.js';
import { toBase64Url } from '@shared/crypto/base64url.js';

/**
 * Key material for web tests: shaped exactly as the contracts require (so msw's contract
 * handlers accept it), opening nothing. The real crypto runs in the browser end-to-end tests.
 */
export const zeros = (length: number): string => toBase64Url(new Uint8Array(length));

export const authKeyFixture = zeros(32);
export const recoveryKeyFixture = 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345-6789-ABCD-EFGH-JKMN-PQRS-TV00-WXYZ';

export const publicKeyEnvelope = (kid: string): PublicKeyEnvelope => ({
  v: 1,
  alg: 'ECDH-ES+A256GCM',
  kid,
  epk: zeros(65),
  iv: zeros(12),
  ct: zeros(48),
});

export const passwordEnvelope = (): PasswordEnvelope => ({
  v: 1,
  alg: 'ARGON2ID+A256GCM',
  salt: zeros(16),
  m: 1024,
  t: 1,
  p: 1,
  iv: zeros(12),
  ct: zeros(64),
});

export const kekEnvelope = (): KekEnvelope => ({ v: 1, alg: 'A256GCMKW', iv: zeros(12), ct: zeros(48) });

export function sessionKeysFixture(withOrganisationKey: boolean): SessionKeys {
  return {
    user: { publicKey: zeros(91), kid: 'user-kid', wrappedPrivateKey: passwordEnvelope() },
    organisation: {
      publicKey: zeros(91),
      kid: 'org-kid',
      wrappedForUser: withOrganisationKey ? publicKeyEnvelope('user-kid') : null,
      wrappedForRecovery: kekEnvelope(),
      wrappedMetadataKey: publicKeyEnvelope('org-kid'),
    },
  };
}

export const credentialsFixture = (): PasswordCredentials => ({
  authKey: authKeyFixture,
  publicKey: zeros(91),
  kid: 'user-kid',
  wrappedPrivateKey: passwordEnvelope(),
});

export const organisationKeysFixture = (): OrganisationKeyBundle => ({
  publicKey: zeros(91),
  kid: 'org-kid',
  wrappedForAdmin: publicKeyEnvelope('user-kid'),
  wrappedForRecovery: kekEnvelope(),
  wrappedMetadataKey: publicKeyEnvelope('org-kid'),
});

/** Stand-ins for unlocked CryptoKeys. */
export function unlockedKeysFixture(kind: 'unlocked' | 'noOrganisationKey' = 'unlocked'): UnlockedKeys {
  const key = (name: string) => ({ type: 'private', name }) as unknown as CryptoKey;
  return kind === 'unlocked'
    ? { userPrivateKey: key('user'), organisationPrivateKey: key('organisation'), metadataKey: key('metadata') }
    : { userPrivateKey: key('user'), organisationPrivateKey: null, metadataKey: null };
}
