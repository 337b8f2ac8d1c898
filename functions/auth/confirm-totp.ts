import { confirmTotp } from '@shared/contracts/auth/confirm-totp.js';
import { totpTexts } from '@shared/messages/totp.js';
import { openTotpSecret } from '../adapters/totp-secret-key.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { enableTotpWrite } from '../data/totp.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError } from '../lib/http-error.js';
import { backupCodeHash, matchingTimeStep, newBackupCodes } from '../lib/totp.js';
import { startPasswordCheck } from './login-flow.js';

/**
 * The first code of the offered secret turns the app on, with ten backup codes answered this once
 * (only their hashes are kept). A wrong code counts as a failed login of the account.
 */
export const handler = defineHandler(confirmTotp, async ({ body, caller }) => {
  const { user } = caller;
  if (user.totp) throw new HttpError('CONFLICT', totpTexts.alreadyEnabled);
  const offer = user.totpPending;
  if (!offer || offer.expiresAt <= new Date().toISOString()) throw new HttpError('CONFLICT', totpTexts.setupExpired);
  const check = await startPasswordCheck(user.email, caller.clientIp);
  const step = matchingTimeStep(await openTotpSecret(offer.secret, user), body.code);
  if (step === null) {
    throw new HttpError('VALIDATION_FAILED', totpTexts.invalidCode, {
      fields: { code: totpTexts.invalidCode },
      ...check.failure(),
    });
  }
  await check.succeeded();
  const backupCodes = newBackupCodes();
  await transact([
    enableTotpWrite(
      user,
      offer.secret,
      step,
      backupCodes.map((code) => backupCodeHash(user.userId, code)),
      'settings',
    ),
    logEntryWrite(byStaff(caller), 'totp.enabled'),
  ]);
  return { backupCodes };
});
