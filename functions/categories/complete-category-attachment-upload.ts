import { completeCategoryAttachmentUpload } from '@shared/contracts/categories/complete-category-attachment-upload.js';
import { categoryAttachmentKinds, contentTypeForName, kindForName, matchesKind } from '@shared/domain/file-kinds.js';
import { fileTexts } from '@shared/messages/files.js';
import { categoryTexts } from '@shared/messages/categories.js';
import { deleteObject, objectSize, readObject, readObjectHead, storeUpload } from '../adapters/s3.js';
import { fileUploadTexts } from '@shared/messages/audit.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import {
  acceptCategoryFileWrites,
  forgetPendingCategoryFileWrite,
  getCategoryFile,
  getCategoryRecord,
  type CategoryFileRecord,
} from '../data/categories.js';
import { objectKeys } from '../data/object-keys.js';
import { DataError } from '../data/data-error.js';
import { transact } from '../data/transact.js';
import { uploadItems } from '../data/upload-claims.js';
import type { StaffCaller } from '../lib/auth.js';
import { completeUploadOnce } from '../lib/complete-upload-once.js';
import { scanOrRefuse, staffFilesScanned } from '../lib/file-scan.js';
import { defineHandler } from '../lib/handler.js';
import { HttpError, badRequest, notFound } from '../lib/http-error.js';
import { attachmentView } from './attachment-access.js';

/**
 * Accepts an uploaded attachment only if the stored object has the declared size and its
 * leading bytes match its type (S3 and s3rver do not enforce either for presigned URLs). One
 * completion at a time does it (functions/lib/complete-upload-once.ts): a repeated or parallel
 * completion of the same upload answers what it stored. The upload is copied, not moved, before
 * the transaction that accepts it and removed only after, so a failure leaves it whole for a
 * retry. While the organisation scans staff files, the attachment (public, so plaintext) is
 * scanned as stored before it is accepted; an infected one is refused for good.
 */
export const handler = defineHandler(completeCategoryAttachmentUpload, async ({ params, caller, time }) => {
  const file = await getCategoryFile(caller.tenant.tenantId, params.id, params.fileId);
  if (!file) throw notFound();
  if (file.state === 'ready') return attachmentView(file);
  return completeUploadOnce(uploadItems.categoryFile(file), time, {
    complete: () => acceptOrCleanUp(file, caller),
    stored: async () => {
      const now = await getCategoryFile(file.tenantId, file.categoryId, file.fileId);
      if (!now) throw notFound();
      return now.state === 'ready' ? attachmentView(now) : null;
    },
  });
});

/** Under the completion's claim: accepts the upload, or removes a copy that nothing may refer to. */
async function acceptOrCleanUp(file: CategoryFileRecord, caller: StaffCaller) {
  try {
    return await accept(file, caller);
  } catch (error) {
    // Committed although the answer was lost.
    const now = await getCategoryFile(file.tenantId, file.categoryId, file.fileId);
    if (now?.state === 'ready') return attachmentView(now);
    const categoryGone = !(await getCategoryRecord(file.tenantId, file.categoryId));
    // Refused for good (category deleted meanwhile, or full): nothing may refer to the copy made.
    if (categoryGone || (error instanceof DataError && error.message === categoryTexts.tooManyAttachments)) {
      await deleteObject(objectKeys.categoryFile(file)).catch(() => undefined);
    }
    // An upload to a category deleted meanwhile is refused as the category is: not found.
    if (categoryGone) throw notFound();
    throw error;
  }
}

async function accept(file: CategoryFileRecord, caller: StaffCaller) {
  const kind = kindForName(file.name, categoryAttachmentKinds);
  if ((await objectSize(file.s3Key)) !== file.size) throw badRequest(fileTexts.uploadMissing);
  // Scanned, the bytes read are the ones checked, scanned and stored (the upload's presigned URL could still overwrite it).
  const bytes = staffFilesScanned(caller.tenant) ? await readObject(file.s3Key) : null;
  if (bytes && bytes.length !== file.size) throw badRequest(fileTexts.uploadMissing);
  if (!kind || !matchesKind(bytes ? bytes.subarray(0, 16) : await readObjectHead(file.s3Key), kind)) {
    await deleteObject(file.s3Key);
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', fileTexts.contentMismatch);
  }
  if (bytes) {
    await scanOrRefuse(file.tenantId, bytes, {
      s3Key: file.s3Key,
      writes: (signature) => [
        forgetPendingCategoryFileWrite(file),
        logEntryWrite(byStaff(caller), 'file.infected', fileUploadTexts.categoryAttachment(file.name), signature),
      ],
      infectedText: fileTexts.uploadInfected,
      unavailableText: fileTexts.uploadScanUnavailable,
    });
  }
  const finalKey = objectKeys.categoryFile(file);
  await storeUpload(file.s3Key, finalKey, bytes, contentTypeForName(file.name));
  await transact([
    ...acceptCategoryFileWrites(file, finalKey),
    logEntryWrite(byStaff(caller), 'category.attachment.added', file.name),
  ]);
  // What a failure here leaves under tmp/, the lifecycle rule clears.
  await Promise.allSettled([deleteObject(file.s3Key)]);
  return attachmentView({ ...file, state: 'ready', s3Key: finalKey });
}
