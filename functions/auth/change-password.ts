import { changePassword } from '@shared/contracts/auth/change-password.js';
import { authTexts } from '@shared/messages/auth.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { setCredentialsWrite } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { assertArgon2Floor, authKeyMatches, authVerifier } from '../lib/credentials.js';
import { clearedSessionCookie } from '../lib/cookies.js';
import { defineHandler, Reply } from '../lib/handler.js';
import { HttpError } from '../lib/http-error.js';
import { startPasswordCheck } from './login-flow.js';

/** Own password change: the same key pair, re-wrapped under the new password; every session ends. */
export const handler = defineHandler(changePassword, async ({ body, caller }) => {
  const { user } = caller;
  const check = await startPasswordCheck(user.email, caller.clientIp);
  if (!user.credentials || !authKeyMatches(user.credentials.authVerifier, body.currentAuthKey)) {
    throw new HttpError('VALIDATION_FAILED', authTexts.wrongCurrentPassword, {
      fields: { currentAuthKey: authTexts.wrongCurrentPassword },
      ...check.failure(),
    });
  }
  await check.succeeded();
  assertArgon2Floor(body.wrappedPrivateKey, 'wrappedPrivateKey');
  await transact([
    setCredentialsWrite(user, {
      ...user.credentials,
      authVerifier: authVerifier(body.authKey),
      wrappedPrivateKey: body.wrappedPrivateKey,
    }),
    logEntryWrite(byStaff(caller), 'password.changed'),
  ]);
  return new Reply({ ok: true as const }, { cookies: [clearedSessionCookie()] });
});
