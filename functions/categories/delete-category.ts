import { deleteCategory } from '@shared/contracts/categories/delete-category.js';
import { deleteObject } from '../adapters/s3.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import {
  deleteCategoryFileItems,
  deleteCategoryWrites,
  getCategoryRecord,
  listAllCategoryFiles,
} from '../data/categories.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';

/** Removes a deleted category's attachments (objects, then items), ready and pending; safe to repeat. */
async function removeCategoryFiles(tenantId: string, categoryId: string): Promise<void> {
  const files = await listAllCategoryFiles(tenantId, categoryId);
  await Promise.all(files.map((file) => deleteObject(file.s3Key)));
  await deleteCategoryFileItems(files);
}

/**
 * Deletes a category (the last one stays: counter floor in the transaction), then its attachments
 * in batches: once the category is gone no upload to it can complete, so nothing is added behind
 * the sweep. A repeated delete answers 404 and finishes a sweep an earlier one left undone.
 */
export const handler = defineHandler(deleteCategory, async ({ params, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const record = await getCategoryRecord(tenantId, params.id);
  if (!record) {
    await removeCategoryFiles(tenantId, params.id);
    throw notFound();
  }
  await transact([...deleteCategoryWrites(record), logEntryWrite(byStaff(caller), 'category.deleted', record.name)]);
  await removeCategoryFiles(tenantId, record.categoryId);
  return { ok: true as const };
});
