import { requestPasswordReset } from '@shared/contracts/auth/request-password-reset.js';
import { authLifetimes, authRateLimits } from '@shared/domain/auth.js';
import { isActiveStaffUser } from '@shared/domain/staff-user.js';
import { emailTemplates } from '../adapters/email-templates.js';
import { sendEmail } from '../adapters/ses.js';
import { createLink } from '../data/links.js';
import { getStaffUserByEmail } from '../data/staff-users.js';
import { appLinks } from '../lib/app-links.js';
import { defineHandler } from '../lib/handler.js';
import { consumeRateLimit } from '../lib/rate-limit.js';

/** Sends a reset link only if the account exists; the answer is the same either way. */
export const handler = defineHandler(requestPasswordReset, async ({ body, caller }) => {
  await consumeRateLimit(authRateLimits.resetPerClient, caller.clientIp);
  await consumeRateLimit(authRateLimits.resetPerEmail, body.email);
  const user = await getStaffUserByEmail(body.email);
  if (user && isActiveStaffUser(user)) {
    const token = await createLink('RST', user.email, authLifetimes.passwordResetMinutes * 60);
    await sendEmail(
      user.email,
      emailTemplates.passwordReset(appLinks.passwordReset(token), authLifetimes.passwordResetMinutes),
    );
  }
  return { ok: true as const };
});
