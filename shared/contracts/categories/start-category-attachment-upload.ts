import * as z from 'zod';
import { categoryLimits } from '../../domain/category.js';
import { fileLimits } from '../../domain/files.js';
import { fileTexts } from '../../messages/files.js';
import { defineContract } from '../contract.js';
import { ZPlainText } from '../text.js';
import { ZCategoryId } from './schemas.js';

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
    name: ZPlainText({ max: categoryLimits.attachmentNameMax }),
    size: z.number().int().positive().max(fileLimits.attachmentMaxBytes, fileTexts.tooLarge30),
    /** What the browser thinks the file is; ignored: the stored and served type is the server's own. */
    contentType: z.string().max(200),
  }),
  response: z.object({ fileId: z.uuid(), uploadUrl: z.string(), headers: z.record(z.string(), z.string()) }),
});
