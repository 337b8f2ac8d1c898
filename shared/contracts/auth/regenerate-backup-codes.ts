import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZAuthKey } from './schemas.js';
import { ZBackupCodes } from './totp-schemas.js';

/** Settings: ten new backup codes in place of the old ones, proven by the current password. */
export const regenerateBackupCodes = defineContract({
  name: 'regenerate-backup-codes',
  area: 'auth',
  method: 'POST',
  path: '/api/auth/totp/backup-codes',
  auth: { kind: 'staff', inactiveLicence: 'allowed' },
  summary: 'Replace the backup codes, proven by the current password.',
  body: z.strictObject({ currentAuthKey: ZAuthKey }),
  response: ZBackupCodes,
});
