import { getPublicCategory } from '@shared/contracts/form/get-public-category.js';
import { submissionTexts } from '@shared/messages/submission.js';
import { getCategoryRecord, listCategoryFiles, toFieldView } from '../data/categories.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';
import { isPublicCategory, requireOpenFormWith } from './public-tenant.js';

export const handler = defineHandler(getPublicCategory, async ({ params }) => {
  const { tenant, data: record } = await requireOpenFormWith(params.alias, (tenantId) =>
    getCategoryRecord(tenantId, params.id),
  );
  if (!record || !isPublicCategory(record)) throw notFound(submissionTexts.categoryNotFound);
  const category = record;
  const files = category.attachmentsCount ? await listCategoryFiles(tenant.tenantId, category.categoryId) : [];
  return {
    id: category.categoryId,
    name: category.name,
    anonymous: category.anonymous,
    files: category.files,
    attachments: files.map((file) => ({ id: file.fileId, name: file.name })),
    fields: [...category.fields].sort((a, b) => a.order - b.order).map(toFieldView),
    ...(category.translations ? { translations: category.translations } : {}),
  };
});
