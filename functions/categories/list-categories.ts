import { listCategories } from '@shared/contracts/categories/list-categories.js';
import { hasPermission } from '@shared/domain/staff-user.js';
import { listCategoryRecords } from '../data/categories.js';
import { listStaffUsers } from '../data/staff-users.js';
import { defineHandler } from '../lib/handler.js';
import { toCategorySummary } from './views.js';

export const handler = defineHandler(listCategories, async ({ caller }) => {
  const [records, staff] = await Promise.all([
    listCategoryRecords(caller.tenant.tenantId),
    listStaffUsers(caller.tenant.tenantId),
  ]);
  return {
    categories: records.map((record) => toCategorySummary(record, staff)),
    isMainAdmin: hasPermission(caller.user, 'mainAdministrator'),
  };
});
