import { regenerateBackupCodes } from '@shared/contracts/auth/regenerate-backup-codes.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { replaceBackupCodesWrite } from '../data/totp.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { backupCodeHash, newBackupCodes } from '../lib/totp.js';
import { proveCurrentPassword } from './current-password.js';

/** Ten new backup codes, answered this once; the old ones stop working in the same write. */
export const handler = defineHandler(regenerateBackupCodes, async ({ body, caller }) => {
  await proveCurrentPassword(caller, body.currentAuthKey);
  const backupCodes = newBackupCodes();
  await transact([
    replaceBackupCodesWrite(
      caller.user,
      backupCodes.map((code) => backupCodeHash(caller.user.userId, code)),
    ),
    logEntryWrite(byStaff(caller), 'totp.backupCodesRegenerated'),
  ]);
  return { backupCodes };
});
