import { completeCategoryAttachmentUpload } from '@shared/contracts/index.js';
import { categoryAttachmentKinds, kindForName, matchesKind } from '@shared/domain/files.js';
import { fileTexts } from '@shared/messages/files.js';
import { deleteObject, moveObject, objectSize, readObjectHead } from '../adapters/s3.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { acceptCategoryFileWrites, getCategoryFile } from '../data/categories.js';
import { objectKeys } from '../data/object-keys.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError, badRequest, notFound } from '../lib/http-error.js';
import { attachmentView } from './attachment-access.js';

/**
 * Accepts an uploaded attachment only if the stored object has the declared size and its
 * leading bytes match its type (S3 and s3rver do not enforce either for presigned URLs).
 */
export const handler = defineHandler(completeCategoryAttachmentUpload, async ({ params, caller }) => {
  const file = await getCategoryFile(caller.tenant.tenantId, params.id, params.fileId);
  if (!file || file.state !== 'pending') throw notFound();
  const kind = kindForName(file.name, categoryAttachmentKinds);
  if ((await objectSize(file.s3Key)) !== file.size) throw badRequest(fileTexts.uploadMissing);
  if (!kind || !matchesKind(await readObjectHead(file.s3Key), kind)) {
    await deleteObject(file.s3Key);
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', fileTexts.contentMismatch);
  }
  const finalKey = objectKeys.categoryFile(file);
  await moveObject(file.s3Key, finalKey);
  await transact([
    ...acceptCategoryFileWrites(file, finalKey),
    logEntryWrite(byStaff(caller), 'category.attachment.added', file.name),
  ]);
  return attachmentView({ ...file, state: 'ready', s3Key: finalKey });
});
