import { downloadCategoryAttachment } from '@shared/contracts/categories/download-category-attachment.js';
import { contentTypeForName } from '@shared/domain/file-kinds.js';
import { presignDownload } from '../adapters/s3.js';
import { defineHandler } from '../lib/handler.js';
import { requireReadyFile } from './attachment-access.js';

export const handler = defineHandler(downloadCategoryAttachment, async ({ params, caller }) => {
  const file = await requireReadyFile(caller.tenant.tenantId, params.id, params.fileId);
  return { url: await presignDownload(file.s3Key, file.name, contentTypeForName(file.name)) };
});
