import { downloadPublicAttachment } from '@shared/contracts/form/download-public-attachment.js';
import { contentTypeForName } from '@shared/domain/file-kinds.js';
import { presignDownload } from '../adapters/s3.js';
import { getCategoryFile } from '../data/categories.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';
import { requireOpenForm, requirePublicCategory } from './public-tenant.js';

export const handler = defineHandler(downloadPublicAttachment, async ({ params }) => {
  const tenant = await requireOpenForm(params.alias);
  await requirePublicCategory(tenant.tenantId, params.id);
  const file = await getCategoryFile(tenant.tenantId, params.id, params.fileId);
  if (!file || file.state !== 'ready') throw notFound();
  return { url: await presignDownload(file.s3Key, file.name, contentTypeForName(file.name)) };
});
