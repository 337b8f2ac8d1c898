import { createDefaultCategory } from '@shared/contracts/index.js';
import {
  categoryStatus,
  defaultCategoryFields,
  defaultCategoryNames,
  isDefaultCategoryName,
} from '@shared/domain/category.js';
import { categoryTexts } from '@shared/messages/categories.js';
import { listCategoryRecords } from '../data/categories.js';
import { listStaffUsers } from '../data/staff-users.js';
import { defineHandler } from '../lib/handler.js';
import { conflict } from '../lib/http-error.js';
import { createCategoryRecord } from './category-writes.js';
import { toCategory } from './views.js';

/** 'Zgłoszenia wewnętrzne' / 'Zgłoszenia zewnętrzne' with their default forms; once each. */
export const handler = defineHandler(createDefaultCategory, async ({ params, caller }) => {
  const name = defaultCategoryNames[params.kind];
  const existing = await listCategoryRecords(caller.tenant.tenantId);
  if (existing.some((category) => isDefaultCategoryName(category.name, params.kind))) throw conflict(categoryTexts.defaultExists(name));
  const record = await createCategoryRecord(caller, {
    name,
    visible: true,
    status: categoryStatus.active,
    files: true,
    anonymous: true,
    fields: defaultCategoryFields[params.kind],
  });
  return toCategory(record, await listStaffUsers(caller.tenant.tenantId));
});
