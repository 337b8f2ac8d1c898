import { getCategory } from '@shared/contracts/categories/get-category.js';
import { getCategoryRecord } from '../data/categories.js';
import { listStaffUsers } from '../data/staff-users.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';
import { toCategory } from './views.js';

export const handler = defineHandler(getCategory, async ({ params, caller }) => {
  const [record, staff] = await Promise.all([
    getCategoryRecord(caller.tenant.tenantId, params.id),
    listStaffUsers(caller.tenant.tenantId),
  ]);
  if (!record) throw notFound();
  return toCategory(record, staff);
});
