import { login } from '@shared/contracts/auth/login.js';
import { authRateLimits } from '@shared/domain/auth.js';
import { isActiveStaffUser } from '@shared/domain/staff-user.js';
import { authTexts } from '@shared/messages/auth.js';
import { getTenant } from '../data/tenants.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError, forbidden } from '../lib/http-error.js';
import { consumeRateLimit } from '../lib/rate-limit.js';
import { startPasswordCheck, startSession, startSmsStep, verifyLogin } from './login-flow.js';
import { startPasskeyStep, startRequiredTotpSetup, startTotpStep } from './second-factor.js';

/**
 * Password step of the login (the password itself never arrives: only its derived authKey). Only
 * failed checks count toward the pause of an account's logins. A passkey comes before the
 * authenticator app (decision 306), and the app before SMS when a user has both (no SMS is sent then); a user with neither, in an organisation that
 * requires a second factor, sets up the app before the session starts (decision 288).
 */
export const handler = defineHandler(login, async ({ body, caller }) => {
  await consumeRateLimit(authRateLimits.loginPerClient, caller.clientIp);
  const check = await startPasswordCheck(body.email, caller.clientIp);
  const user = await verifyLogin(body.email, body.authKey);
  if (!user) throw new HttpError('UNAUTHENTICATED', authTexts.invalidCredentials, check.failure());
  await check.succeeded();
  if (!isActiveStaffUser(user)) throw forbidden(authTexts.accountInactive);
  if (user.passkeyIds?.size) return startPasskeyStep(user);
  if (user.totp) return startTotpStep(user);
  if (user.smsAuthorization && user.phone) return startSmsStep({ ...user, phone: user.phone });
  const tenant = await getTenant(user.tenantId);
  if (tenant?.security?.requireSecondFactor) return startRequiredTotpSetup(user);
  return startSession(user, caller.clientIp);
});
