import { deleteCategoryAttachment } from '@shared/contracts/index.js';
import { deleteObject } from '../adapters/s3.js';
import { logEntryWrite } from '../data/audit-log.js';
import { keys } from '../data/keys.js';
import { failingWith, transact } from '../data/transact.js';
import { dataNotFound } from '../data/data-error.js';
import { defineHandler } from '../lib/handler.js';
import { requireReadyFile } from './attachment-access.js';

export const handler = defineHandler(deleteCategoryAttachment, async ({ params, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const file = await requireReadyFile(tenantId, params.id, params.fileId);
  await transact(
    [
      { Delete: { Key: keys.categoryFile(tenantId, params.id, params.fileId), ConditionExpression: 'attribute_exists(PK)' } },
      {
        Update: {
          Key: keys.category(tenantId, params.id),
          UpdateExpression: 'ADD attachmentsCount :minus',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
      logEntryWrite(tenantId, { userId: caller.user.userId, userName: caller.user.name, action: 'category.attachment.deleted', text: `Usunięcie załącznika kategorii: ${file.name}`, clientIp: caller.clientIp }),
    ].map((write) => failingWith(write, dataNotFound())),
  );
  await deleteObject(file.s3Key);
  return { ok: true as const };
});
