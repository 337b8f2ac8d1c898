import { mayHandle } from '@shared/domain/report-handlers.js';
import { isActiveStaffUser, staffUserType } from '@shared/domain/staff-user.js';
import { listCategoryRecords, type CategoryRecord } from '../data/categories.js';
import { listHandlersByReport } from '../data/report-handlers.js';
import { listUnclosedRows } from '../data/report-lists.js';
import { listStaffUsers, type StaffUser } from '../data/staff-users.js';

/**
 * What the daily notices to staff about an organisation's reports read (the deadline digest, the
 * rules' escalations): its unclosed reports, their categories, its staff and the reports'
 * handlers; null when no report is unclosed (nothing else is then read).
 */
export async function unclosedReportsOf(tenantId: string) {
  const rows = await listUnclosedRows(tenantId);
  if (!rows.length) return null;
  const [categories, users, handlers] = await Promise.all([
    listCategoryRecords(tenantId),
    listStaffUsers(tenantId),
    listHandlersByReport(tenantId),
  ]);
  return { rows, categories, users, handlers };
}

/**
 * Who hears of a report's terms: its handlers ('Osoba prowadząca') who may still handle it; when it
 * has none, its category's assigned users who handle reports; the main administrator when nobody is
 * (the other administrators when the main one is excluded); never one excluded from it ('Wyłącz z dostępu').
 */
export function recipientsOf(
  reportId: string,
  handlerIds: readonly string[],
  category: CategoryRecord | undefined,
  everyone: readonly StaffUser[],
): StaffUser[] {
  // Nobody hears of a report they are excluded from, not even as the last resort.
  const users = everyone.filter((user) => !user.hiddenReportIds?.has(reportId));
  const handling = users.filter((user) => handlerIds.includes(user.userId) && mayHandle(user, category));
  if (handling.length) return handling;
  const staff = users.filter((user) => isActiveStaffUser(user) && user.type !== staffUserType.auditor);
  const assigned = staff.filter((user) => category?.users.some((entry) => entry.userId === user.userId));
  if (assigned.length) return assigned;
  const main = staff.filter((user) => user.isMainAdmin);
  return main.length ? main : staff.filter((user) => user.type === staffUserType.administrator);
}
