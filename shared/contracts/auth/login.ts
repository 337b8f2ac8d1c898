import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZAuthKey, ZLoginEmail } from './schemas.js';
import { ZRequestOptions } from './passkey-schemas.js';
import { ZTotpOffer } from './totp-schemas.js';

/**
 * What follows the password: the session (`session`), the SMS code (`sms`), the authenticator
 * app's code (`totp`), or, when the organisation requires a second factor and the user has none,
 * the app's setup with a secret offered for it (`totp-setup`), or a passkey's assertion (`passkey`).
 */
export const ZLoginResult = z.discriminatedUnion('step', [
  z.object({ step: z.literal('session'), csrfToken: z.string() }),
  z.object({ step: z.literal('sms'), phone: z.string(), challengeId: z.string() }),
  z.object({ step: z.literal('totp'), challengeId: z.string() }),
  /** With the authenticator app's challenge too, when the user has the app: its code may be typed instead. */
  z.object({ step: z.literal('passkey'), options: ZRequestOptions, totpChallengeId: z.string().nullable() }),
  ZTotpOffer.extend({ step: z.literal('totp-setup'), challengeId: z.string() }),
]);

/** Password step. Without a second factor it starts the session (cookie + CSRF token). */
export const login = defineContract({
  name: 'login',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/login',
  auth: { kind: 'public' },
  summary: 'Log in with the login secret; may ask for an SMS or authenticator code next.',
  body: z.strictObject({ email: ZLoginEmail, authKey: ZAuthKey }),
  response: ZLoginResult,
});
