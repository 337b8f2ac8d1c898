import { randomUUID } from 'node:crypto';
import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { newCategoryWrites, storedTexts, type CategoryRecord } from '../data/categories.js';
import { transact, type TxWrite } from '../data/transact.js';
import type { StaffCaller } from '../lib/auth.js';

/**
 * Creates a category, counting it in the same transaction (the "last category" rule reads the
 * count), with any writes that must hold with it (`alsoWrite`).
 */
export async function createCategoryRecord(
  caller: StaffCaller,
  input: CategoryInput,
  alsoWrite: (record: CategoryRecord) => TxWrite[] = () => [],
): Promise<CategoryRecord> {
  const now = new Date().toISOString();
  const record: CategoryRecord = {
    tenantId: caller.tenant.tenantId,
    categoryId: randomUUID(),
    name: input.name,
    visible: input.visible,
    status: input.status,
    files: input.files,
    anonymous: input.anonymous,
    ...storedTexts(input),
    users: [],
    attachmentsCount: 0,
    createdAt: now,
    updatedAt: now,
  };
  await transact([
    ...newCategoryWrites(record),
    logEntryWrite(byStaff(caller), 'category.created', record.name),
    ...alsoWrite(record),
  ]);
  return record;
}
