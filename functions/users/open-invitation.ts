import { userTexts } from '@shared/messages/users.js';
import { getLiveInvitation } from '../data/invitations.js';
import { getStaffUser } from '../data/staff-users.js';
import { getTenant } from '../data/tenants.js';
import { sha256 } from '../lib/hashing.js';
import { notFound } from '../lib/http-error.js';

/**
 * The invitation behind a token with its user and organisation; 404 for an unknown, expired or
 * used link, one of a deleted user, or one a newer invitation replaced.
 */
export async function openInvitation(token: string) {
  const invitation = await getLiveInvitation(token);
  const [user, tenant] = invitation
    ? await Promise.all([getStaffUser(invitation.tenantId, invitation.userId), getTenant(invitation.tenantId)])
    : [null, null];
  const tokenHash = sha256(token);
  if (!invitation || !user || !tenant || user.credentials || user.invitation?.tokenHash !== tokenHash)
    throw notFound(userTexts.invitationInvalid);
  return { invitation, user, tenant, tokenHash };
}
