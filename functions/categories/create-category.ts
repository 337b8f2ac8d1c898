import { createCategory } from '@shared/contracts/categories/create-category.js';
import { listStaffUsers } from '../data/staff-users.js';
import { defineHandler } from '../lib/handler.js';
import { createCategoryRecord } from './category-writes.js';
import { toCategory } from './views.js';

export const handler = defineHandler(createCategory, async ({ body, caller }) => {
  const record = await createCategoryRecord(caller, body);
  return toCategory(record, await listStaffUsers(caller.tenant.tenantId));
});
