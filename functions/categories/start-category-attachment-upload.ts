import { randomUUID } from 'node:crypto';
import { startCategoryAttachmentUpload } from '@shared/contracts/categories/start-category-attachment-upload.js';
import { categoryLimits } from '@shared/domain/category.js';
import { categoryAttachmentKinds, contentTypeForName, kindForName } from '@shared/domain/file-kinds.js';
import { fileTexts } from '@shared/messages/files.js';
import { categoryTexts } from '@shared/messages/categories.js';
import { presignUpload } from '../adapters/s3.js';
import { putPendingCategoryFile } from '../data/categories.js';
import { objectKeys } from '../data/object-keys.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError, conflict } from '../lib/http-error.js';
import { requireCategory } from './attachment-access.js';
import { PENDING_UPLOAD_DAYS } from '@shared/domain/files.js';
import { addDays } from '@shared/domain/time.js';

export const handler = defineHandler(startCategoryAttachmentUpload, async ({ params, body, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const category = await requireCategory(tenantId, params.id);
  if (!kindForName(body.name, categoryAttachmentKinds))
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', fileTexts.unsupportedCategoryAttachment);
  if (category.attachmentsCount >= categoryLimits.attachmentsMax) throw conflict(categoryTexts.tooManyAttachments);
  const fileId = randomUUID();
  const s3Key = objectKeys.pendingCategoryFile(tenantId, fileId);
  // The type is ours (from the extension the bytes are checked against), never the client's.
  const contentType = contentTypeForName(body.name);
  const now = new Date();
  await putPendingCategoryFile(
    {
      tenantId,
      categoryId: category.categoryId,
      fileId,
      name: body.name,
      size: body.size,
      contentType,
      s3Key,
      state: 'pending',
      createdAt: now.toISOString(),
    },
    addDays(now, PENDING_UPLOAD_DAYS),
  );
  const uploadUrl = await presignUpload(s3Key, body.size, contentType);
  return { fileId, uploadUrl, headers: { 'content-type': contentType } };
});
