import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { renameCategoryAttachment } from '@shared/contracts/index.js';
import { extensionOf } from '@shared/domain/files.js';
import { dynamo, tableName } from '../data/client.js';
import { keys } from '../data/keys.js';
import { defineHandler } from '../lib/handler.js';
import { attachmentView, requireReadyFile } from './attachment-access.js';

/** Renames an attachment; its extension stays, so its type cannot change by renaming. */
export const handler = defineHandler(renameCategoryAttachment, async ({ params, body, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const file = await requireReadyFile(tenantId, params.id, params.fileId);
  const extension = extensionOf(file.name);
  const base = extension && extensionOf(body.name) === extension ? body.name.slice(0, -(extension.length + 1)) : body.name;
  const name = extension ? `${base}.${extension}` : base;
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.categoryFile(tenantId, params.id, params.fileId),
      UpdateExpression: 'SET #name = :name',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#name': 'name' },
      ExpressionAttributeValues: { ':name': name },
    }),
  );
  return attachmentView({ ...file, name });
});
