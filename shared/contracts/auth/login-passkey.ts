import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZAuthenticationResponse, ZPasskeyEnvelope } from './passkey-schemas.js';

/**
 * A passkey's assertion: a sign-in of its own ('Zaloguj kluczem dostępu', only for a passkey
 * whose PRF output unlocks the user's key) or the second factor after the password. The answer
 * carries the PRF envelope the browser opens the session's keys with (null after a password).
 */
export const loginPasskey = defineContract({
  name: 'login-passkey',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/login/passkey',
  auth: { kind: 'public' },
  summary: 'Finish a login with a passkey assertion.',
  body: z.strictObject({ response: ZAuthenticationResponse }),
  response: z.object({
    csrfToken: z.string(),
    unlock: z.object({ wrappedPrivateKey: ZPasskeyEnvelope, tenantId: z.string(), userId: z.string() }).nullable(),
  }),
});
