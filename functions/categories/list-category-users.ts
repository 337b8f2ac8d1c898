import { listCategoryUsers } from '@shared/contracts/categories/list-category-users.js';
import { getCategoryRecord } from '../data/categories.js';
import { listStaffUsers } from '../data/staff-users.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';

export const handler = defineHandler(listCategoryUsers, async ({ params, caller }) => {
  const [record, staff] = await Promise.all([
    getCategoryRecord(caller.tenant.tenantId, params.id),
    listStaffUsers(caller.tenant.tenantId),
  ]);
  if (!record) throw notFound();
  const assigned = new Map(record.users.map((user) => [user.userId, user.canResponse]));
  return {
    users: staff.map((user) => ({
      userId: user.userId,
      name: user.name,
      email: user.email,
      type: user.type,
      assigned: assigned.has(user.userId),
      canResponse: assigned.get(user.userId) ?? false,
    })),
  };
});
