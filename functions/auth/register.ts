import { register } from '@shared/contracts/auth/register.js';
import { authLifetimes, authRateLimits } from '@shared/domain/auth.js';
import { emailTemplates } from '../adapters/email-templates.js';
import { sendEmail } from '../adapters/ses.js';
import { createLink } from '../data/links.js';
import { getStaffUserByEmail } from '../data/staff-users.js';
import { appLinks } from '../lib/app-links.js';
import { defineHandler } from '../lib/handler.js';
import { consumeRateLimit } from '../lib/rate-limit.js';

/**
 * Registration step 1. The answer is the same whether or not the address has an account; only
 * the e-mail differs (an activation link, or a note that the account exists).
 */
export const handler = defineHandler(register, async ({ body, caller }) => {
  await consumeRateLimit(authRateLimits.registerPerClient, caller.clientIp);
  await consumeRateLimit(authRateLimits.registerPerEmail, body.email);
  if (await getStaffUserByEmail(body.email)) {
    await sendEmail(body.email, emailTemplates.accountExists(appLinks.login(), appLinks.passwordResetRequest()));
  } else {
    const token = await createLink('ACT', body.email, authLifetimes.activationHours * 3600);
    await sendEmail(body.email, emailTemplates.activation(appLinks.activation(token), authLifetimes.activationHours));
  }
  return { ok: true as const };
});
