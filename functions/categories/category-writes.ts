import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { newCategoryRecord, newCategoryWrites, type CategoryRecord } from '../data/categories.js';
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
  const record = newCategoryRecord(caller.tenant.tenantId, input, new Date().toISOString());
  await transact([
    ...newCategoryWrites(record),
    logEntryWrite(byStaff(caller), 'category.created', record.name),
    ...alsoWrite(record),
  ]);
  return record;
}
