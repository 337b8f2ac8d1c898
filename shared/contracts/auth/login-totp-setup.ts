import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZBackupCodes, ZChallengeId, ZTotpCode } from './totp-schemas.js';

/**
 * A setup the organisation requires: the first code of the secret offered at login turns the app
 * on, answers the backup codes (shown once) and starts the session.
 */
export const loginTotpSetup = defineContract({
  name: 'login-totp-setup',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/login/totp-setup',
  auth: { kind: 'public' },
  summary: 'Turn on the authenticator app required at login, and start the session.',
  body: z.strictObject({ challengeId: ZChallengeId, code: ZTotpCode }),
  response: ZBackupCodes.extend({ csrfToken: z.string() }),
});
