import { loginSms } from '@shared/contracts/auth/login-sms.js';
import { authRateLimits } from '@shared/domain/auth.js';
import { isActiveStaffUser } from '@shared/domain/staff-user.js';
import { authTexts } from '@shared/messages/auth.js';
import { checkSmsCode } from '../data/sms-challenges.js';
import { getStaffUser } from '../data/staff-users.js';
import { defineHandler, Reply } from '../lib/handler.js';
import { HttpError } from '../lib/http-error.js';
import { consumeRateLimit } from '../lib/rate-limit.js';
import { startSession } from './login-flow.js';

/** SMS step: a right code within 5 minutes and 5 tries starts the session. */
export const handler = defineHandler(loginSms, async ({ body, caller }) => {
  await consumeRateLimit(authRateLimits.smsPerClient, caller.clientIp);
  const check = await checkSmsCode(body.challengeId, body.code);
  if (!check.ok) {
    throw new HttpError(
      'UNAUTHENTICATED',
      check.reason === 'wrong' ? authTexts.invalidSmsCode : authTexts.smsCodeExpired,
    );
  }
  const user = await getStaffUser(check.challenge.tenantId, check.challenge.userId);
  if (!user || !isActiveStaffUser(user)) throw new HttpError('UNAUTHENTICATED', authTexts.smsCodeExpired);
  const started = await startSession(user, caller.clientIp);
  return new Reply({ csrfToken: started.body.csrfToken }, started.init);
});
