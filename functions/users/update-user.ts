import { updateUser } from '@shared/contracts/users/update-user.js';
import { packageOf } from '@shared/domain/packages.js';
import { isActiveStaffUser, staffUserType } from '@shared/domain/staff-user.js';
import { userTexts } from '@shared/messages/users.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { listCategoryRecords } from '../data/categories.js';
import { dataConflict } from '../data/data-error.js';
import { newInvitation, withdrawInvitationWrite } from '../data/invitations.js';
import { getStaffUser, updateStaffUserWrites } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { forbidden, notFound } from '../lib/http-error.js';
import { mailInvitation } from './invitation-mail.js';
import { checkedChanges } from './user-rules.js';
import { toStaffUserRow } from './views.js';

/**
 * 'Edycja użytkownika'. Nobody changes their own type or deactivates themselves, the main
 * administrator stays an administrator (403); deactivating a user ends their sessions at once.
 * A user who has not activated yet and gets a new e-mail is invited again at the new address.
 */
export const handler = defineHandler(updateUser, async ({ params, body, caller }) => {
  const { tenantId, licence } = caller.tenant;
  const [user, categories] = await Promise.all([getStaffUser(tenantId, params.userId), listCategoryRecords(tenantId)]);
  if (!user) throw notFound(userTexts.userNotFound);
  const changes = checkedChanges(body, packageOf(licence));
  const self = user.userId === caller.user.userId;
  if (self && changes.type !== user.type) throw forbidden(userTexts.cannotChangeOwnType);
  if (self && !isActiveStaffUser(changes)) throw forbidden(userTexts.cannotDeactivateSelf);
  if (user.isMainAdmin && changes.type !== staffUserType.administrator)
    throw forbidden(userTexts.mainAdminStaysAdministrator);

  const endSessions = isActiveStaffUser(user) && !isActiveStaffUser(changes);
  const reinvite = !user.credentials && changes.email !== user.email ? newInvitation(user) : null;
  const failures = {
    changedMeanwhile: dataConflict(userTexts.changedMeanwhile),
    emailTaken: dataConflict(userTexts.emailTaken),
  };
  await transact([
    ...updateStaffUserWrites(user, changes, failures, { endSessions, invitation: reinvite?.record }),
    logEntryWrite(byStaff(caller), 'user.updated', changes.name),
    ...(reinvite
      ? [reinvite.write, ...(user.invitation ? [withdrawInvitationWrite(user.invitation.tokenHash)] : [])]
      : []),
  ]);
  if (reinvite) await mailInvitation(changes, reinvite.token, caller.tenant, caller.user);
  return toStaffUserRow({ ...user, ...changes, invitation: reinvite?.record ?? user.invitation }, categories);
});
