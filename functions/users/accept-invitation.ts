import { acceptInvitation } from '@shared/contracts/users/accept-invitation.js';
import { userTexts } from '@shared/messages/users.js';
import { asStaffUser, logEntryWrite } from '../data/audit-log.js';
import { dataNotFound } from '../data/data-error.js';
import { consumeInvitationWrite } from '../data/invitations.js';
import { acceptInvitationWrite } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { assertArgon2Floor, assertPublicKey, authVerifier } from '../lib/credentials.js';
import { defineHandler } from '../lib/handler.js';
import { openInvitation } from './open-invitation.js';

/**
 * The invited user's password and key pair (made in their browser): one transaction stores the
 * credentials, uses up the link and logs the activation. The user has no copy of the
 * organisation key yet: an administrator grants it from the users panel.
 */
export const handler = defineHandler(acceptInvitation, async ({ params, body, caller }) => {
  const { user, tokenHash } = await openInvitation(params.token);
  const { credentials } = body;
  assertPublicKey(credentials.publicKey, credentials.kid, 'credentials.publicKey');
  assertArgon2Floor(credentials.wrappedPrivateKey, 'credentials.wrappedPrivateKey');
  const stored = {
    authVerifier: authVerifier(credentials.authKey),
    publicKey: credentials.publicKey,
    kid: credentials.kid,
    wrappedPrivateKey: credentials.wrappedPrivateKey,
  };
  await transact([
    consumeInvitationWrite(params.token),
    acceptInvitationWrite(user, tokenHash, stored, dataNotFound(userTexts.invitationInvalid)),
    logEntryWrite(asStaffUser(user, caller.clientIp), 'user.activated'),
  ]);
  return { ok: true as const };
});
