import { setCategoryUsers } from '@shared/contracts/index.js';
import { categoryTexts } from '@shared/messages/categories.js';
import { setCategoryUserList } from '../data/categories.js';
import { listStaffUsers } from '../data/staff-users.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest } from '../lib/http-error.js';

/** The users assigned to a category (each may be allowed to answer reports); only this tenant's users. */
export const handler = defineHandler(setCategoryUsers, async ({ params, body, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const staff = new Set((await listStaffUsers(tenantId)).map((user) => user.userId));
  const unknown = body.users.find((user) => !staff.has(user.userId));
  if (unknown) throw badRequest(categoryTexts.userNotInOrganisation, { users: categoryTexts.userNotInOrganisation });
  const users = [...new Map(body.users.map((user) => [user.userId, user])).values()];
  await setCategoryUserList(tenantId, params.id, users);
  return { ok: true as const };
});
