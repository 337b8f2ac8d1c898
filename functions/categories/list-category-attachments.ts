import { listCategoryAttachments } from '@shared/contracts/categories/list-category-attachments.js';
import { listCategoryFiles } from '../data/categories.js';
import { defineHandler } from '../lib/handler.js';
import { attachmentView, requireCategory } from './attachment-access.js';

export const handler = defineHandler(listCategoryAttachments, async ({ params, caller }) => {
  await requireCategory(caller.tenant.tenantId, params.id);
  return { attachments: (await listCategoryFiles(caller.tenant.tenantId, params.id)).map(attachmentView) };
});
