import { loginTotp } from '@shared/contracts/auth/login-totp.js';
import { authRateLimits } from '@shared/domain/auth.js';
import { isActiveStaffUser } from '@shared/domain/staff-user.js';
import { totpTexts } from '@shared/messages/totp.js';
import { getStaffUser } from '../data/staff-users.js';
import { endTotpChallengeWrite, takeTotpChallengeTry } from '../data/totp.js';
import { defineHandler, Reply } from '../lib/handler.js';
import { HttpError } from '../lib/http-error.js';
import { consumeRateLimit } from '../lib/rate-limit.js';
import { startPasswordCheck, startSession } from './login-flow.js';
import { secondFactorWrites } from './second-factor.js';

/**
 * The authenticator step: a code from the app or a backup code, within 5 minutes and 5 tries. A
 * wrong code also counts toward the account's login failures (docs/security.md §12.3); a code
 * used before is refused in the transaction that would start the session.
 */
export const handler = defineHandler(loginTotp, async ({ body, caller }) => {
  await consumeRateLimit(authRateLimits.smsPerClient, caller.clientIp);
  const challenge = await takeTotpChallengeTry(body.challengeId);
  const user = challenge && !challenge.setupSecret && (await getStaffUser(challenge.tenantId, challenge.userId));
  if (!user || !user.totp || !isActiveStaffUser(user))
    throw new HttpError('UNAUTHENTICATED', totpTexts.challengeExpired);
  const check = await startPasswordCheck(user.email, caller.clientIp);
  const writes = await secondFactorWrites({ ...user, totp: user.totp }, body.code, caller.clientIp);
  if (!writes) throw new HttpError('UNAUTHENTICATED', totpTexts.invalidCode, check.failure());
  await check.succeeded();
  const started = await startSession(user, caller.clientIp, {
    writes: [...writes, endTotpChallengeWrite(body.challengeId)],
    loginRecorded: true,
  });
  return new Reply({ csrfToken: started.body.csrfToken }, started.init);
});
