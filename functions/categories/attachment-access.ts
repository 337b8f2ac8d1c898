import {
  getCategoryFile,
  getCategoryRecord,
  type CategoryFileRecord,
  type CategoryRecord,
} from '../data/categories.js';
import { notFound } from '../lib/http-error.js';

/** The caller's category and one of its files, or 404 (also for another tenant's ids). */
export async function requireCategory(tenantId: string, categoryId: string): Promise<CategoryRecord> {
  const record = await getCategoryRecord(tenantId, categoryId);
  if (!record) throw notFound();
  return record;
}

export async function requireReadyFile(
  tenantId: string,
  categoryId: string,
  fileId: string,
): Promise<CategoryFileRecord> {
  const file = await getCategoryFile(tenantId, categoryId, fileId);
  if (!file || file.state !== 'ready') throw notFound();
  return file;
}

export const attachmentView = (file: CategoryFileRecord) => ({ id: file.fileId, name: file.name, size: file.size });
