import { deleteCategoryAttachment } from '@shared/contracts/index.js';
import { deleteObject } from '../adapters/s3.js';
import { logEntryWrite } from '../data/audit-log.js';
import { deleteCategoryFileWrites } from '../data/categories.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { requireReadyFile } from './attachment-access.js';

export const handler = defineHandler(deleteCategoryAttachment, async ({ params, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const file = await requireReadyFile(tenantId, params.id, params.fileId);
  await transact([
    ...deleteCategoryFileWrites(file),
    logEntryWrite(tenantId, { userId: caller.user.userId, userName: caller.user.name, action: 'category.attachment.deleted', text: `Usunięcie załącznika kategorii: ${file.name}`, clientIp: caller.clientIp }),
  ]);
  await deleteObject(file.s3Key);
  return { ok: true as const };
});
