/**
 * The key flows of staff accounts (docs/security.md), in one place for the browser, the seed and tests:
 * registration (organisation and administrator keys, recovery key), login (unlock), a new
 * password (reset: new key pair; change: same key pair) and restoring access with the recovery key.
 */
import { CryptoError } from './errors';
import { generateKeyPair, exportPublicKey, importPublicKey } from './keypairs';
import {
  ARGON2_DEFAULTS,
  checkArgon2Strength,
  derivePasswordKeys,
  type Argon2Params,
  type PasswordKeys,
} from './password';
import { fromBase64Url } from './base64url';
import { generateMetadataKey } from './content';
import { generateRecoveryKey, unwrapKeyWithRecoveryKey, wrapKeyWithRecoveryKey } from './recovery-key';
import { unwrapKeyWithPassword, unwrapKeyWithPrivateKey, wrapKeyForPublicKey, wrapKeyWithPassword } from './wrap';
import type { KekEnvelope, PasswordEnvelope, PublicKeyEnvelope } from './envelopes';
import { type PasskeyKeyOwner, unwrapPrivateKeyWithPasskey, wrapPrivateKeyWithPasskey } from './passkey';

export interface PasswordCredentials {
  authKey: string;
  publicKey: string;
  kid: string;
  wrappedPrivateKey: PasswordEnvelope;
}

export interface OrganisationKeyBundle {
  publicKey: string;
  kid: string;
  wrappedForAdmin: PublicKeyEnvelope;
  wrappedForRecovery: KekEnvelope;
  wrappedMetadataKey: PublicKeyEnvelope;
}

/** What the session call returns about keys (shared/contracts/auth/get-session). */
export interface SessionKeys {
  user: { publicKey: string; kid: string; wrappedPrivateKey: PasswordEnvelope };
  organisation: {
    publicKey: string;
    kid: string;
    wrappedForUser: PublicKeyEnvelope | null;
    wrappedForRecovery: KekEnvelope;
    wrappedMetadataKey: PublicKeyEnvelope;
  };
}

/** Keys unlocked for a session: all non-extractable. The organisation ones are null without access. */
export interface UnlockedKeys {
  userPrivateKey: CryptoKey;
  organisationPrivateKey: CryptoKey | null;
  metadataKey: CryptoKey | null;
}

/**
 * Derives the login secret and kek from a password and the account's Argon2id parameters. The
 * parameters come from the server: below `minimum` they are refused (WEAK_PARAMETERS), so a
 * hostile server cannot ask for a cheap derivation and then brute-force the password.
 */
export function deriveLogin(
  password: string,
  params: { salt: string; m: number; t: number; p: number },
  minimum: { m: number; t: number } = ARGON2_DEFAULTS,
): Promise<PasswordKeys> {
  checkArgon2Strength(params, minimum);
  return derivePasswordKeys(password, { salt: fromBase64Url(params.salt), m: params.m, t: params.t, p: params.p });
}

/** A new key pair whose private key is wrapped under the password (registration, reset). */
export async function newPasswordCredentials(password: string, params?: Partial<Argon2Params>) {
  const keys = await derivePasswordKeys(password, params);
  const pair = await generateKeyPair();
  const credentials: PasswordCredentials = {
    authKey: keys.authKey,
    publicKey: await exportPublicKey(pair.publicKey),
    kid: pair.kid,
    wrappedPrivateKey: await wrapKeyWithPassword(pair.privateKey, 'staff-private-key', keys),
  };
  return { credentials, pair };
}

/**
 * Registration: the administrator's credentials, the organisation key pair wrapped for the
 * administrator and for a new recovery key, and the metadata key wrapped for the organisation.
 */
export async function createRegistrationKeys(password: string, params?: Partial<Argon2Params>) {
  const { credentials } = await newPasswordCredentials(password, params);
  const admin = await importPublicKey(credentials.publicKey, credentials.kid);
  const organisation = await generateKeyPair();
  const recoveryKey = await generateRecoveryKey();
  const bundle: OrganisationKeyBundle = {
    publicKey: await exportPublicKey(organisation.publicKey),
    kid: organisation.kid,
    wrappedForAdmin: await wrapKeyForPublicKey(organisation.privateKey, 'org-private-key', admin),
    wrappedForRecovery: await wrapKeyWithRecoveryKey(organisation.privateKey, 'org-private-key', recoveryKey),
    wrappedMetadataKey: await wrapKeyForPublicKey(await generateMetadataKey(), 'metadata-key', organisation),
  };
  return { credentials, organisation: bundle, recoveryKey };
}

async function unlockOrganisation(organisationPrivateKey: CryptoKey, keys: SessionKeys): Promise<CryptoKey> {
  return unwrapKeyWithPrivateKey(keys.organisation.wrappedMetadataKey, 'metadata-key', {
    privateKey: organisationPrivateKey,
    kid: keys.organisation.kid,
  });
}

/** After login: unwraps the user's private key with the kek, then the organisation keys if granted. */
export async function unlockSession(login: PasswordKeys, keys: SessionKeys): Promise<UnlockedKeys> {
  const userPrivateKey = await unwrapKeyWithPassword(keys.user.wrappedPrivateKey, 'staff-private-key', login);
  return unlockGrantedOrganisation(keys, userPrivateKey);
}

