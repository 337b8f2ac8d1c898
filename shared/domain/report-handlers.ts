import { isActiveStaffUser, staffUserType, type StaffRights } from './staff-user.js';

/**
 * 'Osoba prowadząca' (issue #34): the staff members who handle one report. At most
 * `REPORT_HANDLERS_MAX` per report, so that an assignment stays one bounded transaction.
 */
export const REPORT_HANDLERS_MAX = 10;

/** Who a report's category lets in: its assigned users (by id). */
export interface HandlerCategory {
  users: readonly { userId: string }[];
}

/**
 * Who may handle a report: an active staff member who sees it (an administrator, or a user assigned
 * to its category), never an auditor (who changes nothing). The same rule filters stored handlers
 * on read: one deleted, deactivated or taken off the category is no longer shown as a handler.
 */
export function mayHandle(
  user: Pick<StaffRights, 'type' | 'status'> & { userId: string },
  category: HandlerCategory | undefined,
): boolean {
  if (!isActiveStaffUser(user) || user.type === staffUserType.auditor) return false;
  if (user.type === staffUserType.administrator) return true;
  return !!category?.users.some((assigned) => assigned.userId === user.userId);
}
