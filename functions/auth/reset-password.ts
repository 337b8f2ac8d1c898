import { resetPassword } from '@shared/contracts/auth/reset-password.js';
import { authTexts } from '@shared/messages/auth.js';
import { asStaffUser, logEntryWrite } from '../data/audit-log.js';
import { consumeLink, getLiveLink } from '../data/links.js';
import { getStaffUserByEmail, setCredentialsWrite } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { assertArgon2Floor, assertPublicKey, authVerifier } from '../lib/credentials.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';
import { clearPasswordFailures } from './login-flow.js';

/**
 * New password from a reset link, with a new key pair: the old private key was wrapped under the
 * forgotten password, so the organisation key wrapped for it is wiped too. All sessions end, and
 * any pause of the account's logins after wrong passwords ends too.
 */
export const handler = defineHandler(resetPassword, async ({ params, body, caller }) => {
  const link = await getLiveLink('RST', params.token);
  const user = link ? await getStaffUserByEmail(link.email) : null;
  if (!link || !user) throw notFound(authTexts.linkInvalid);
  const { credentials } = body;
  assertPublicKey(credentials.publicKey, credentials.kid, 'credentials.publicKey');
  assertArgon2Floor(credentials.wrappedPrivateKey, 'credentials.wrappedPrivateKey');
  await transact([
    consumeLink('RST', params.token),
    setCredentialsWrite(
      user,
      {
        authVerifier: authVerifier(credentials.authKey),
        publicKey: credentials.publicKey,
        kid: credentials.kid,
        wrappedPrivateKey: credentials.wrappedPrivateKey,
      },
      null,
    ),
    logEntryWrite(asStaffUser(user, caller.clientIp), 'password.reset'),
  ]);
  await clearPasswordFailures(user.email);
  return { ok: true as const };
});
