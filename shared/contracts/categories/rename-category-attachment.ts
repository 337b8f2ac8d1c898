import * as z from 'zod';
import { categoryLimits } from '../../domain/category.js';
import { categoryTexts } from '../../messages/categories.js';
import { defineContract } from '../contract.js';
import { ZPlainText } from '../text.js';
import { ZAttachmentParams, ZCategoryAttachment } from './schemas.js';

export const renameCategoryAttachment = defineContract({
  name: 'rename-category-attachment',
  area: 'categories',
  method: 'PATCH',
  path: '/api/categories/{id}/attachments/{fileId}',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Rename an attachment (the extension is kept).',
  params: ZAttachmentParams,
  body: z.strictObject({
    name: ZPlainText({
      max: categoryLimits.attachmentNameMax,
      min: categoryLimits.attachmentNameMinExclusive + 1,
      tooShort: categoryTexts.attachmentNameTooShort,
      required: categoryTexts.attachmentNameTooShort,
    }),
  }),
  response: ZCategoryAttachment,
});
