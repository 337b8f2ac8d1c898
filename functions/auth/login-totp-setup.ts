import { loginTotpSetup } from '@shared/contracts/auth/login-totp-setup.js';
import { authRateLimits } from '@shared/domain/auth.js';
import { isActiveStaffUser } from '@shared/domain/staff-user.js';
import { totpTexts } from '@shared/messages/totp.js';
import { openTotpSecret } from '../adapters/totp-secret-key.js';
import { asStaffUser, logEntryWrite } from '../data/audit-log.js';
import { getStaffUser } from '../data/staff-users.js';
import { enableTotpWrite, endTotpChallengeWrite, takeTotpChallengeTry } from '../data/totp.js';
import { defineHandler, Reply } from '../lib/handler.js';
import { HttpError } from '../lib/http-error.js';
import { consumeRateLimit } from '../lib/rate-limit.js';
import { backupCodeHash, matchingTimeStep, newBackupCodes } from '../lib/totp.js';
import { startSession } from './login-flow.js';

/**
 * The setup an organisation requires at login: the first code of the secret offered with the
 * challenge turns the app on (with ten backup codes, answered once) and starts the session, in
 * one transaction.
 */
export const handler = defineHandler(loginTotpSetup, async ({ body, caller }) => {
  await consumeRateLimit(authRateLimits.smsPerClient, caller.clientIp);
  const challenge = await takeTotpChallengeTry(body.challengeId);
  const secret = challenge?.setupSecret;
  const user = secret && challenge && (await getStaffUser(challenge.tenantId, challenge.userId));
  if (!secret || !user || !isActiveStaffUser(user)) throw new HttpError('UNAUTHENTICATED', totpTexts.challengeExpired);
  const step = matchingTimeStep(await openTotpSecret(secret, user), body.code);
  if (step === null) throw new HttpError('UNAUTHENTICATED', totpTexts.invalidCode);
  const backupCodes = newBackupCodes();
  const hashes = backupCodes.map((code) => backupCodeHash(user.userId, code));
  const started = await startSession(user, caller.clientIp, {
    writes: [
      endTotpChallengeWrite(body.challengeId),
      enableTotpWrite(user, secret, step, hashes, 'login'),
      logEntryWrite(asStaffUser(user, caller.clientIp), 'totp.enabled'),
    ],
    loginRecorded: true,
  });
  return new Reply({ csrfToken: started.body.csrfToken, backupCodes }, started.init);
});
