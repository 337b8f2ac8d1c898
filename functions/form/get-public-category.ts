import { getPublicCategory } from '@shared/contracts/index.js';
import { listCategoryFiles, toFieldView } from '../data/categories.js';
import { defineHandler } from '../lib/handler.js';
import { requireOpenForm, requirePublicCategory } from './public-tenant.js';

export const handler = defineHandler(getPublicCategory, async ({ params }) => {
  const tenant = await requireOpenForm(params.alias);
  const category = await requirePublicCategory(tenant.tenantId, params.id);
  const files = category.attachmentsCount ? await listCategoryFiles(tenant.tenantId, category.categoryId) : [];
  return {
    id: category.categoryId,
    name: category.name,
    anonymous: category.anonymous,
    files: category.files,
    attachments: files.map((file) => ({ id: file.fileId, name: file.name })),
    fields: [...category.fields].sort((a, b) => a.order - b.order).map(toFieldView),
  };
});
