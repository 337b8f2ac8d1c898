import type { StoredPasskey } from '../data/passkeys.js';
import type { StaffUser } from '../data/staff-users.js';

/**
 * The PRF envelope of a passkey when it wraps the user's current key: a password reset gives the
 * user a new key pair, and an envelope of the old one unlocks nothing (it is wrapped again at the
 * next sign-in that brings a PRF output, after the password).
 */
export const currentPrf = (passkey: StoredPasskey, user: Pick<StaffUser, 'credentials'>) =>
  passkey.prf && user.credentials && passkey.prf.kid === user.credentials.kid ? passkey.prf : null;

/** How Settings shows a passkey (never its credential or key). */
export const passkeyView = (passkey: StoredPasskey, user: Pick<StaffUser, 'credentials'>) => ({
  passkeyId: passkey.passkeyId,
  name: passkey.name,
  createdAt: passkey.createdAt,
  lastUsedAt: passkey.lastUsedAt,
  unlocksKeys: currentPrf(passkey, user) !== null,
});
