import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZCategoryAttachment, ZCategoryId } from './schemas.js';

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
