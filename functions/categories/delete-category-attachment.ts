import { deleteCategoryAttachment } from '@shared/contracts/categories/delete-category-attachment.js';
import { deleteObject } from '../adapters/s3.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { deleteCategoryFileWrites } from '../data/categories.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { requireReadyFile } from './attachment-access.js';

export const handler = defineHandler(deleteCategoryAttachment, async ({ params, caller }) => {
  const file = await requireReadyFile(caller.tenant.tenantId, params.id, params.fileId);
  await transact([
    ...deleteCategoryFileWrites(file),
    logEntryWrite(byStaff(caller), 'category.attachment.deleted', file.name),
  ]);
  await deleteObject(file.s3Key);
  return { ok: true as const };
});
