import { createDefaultCategory } from '@shared/contracts/categories/create-default-category.js';
import { categoryStatus } from '@shared/domain/category.js';
import {
  defaultCategoryFields,
  defaultCategoryNames,
  isDefaultCategoryName,
} from '@shared/domain/default-categories.js';
import { categoryTexts } from '@shared/messages/categories.js';
import {
  claimDefaultCategoryWrite,
  getCategoryRecord,
  getDefaultCategoryClaim,
  listCategoryRecords,
  type CategoryRecord,
} from '../data/categories.js';
import { dataConflict } from '../data/data-error.js';
import { listStaffUsers } from '../data/staff-users.js';
import { defineHandler } from '../lib/handler.js';
import { keyed } from '../lib/message-keys.js';
import { conflict } from '../lib/http-error.js';
import { createCategoryRecord } from './category-writes.js';
import { toCategory } from './views.js';

/**
 * 'Zgłoszenia wewnętrzne' / 'Zgłoszenia zewnętrzne' with their default forms; once each, also
 * under parallel calls: the category claims its kind in the transaction that creates it (a claim
 * left by a deleted default category is taken over).
 */
export const handler = defineHandler(createDefaultCategory, async ({ params, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const name = defaultCategoryNames[params.kind];
  const exists = conflict(keyed(categoryTexts.defaultExists, name));
  const existing = await listCategoryRecords(tenantId);
  if (existing.some((category) => isDefaultCategoryName(category.name, params.kind))) throw exists;
  // The claimed category itself, read after the claim: a claim is stale only once its category is gone.
  const claimedBy = await getDefaultCategoryClaim(tenantId, params.kind);
  if (claimedBy && (await getCategoryRecord(tenantId, claimedBy))) throw exists;
  const stale = claimedBy;
  const claim = (record: CategoryRecord) => [
    claimDefaultCategoryWrite(tenantId, params.kind, record.categoryId, stale, dataConflict(exists.message)),
  ];
  const record = await createCategoryRecord(
    caller,
    {
      name,
      visible: true,
      status: categoryStatus.active,
      files: true,
      anonymous: true,
      fields: defaultCategoryFields[params.kind],
    },
    claim,
  );
  return toCategory(record, await listStaffUsers(caller.tenant.tenantId));
});
