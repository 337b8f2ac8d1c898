import type { SetupState } from '@shared/domain/setup.js';
import { isUnassignedCategory } from '@shared/domain/setup.js';
import { toCategorySummary } from '../categories/views.js';
import { listCategoryRecords } from '../data/categories.js';
import { listStaffUsers } from '../data/staff-users.js';
import type { Tenant } from '../data/tenants.js';

/**
 * The organisation's first steps as the checklist shows them: categories and the ones nobody is
 * assigned to (by the same rule as the categories table: no existing user among its users), and
 * the two steps the administrator marks.
 */
export async function readSetupState(tenant: Tenant): Promise<SetupState> {
  const [records, staff] = await Promise.all([listCategoryRecords(tenant.tenantId), listStaffUsers(tenant.tenantId)]);
  const categories = records.map((record) => toCategorySummary(record, staff));
  return {
    categoryCount: categories.length,
    unassignedCategories: categories.filter(isUnassignedCategory).map(({ id, name }) => ({ id, name })),
    recoveryKeyConfirmed: tenant.recoveryKeyConfirmation !== undefined,
    formLinkCopied: tenant.formLinkCopiedAt !== undefined,
    procedurePublished: (tenant.procedurePublications ?? []).length > 0,
  };
}
