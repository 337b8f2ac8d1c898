import { setCategoryUsers } from '@shared/contracts/categories/set-category-users.js';
import { categoryTexts } from '@shared/messages/categories.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { setCategoryUsersWrite } from '../data/categories.js';
import { listStaffUsers } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest } from '../lib/http-error.js';
import { requireCategory } from './attachment-access.js';

/** The users assigned to a category (each may be allowed to answer reports); only this tenant's users. */
export const handler = defineHandler(setCategoryUsers, async ({ params, body, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const [category, staffUsers] = await Promise.all([requireCategory(tenantId, params.id), listStaffUsers(tenantId)]);
  const staff = new Set(staffUsers.map((user) => user.userId));
  const unknown = body.users.find((user) => !staff.has(user.userId));
  if (unknown) throw badRequest(categoryTexts.userNotInOrganisation, { users: categoryTexts.userNotInOrganisation });
  const users = [...new Map(body.users.map((user) => [user.userId, user])).values()];
  await transact([
    setCategoryUsersWrite(tenantId, params.id, users),
    logEntryWrite(byStaff(caller), 'category.users.changed', category.name),
  ]);
  return { ok: true as const };
});
