import { TOTP_CODE_PATTERN } from '@shared/domain/totp.js';
import { openTotpSecret, sealTotpSecret } from '../adapters/totp-secret-key.js';
import { asStaffUser, logEntryWrite } from '../data/audit-log.js';
import { listPasskeys, storeChallenge } from '../data/passkeys.js';
import type { StaffTotp, StaffUser } from '../data/staff-users.js';
import { createTotpChallenge, spendBackupCodeWrite, useTimeStepWrite } from '../data/totp.js';
import type { TxWrite } from '../data/transact.js';
import { backupCodeHash, matchingTimeStep, newTotpSecret, totpUri } from '../lib/totp.js';
import { authenticationOptions, newChallenge } from '../lib/webauthn.js';

/**
 * The passkey step of a login: a challenge bound to the user, naming their passkeys; with the
 * app's challenge besides when the user has the app, so that a lost passkey locks nobody out.
 */
export async function startPasskeyStep(user: StaffUser) {
  const challenge = newChallenge();
  await storeChallenge(challenge, 'second-factor', user);
  return {
    step: 'passkey' as const,
    options: await authenticationOptions(challenge, await listPasskeys(user)),
    totpChallengeId: user.totp ? await createTotpChallenge(user) : null,
  };
}

/** The authenticator step of a login. */
export const startTotpStep = async (user: StaffUser) => ({
  step: 'totp' as const,
  challengeId: await createTotpChallenge(user),
});

/** A setup the organisation requires: a new secret, offered with the login's challenge. */
export async function startRequiredTotpSetup(user: StaffUser) {
  const secret = newTotpSecret();
  const challengeId = await createTotpChallenge(user, await sealTotpSecret(secret, user));
  return { step: 'totp-setup' as const, challengeId, secret, uri: totpUri(secret, user.email) };
}

/**
 * The writes that spend a right code (its time step, or the backup code with its log entry), or
 * null for a wrong one. A code already used is right but its write's condition refuses it, in
 * the transaction that would start the session.
 */
export async function secondFactorWrites(
  user: StaffUser & { totp: StaffTotp },
  code: string,
  clientIp: string,
  now = new Date(),
): Promise<TxWrite[] | null> {
  if (TOTP_CODE_PATTERN.test(code)) {
    const step = matchingTimeStep(await openTotpSecret(user.totp.secret, user), code, now);
    return step === null ? null : [useTimeStepWrite(user, step)];
  }
  const hash = backupCodeHash(user.userId, code);
  if (!user.totp.backupCodeHashes?.has(hash)) return null;
  return [spendBackupCodeWrite(user, hash), logEntryWrite(asStaffUser(user, clientIp), 'totp.backupCodeUsed')];
}
