import { resendInvitation } from '@shared/contracts/users/resend-invitation.js';
import { userTexts } from '@shared/messages/users.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { dataConflict } from '../data/data-error.js';
import { newInvitation, withdrawInvitationWrite } from '../data/invitations.js';
import { getStaffUser, setInvitationWrite } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict, notFound } from '../lib/http-error.js';
import { mailInvitation } from './invitation-mail.js';

/** A new invitation for a user who has not set a password yet; the previous link stops working. */
export const handler = defineHandler(resendInvitation, async ({ params, caller }) => {
  const user = await getStaffUser(caller.tenant.tenantId, params.userId);
  if (!user) throw notFound(userTexts.userNotFound);
  if (user.credentials) throw conflict(userTexts.alreadyActivated);
  const invitation = newInvitation(user);
  await transact([
    invitation.write,
    setInvitationWrite(user, invitation.record, dataConflict(userTexts.alreadyActivated)),
    ...(user.invitation ? [withdrawInvitationWrite(user.invitation.tokenHash)] : []),
    logEntryWrite(byStaff(caller), 'user.invitation.sent', user.name),
  ]);
  await mailInvitation(user, invitation.token, caller.tenant, caller.user);
  return { invitationExpiresAt: invitation.record.expiresAt };
});
