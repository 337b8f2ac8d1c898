import { deleteUser } from '@shared/contracts/users/delete-user.js';
import { userTexts } from '@shared/messages/users.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { dataNotFound } from '../data/data-error.js';
import { deletePasskeysWrites } from '../data/passkeys.js';
import { deleteStaffUserWrites, getStaffUser } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { forbidden, notFound } from '../lib/http-error.js';

/**
 * 'Czy usunąć trwale użytkownika z systemu?': never oneself nor the main administrator (403). The
 * user goes with their copy of the organisation key and their passkeys; their open sessions are refused from now on.
 */
export const handler = defineHandler(deleteUser, async ({ params, caller }) => {
  if (params.userId === caller.user.userId) throw forbidden(userTexts.cannotDeleteSelf);
  const user = await getStaffUser(caller.tenant.tenantId, params.userId);
  if (!user) throw notFound(userTexts.userNotFound);
  if (user.isMainAdmin) throw forbidden(userTexts.cannotDeleteMainAdmin);
  await transact([
    ...deleteStaffUserWrites(user, dataNotFound(userTexts.userNotFound)),
    ...deletePasskeysWrites(user),
    logEntryWrite(byStaff(caller), 'user.deleted', user.name),
  ]);
  return { ok: true as const };
});
