import * as z from 'zod';
import { accountLimits } from '../../domain/auth.js';
import { authTexts } from '../../messages/auth.js';
import { defineContract } from '../contract.js';

/** SMS step: the 6-digit code sent after the password step (5 minutes, 5 tries). */
export const loginSms = defineContract({
  name: 'login-sms',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/login/sms',
  auth: { kind: 'public' },
  summary: 'Finish an SMS two-step login with the code.',
  body: z.strictObject({
    challengeId: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
    code: z.string().regex(new RegExp(`^\\d{${accountLimits.smsCodeLength}}$`), authTexts.smsCodeLength),
  }),
  response: z.object({ csrfToken: z.string() }),
});
