import { getPublicForm } from '@shared/contracts/index.js';
import { listCategoryFiles, listCategoryRecords } from '../data/categories.js';
import { defineHandler } from '../lib/handler.js';
import { isPublicCategory, requireOpenForm } from './public-tenant.js';

/**
 * The form's categories and channel information. Phone and e-mail channels, the logo and the
 * accessibility statement are configured in Settings (a later issue): until then they are off.
 */
export const handler = defineHandler(getPublicForm, async ({ params }) => {
  const tenant = await requireOpenForm(params.alias);
  const categories = (await listCategoryRecords(tenant.tenantId)).filter(isPublicCategory);
  const withFiles = await Promise.all(
    categories.map(async (category) => ({
      id: category.categoryId,
      name: category.name,
      anonymous: category.anonymous,
      files: category.files,
      attachments: category.attachmentsCount
        ? (await listCategoryFiles(tenant.tenantId, category.categoryId)).map((file) => ({ id: file.fileId, name: file.name }))
        : [],
    })),
  );
  return {
    company: tenant.name,
    categories: withFiles,
    phoneEnabled: false,
    mailEnabled: false,
    pin: null,
    customEmail: null,
    logo: null,
    showAccessibilityStatement: false,
  };
});
