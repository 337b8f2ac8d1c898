import { getLoginParams } from '@shared/contracts/auth/get-login-params.js';
import { authRateLimits } from '@shared/domain/auth.js';
import { serverSecret } from '../data/server-secret.js';
import { getStaffUserByEmail } from '../data/staff-users.js';
import { fakeLoginParams } from '../lib/credentials.js';
import { defineHandler } from '../lib/handler.js';
import { consumeRateLimit } from '../lib/rate-limit.js';

/** The Argon2id salt and cost of an account; a stable made-up salt for an unknown e-mail. */
export const handler = defineHandler(getLoginParams, async ({ body, caller }) => {
  await consumeRateLimit(authRateLimits.loginPerClient, caller.clientIp);
  const [user, secret] = await Promise.all([getStaffUserByEmail(body.email), serverSecret()]);
  const envelope = user?.credentials?.wrappedPrivateKey;
  if (!envelope) return fakeLoginParams(secret, body.email);
  return { salt: envelope.salt, m: envelope.m, t: envelope.t, p: envelope.p };
});
