import { deleteCategory } from '@shared/contracts/index.js';
import { deleteObject } from '../adapters/s3.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { deleteCategoryWrites, getCategoryRecord, listCategoryFiles } from '../data/categories.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';

/** Deletes a category with its attachments; the last category stays (counter floor in the transaction). */
export const handler = defineHandler(deleteCategory, async ({ params, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const record = await getCategoryRecord(tenantId, params.id);
  if (!record) throw notFound();
  const files = await listCategoryFiles(tenantId, record.categoryId);
  await transact([
    ...deleteCategoryWrites(record, files),
    logEntryWrite(byStaff(caller), 'category.deleted', record.name),
  ]);
  await Promise.all(files.map((file) => deleteObject(file.s3Key)));
  return { ok: true as const };
});
