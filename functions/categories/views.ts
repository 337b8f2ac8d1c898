import type { Category, CategorySummary } from '@shared/contracts/categories/schemas.js';
import { toFieldView, type CategoryRecord } from '../data/categories.js';
import type { StaffUser } from '../data/staff-users.js';

/** A category as the panel lists it, with the names of its users. */
export function toCategorySummary(
  record: CategoryRecord,
  staff: readonly Pick<StaffUser, 'userId' | 'name'>[],
): CategorySummary {
  const names = new Map(staff.map((user) => [user.userId, user.name]));
  return {
    id: record.categoryId,
    name: record.name,
    visible: record.visible,
    status: record.status,
    files: record.files,
    anonymous: record.anonymous,
    attachmentsCount: record.attachmentsCount,
    users: record.users
      .filter((user) => names.has(user.userId))
      .map((user) => ({ userId: user.userId, userName: names.get(user.userId) ?? '', canResponse: user.canResponse })),
  };
}

export const toCategory = (record: CategoryRecord, staff: readonly Pick<StaffUser, 'userId' | 'name'>[]): Category => ({
  ...toCategorySummary(record, staff),
  fields: [...record.fields].sort((a, b) => a.order - b.order).map(toFieldView),
  ...(record.translations ? { translations: record.translations } : {}),
});
