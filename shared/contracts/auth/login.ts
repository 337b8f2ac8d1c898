import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZAuthKey, ZLoginEmail } from './schemas.js';

export const ZLoginResult = z.discriminatedUnion('isSms', [
  z.object({ isSms: z.literal(false), csrfToken: z.string() }),
  z.object({ isSms: z.literal(true), phone: z.string(), challengeId: z.string() }),
]);

/** Password step. Without SMS authorisation it starts the session (cookie + CSRF token). */
export const login = defineContract({
  name: 'login',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/login',
  auth: { kind: 'public' },
  summary: 'Log in with the login secret; may ask for an SMS code next.',
  body: z.strictObject({ email: ZLoginEmail, authKey: ZAuthKey }),
  response: ZLoginResult,
});
