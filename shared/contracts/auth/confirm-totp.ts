import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZBackupCodes, ZTotpCode } from './totp-schemas.js';

/** Settings: the first code of the offered secret turns the app on; answers the backup codes, once. */
export const confirmTotp = defineContract({
  name: 'confirm-totp',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/totp/confirm',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: 'Turn on the authenticator app with its first code; returns the backup codes.',
  body: z.strictObject({ code: ZTotpCode }),
  response: ZBackupCodes,
});
