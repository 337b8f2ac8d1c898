import { changePassword } from '@shared/contracts/auth/change-password.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { setCredentialsWrite } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { assertArgon2Floor, authVerifier } from '../lib/credentials.js';
import { clearedSessionCookie } from '../lib/cookies.js';
import { defineHandler, Reply } from '../lib/handler.js';
import { proveCurrentPassword } from './current-password.js';

/** Own password change: the same key pair, re-wrapped under the new password; every session ends. */
export const handler = defineHandler(changePassword, async ({ body, caller }) => {
  const { user } = caller;
  await proveCurrentPassword(caller, body.currentAuthKey);
  if (!user.credentials) return new Reply({ ok: true as const }); // never: proven above
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
