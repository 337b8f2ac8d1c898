import { disableTotp } from '@shared/contracts/auth/disable-totp.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { disableTotpWrite } from '../data/totp.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { proveCurrentPassword } from './current-password.js';

/** Turns the app off (its secret and backup codes are deleted); the password proves it is the owner. */
export const handler = defineHandler(disableTotp, async ({ body, caller }) => {
  await proveCurrentPassword(caller, body.currentAuthKey);
  await transact([disableTotpWrite(caller.user), logEntryWrite(byStaff(caller), 'totp.disabled')]);
  return { ok: true as const };
});
