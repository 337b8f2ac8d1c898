import { randomUUID } from 'node:crypto';
import { addUser } from '@shared/contracts/users/add-user.js';
import { packageOf } from '@shared/domain/packages.js';
import { userTexts } from '@shared/messages/users.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { dataConflict } from '../data/data-error.js';
import { newInvitation } from '../data/invitations.js';
import { newStaffUserWrites, reserveStaffAccountWrite, type StaffUser } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { keyed } from '../lib/message-keys.js';
import { mailInvitation } from './invitation-mail.js';
import { checkedChanges } from './user-rules.js';
import { toStaffUserRow } from './views.js';

/**
 * 'Dodawanie użytkownika': one transaction claims the e-mail (unique across the product), counts
 * the account under the package's limit, stores the invitation and logs the change; a full
 * package or a taken e-mail leaves nothing behind (409). Then the invitation is e-mailed.
 */
export const handler = defineHandler(addUser, async ({ body, caller }) => {
  const { tenantId, licence } = caller.tenant;
  const pkg = packageOf(licence);
  const userId = randomUUID();
  const invitation = newInvitation({ tenantId, userId });
  const user: StaffUser = {
    tenantId,
    userId,
    ...checkedChanges(body, pkg),
    isMainAdmin: false,
    lastLoginAt: null,
    createdAt: new Date().toISOString(),
    invitation: invitation.record,
  };
  await transact([
    ...newStaffUserWrites(user),
    invitation.write,
    reserveStaffAccountWrite(
      tenantId,
      pkg.accountLimit,
      dataConflict(keyed(userTexts.accountLimitReached, pkg.accountLimit, pkg.name)),
    ),
    logEntryWrite(byStaff(caller), 'user.added', user.name),
  ]);
  await mailInvitation(user, invitation.token, caller.tenant, caller.user);
  return toStaffUserRow(user, []);
});
