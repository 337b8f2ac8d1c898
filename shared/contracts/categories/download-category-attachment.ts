import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZAttachmentParams } from './schemas.js';

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
