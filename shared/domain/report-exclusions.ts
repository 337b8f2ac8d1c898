import { mayHandle, type HandlerCategory } from './report-handlers.js';
import type { StaffRights } from './staff-user.js';

/**
 * 'Wyłącz z dostępu' (issue #34): staff members an administrator excludes from one report (a
 * conflict of interest). At most `REPORT_EXCLUSIONS_MAX` in one change, so that it stays one
 * bounded transaction (each excluded person's own item is written with it).
 */
export const REPORT_EXCLUSIONS_MAX = 10;

/** The longest reason an administrator may give (kept in the log). */
export const EXCLUSION_REASON_MAX = 500;

/** Whether a report is hidden from a staff member (they are among its excluded). */
export const isExcludedFrom = (report: { excludedIds?: readonly string[] }, userId: string): boolean =>
  !!report.excludedIds?.includes(userId);

/**
 * Who could still handle a report once `excludedIds` are excluded: staff who may handle it
 * (`mayHandle`) and are not excluded. A change that leaves nobody is refused.
 */
export const stillHandling = <U extends Pick<StaffRights, 'type' | 'status'> & { userId: string }>(
  users: readonly U[],
  category: HandlerCategory | undefined,
  excludedIds: readonly string[],
): U[] => users.filter((user) => mayHandle(user, category) && !excludedIds.includes(user.userId));
