import { updateCategory } from '@shared/contracts/categories/update-category.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import {
  anotherCategoryExistsCheck,
  getCategoryRecord,
  storedTexts,
  updateCategoryWrite,
  type CategoryRecord,
} from '../data/categories.js';
import { listStaffUsers } from '../data/staff-users.js';
import { transact, type TxWrite } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';
import { toCategory } from './views.js';

/**
 * Edits a category. Changing whether it is visible or active needs another category to exist:
 * checked against the counter inside the transaction, so a parallel delete cannot slip past.
 */
export const handler = defineHandler(updateCategory, async ({ params, body, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const current = await getCategoryRecord(tenantId, params.id);
  if (!current) throw notFound();
  // The name's translations are as the builder sends them now: any left out are gone.
  const { translations: _previous, ...unchanged } = current;
  const record: CategoryRecord = {
    ...unchanged,
    name: body.name,
    visible: body.visible,
    status: body.status,
    files: body.files,
    anonymous: body.anonymous,
    ...storedTexts(body, current.fields),
    updatedAt: new Date().toISOString(),
  };
  const changesAvailability = record.visible !== current.visible || record.status !== current.status;
  const writes: TxWrite[] = [
    updateCategoryWrite(record, current.updatedAt),
    logEntryWrite(byStaff(caller), 'category.updated', record.name),
  ];
  if (changesAvailability) writes.push(anotherCategoryExistsCheck(tenantId));
  await transact(writes);
  return toCategory(record, await listStaffUsers(tenantId));
});