/** After a sign-in with a passkey: its PRF output opens the user's private key, then as `unlockSession`. */
export async function unlockSessionWithPasskey(
  prfOutput: Uint8Array,
  wrappedPrivateKey: KekEnvelope,
  keys: SessionKeys,
  owner: PasskeyKeyOwner,
): Promise<UnlockedKeys> {
  const userPrivateKey = await unwrapPrivateKeyWithPasskey(wrappedPrivateKey, prfOutput, owner);
  return unlockGrantedOrganisation(keys, userPrivateKey);
}

/**
 * The user's private key wrapped for a passkey's PRF output: opened (extractable, for this moment
 * only) from the password envelope with keys derived from the password, then wrapped again.
 */
export async function passkeyEnvelope(
  login: PasswordKeys,
  keys: SessionKeys,
  prfOutput: Uint8Array,
  owner: PasskeyKeyOwner,
): Promise<KekEnvelope> {
  const privateKey = await unwrapKeyWithPassword(keys.user.wrappedPrivateKey, 'staff-private-key', login, {
    extractable: true,
  });
  return wrapPrivateKeyWithPasskey(privateKey, prfOutput, owner);
}

/**
 * The organisation keys for a user whose private key is already unlocked (at login, or in a tab
 * that was open while an administrator granted access): no password needed. Without a grant
 * the organisation keys stay null.
 */
export async function unlockGrantedOrganisation(keys: SessionKeys, userPrivateKey: CryptoKey): Promise<UnlockedKeys> {
  if (!keys.organisation.wrappedForUser) return { userPrivateKey, organisationPrivateKey: null, metadataKey: null };
  const organisationPrivateKey = await unwrapKeyWithPrivateKey(keys.organisation.wrappedForUser, 'org-private-key', {
    privateKey: userPrivateKey,
    kid: keys.user.kid,
  });
  return {
    userPrivateKey,
    organisationPrivateKey,
    metadataKey: await unlockOrganisation(organisationPrivateKey, keys),
  };
}

/**
 * Granting access (docs/security.md §6.3), in the granting administrator's browser:
 * the organisation private key is opened from the administrator's own envelope (extractable, for
 * this moment only) and wrapped for the new user's public key. `importPublicKey` checks the kid
 * the server gave is that key's. The server only stores the result: it can never grant by itself.
 */
export async function grantOrganisationKey(
  keys: SessionKeys,
  userPrivateKey: CryptoKey,
  recipient: { publicKey: string; kid: string },
): Promise<PublicKeyEnvelope> {
  if (!keys.organisation.wrappedForUser)
    throw new CryptoError('WRONG_KEY', 'this account holds no organisation key to grant');
  const organisationKey = await unwrapKeyWithPrivateKey(
    keys.organisation.wrappedForUser,
    'org-private-key',
    { privateKey: userPrivateKey, kid: keys.user.kid },
    { extractable: true },
  );
  return wrapKeyForPublicKey(
    organisationKey,
    'org-private-key',
    await importPublicKey(recipient.publicKey, recipient.kid),
  );
}

/**
 * With the printed recovery key: opens the organisation private key and wraps it again for the
 * user's own public key (to store with restore-access), and unlocks the organisation keys.
 */
export async function restoreWithRecoveryKey(recoveryKey: string, keys: SessionKeys, userPrivateKey: CryptoKey) {
  const extractable = await unwrapKeyWithRecoveryKey(
    keys.organisation.wrappedForRecovery,
    'org-private-key',
    recoveryKey,
    {
      extractable: true,
    },
  );
  const user = await importPublicKey(keys.user.publicKey, keys.user.kid);
  const wrappedForUser = await wrapKeyForPublicKey(extractable, 'org-private-key', user);
  const organisationPrivateKey = await unwrapKeyWithPrivateKey(wrappedForUser, 'org-private-key', {
    privateKey: userPrivateKey,
    kid: keys.user.kid,
  });
  const unlocked: UnlockedKeys = {
    userPrivateKey,
    organisationPrivateKey,
    metadataKey: await unlockOrganisation(organisationPrivateKey, keys),
  };
  return { wrappedForUser, unlocked };
}

/**
 * Checks a typed recovery key against the organisation's recovery envelope and keeps nothing:
 * resolves when the key opens it; a typo is BAD_RECOVERY_KEY, another key WRONG_RECOVERY_KEY.
 */
export async function checkRecoveryKey(
  recoveryKey: string,
  keys: { organisation: Pick<SessionKeys['organisation'], 'wrappedForRecovery'> },
): Promise<void> {
  await unwrapKeyWithRecoveryKey(keys.organisation.wrappedForRecovery, 'org-private-key', recoveryKey);
}

/**
 * Password change: the same private key re-wrapped under the new password (nothing is lost).
 * The current password must open the current envelope first.
 */
export async function changePasswordKeys(
  currentPassword: string,
  newPassword: string,
  keys: SessionKeys,
  params?: Partial<Argon2Params>,
  minimum: { m: number; t: number } = ARGON2_DEFAULTS,
) {
  const current = await deriveLogin(currentPassword, keys.user.wrappedPrivateKey, minimum);
  let privateKey: CryptoKey;
  try {
    privateKey = await unwrapKeyWithPassword(keys.user.wrappedPrivateKey, 'staff-private-key', current, {
      extractable: true,
    });
  } catch (error) {
    throw error instanceof CryptoError
      ? error
      : new CryptoError('WRONG_PASSWORD', 'current password does not open the key');
  }
  const next = await derivePasswordKeys(newPassword, params);
  return {
    currentAuthKey: current.authKey,
    authKey: next.authKey,
    wrappedPrivateKey: await wrapKeyWithPassword(privateKey, 'staff-private-key', next),
  };
}
