import * as z from 'zod';
import { categoryLimits } from '../../domain/category.js';
import { fileLimits, fileTexts } from '../../domain/files.js';
import { categoryTexts } from '../../messages/categories.js';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZCategoryAttachment, ZCategoryId } from './schemas.js';

const ZAttachmentParams = z.object({ id: z.uuid(), fileId: z.uuid() });

export const listCategoryAttachments = defineContract({
  name: 'list-category-attachments',
  area: 'categories',
  method: 'GET',
  path: '/api/categories/{id}/attachments',
  auth: { kind: 'staff' },
  summary: 'Files a category offers to reporters.',
  params: ZCategoryId,
  response: z.object({ attachments: z.array(ZCategoryAttachment) }),
});

/** Step 1 of an upload: a presigned PUT for exactly `size` bytes, straight to S3. */
export const startCategoryAttachmentUpload = defineContract({
  name: 'start-category-attachment-upload',
  area: 'categories',
  method: 'POST',
  path: '/api/categories/{id}/attachments',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Start uploading a category attachment: returns a presigned upload URL.',
  params: ZCategoryId,
  body: z.strictObject({
    name: z.string().trim().min(1).max(categoryLimits.attachmentNameMax),
    size: z.number().int().positive().max(fileLimits.attachmentMaxBytes, fileTexts.tooLarge30),
    contentType: z.string().max(200),
  }),
  response: z.object({ fileId: z.uuid(), uploadUrl: z.string(), headers: z.record(z.string(), z.string()) }),
});

/** Step 2: the server checks the stored object's size and leading bytes, then lists it. */
export const completeCategoryAttachmentUpload = defineContract({
  name: 'complete-category-attachment-upload',
  area: 'categories',
  method: 'POST',
  path: '/api/categories/{id}/attachments/{fileId}/complete',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Finish an upload after checking size and file type; counts the attachment.',
  params: ZAttachmentParams,
  response: ZCategoryAttachment,
});

export const renameCategoryAttachment = defineContract({
  name: 'rename-category-attachment',
  area: 'categories',
  method: 'PATCH',
  path: '/api/categories/{id}/attachments/{fileId}',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Rename an attachment (the extension is kept).',
  params: ZAttachmentParams,
  body: z.strictObject({
    name: z
      .string()
      .trim()
      .min(categoryLimits.attachmentNameMinExclusive + 1, categoryTexts.attachmentNameTooShort)
      .max(categoryLimits.attachmentNameMax),
  }),
  response: ZCategoryAttachment,
});

export const deleteCategoryAttachment = defineContract({
  name: 'delete-category-attachment',
  area: 'categories',
  method: 'DELETE',
  path: '/api/categories/{id}/attachments/{fileId}',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Delete an attachment and its stored file.',
  params: ZAttachmentParams,
  response: ZEmptyResponse,
});

export const downloadCategoryAttachment = defineContract({
  name: 'download-category-attachment',
  area: 'categories',
  method: 'GET',
  path: '/api/categories/{id}/attachments/{fileId}',
  auth: { kind: 'staff' },
  summary: 'A short-lived download URL of an attachment.',
  params: ZAttachmentParams,
  response: z.object({ url: z.string() }),
});
