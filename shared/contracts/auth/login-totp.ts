import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZChallengeId, ZSecondFactorCode } from './totp-schemas.js';

/** The authenticator step: a code from the app, or one backup code (then spent). */
export const loginTotp = defineContract({
  name: 'login-totp',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/login/totp',
  auth: { kind: 'public' },
  summary: 'Finish a login with an authenticator code or a backup code.',
  body: z.strictObject({ challengeId: ZChallengeId, code: ZSecondFactorCode }),
  response: z.object({ csrfToken: z.string() }),
});
