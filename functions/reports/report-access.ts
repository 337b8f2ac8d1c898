import type { ReportAccess, ReportHandler, ReportRow } from '@shared/contracts/reports/schemas.js';
import { isExcludedFrom } from '@shared/domain/report-exclusions.js';
import { mayHandle } from '@shared/domain/report-handlers.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { isActiveStaffUser, staffUserType } from '@shared/domain/staff-user.js';
import { reportExclusionTexts } from '@shared/messages/report-exclusions.js';
import { reportTexts } from '@shared/messages/reports.js';
import { listCategoryRecords, type CategoryRecord } from '../data/categories.js';
import type { ReportScope, RowExtras } from '../data/report-lists.js';
import { excludedIdsOf } from '../data/report-exclusions.js';
import { getReportRecord, type ReportRecord, type ReportRowRecord } from '../data/reports.js';
import { listStaffUsers, type StaffUser } from '../data/staff-users.js';
import type { StaffCaller } from '../lib/auth.js';
import { notFound } from '../lib/http-error.js';

/** The reports a caller may see, and the categories they come from. */
export interface Visibility {
  scope: ReportScope;
  /** The categories whose reports the caller sees (administrators: all of them). */
  categories: CategoryRecord[];
}

/** The reports a caller is excluded from ('Wyłącz z dostępu'): on their own staff user item, read with every request. */
export const hiddenFrom = (user: Pick<StaffCaller['user'], 'hiddenReportIds'>): string[] => [
  ...(user.hiddenReportIds ?? []),
];

/**
 * Who sees what (docs/features.md, "Who may do what"): administrators see every report of their organisation; users
 * and auditors only the reports of the categories they are assigned to; nobody the reports they
 * are excluded from (`hidden`).
 */
export async function visibilityOf(caller: Pick<StaffCaller, 'tenant' | 'user'>): Promise<Visibility> {
  const tenantId = caller.tenant.tenantId;
  const hidden = hiddenFrom(caller.user);
  const all = await listCategoryRecords(tenantId);
  if (caller.user.type === staffUserType.administrator)
    return { scope: { tenantId, categoryIds: null, hidden }, categories: all };
  const assigned = all.filter((category) => category.users.some((user) => user.userId === caller.user.userId));
  return {
    scope: { tenantId, categoryIds: assigned.map((category) => category.categoryId), hidden },
    categories: assigned,
  };
}

/**
 * `visibilityOf` without waiting where nothing needs to be read first: an administrator's scope
 * is the whole organisation, so the caller's own reads (a page of reports, the counters) start at
 * once, beside the read of the categories, instead of after it. For users and auditors the scope
 * comes from the categories, as in `visibilityOf`.
 */
export function visibilityAhead(caller: Pick<StaffCaller, 'tenant' | 'user'>): {
  scope: ReportScope | Promise<ReportScope>;
  categories: Promise<CategoryRecord[]>;
} {
  const tenantId = caller.tenant.tenantId;
  const admin = caller.user.type === staffUserType.administrator;
  const visibility = admin ? null : visibilityOf(caller);
  const categories = visibility ? visibility.then((v) => v.categories) : listCategoryRecords(tenantId);
  // A failed read rejects whichever the caller awaits first; the other must not go unhandled.
  categories.catch(() => undefined);
  return {
    scope: visibility
      ? visibility.then((v) => v.scope)
      : { tenantId, categoryIds: null, hidden: hiddenFrom(caller.user) },
    categories,
  };
}

/** Only the scope: no read at all for an administrator (the dashboard's counts). */
export async function scopeOf(caller: Pick<StaffCaller, 'tenant' | 'user'>): Promise<ReportScope> {
  if (caller.user.type === staffUserType.administrator)
    return { tenantId: caller.tenant.tenantId, categoryIds: null, hidden: hiddenFrom(caller.user) };
  return (await visibilityOf(caller)).scope;
}

/**
 * Who may reply to the reporter in a category (canResponse per category): a user
 * assigned to it with the flag; an administrator always (they assign users, themselves included);
 * an auditor never.
 */
export function mayRespondIn(
  user: Pick<StaffCaller['user'], 'userId' | 'type'>,
  category: Pick<CategoryRecord, 'users'> | undefined,
): boolean {
  if (user.type === staffUserType.auditor) return false;
  if (user.type === staffUserType.administrator) return true;
  return !!category?.users.some((assigned) => assigned.userId === user.userId && assigned.canResponse);
}

const mayOpen = (
  visibility: Visibility,
  report: Pick<ReportRecord, 'reportId' | 'categoryId' | 'excludedIds'>,
  userId: string,
): boolean =>
  (visibility.scope.categoryIds === null || visibility.scope.categoryIds.includes(report.categoryId)) &&
  !isExcludedFrom(report, userId) &&
  !visibility.scope.hidden.includes(report.reportId);

/**
 * A report the caller may see; any other (another organisation's, another category's, one the
 * caller is excluded from) is a 404, the same answer, so that a report hidden from them is not
 * told apart from one that does not exist.
 * `read`: the report as read with the caller (`reportWithCaller`), when it was.
 */
export async function requireVisibleReport(
  caller: Pick<StaffCaller, 'tenant' | 'user'>,
  reportId: string,
  read?: { value: ReportRecord | null },
): Promise<{ report: ReportRecord; visibility: Visibility }> {
  const [report, visibility] = await Promise.all([
    read ? read.value : getReportRecord(caller.tenant.tenantId, reportId),
    visibilityOf(caller),
  ]);
  if (!report || !mayOpen(visibility, report, caller.user.userId)) throw notFound(reportTexts.notFound);
  return { report, visibility };
}

/**
 * Who is shown handling a report ('Osoba prowadząca'): of the stored handlers, those who may still
 * handle it now (`mayHandle`: a user deleted, deactivated or taken off the category is left out), by name.
 */
export function shownHandlers(
  handlerIds: readonly string[],
  users: readonly StaffUser[],
  category: Pick<CategoryRecord, 'users'> | undefined,
): ReportHandler[] {
  return handlerIds.flatMap((userId) => {
    const user = users.find((candidate) => candidate.userId === userId);
    return user && mayHandle(user, category) ? [{ userId, name: user.name }] : [];
  });
}

/** A report's handlers as shown to a caller who sees it (the organisation's staff read once). */
export async function handlersShownOf(
  report: Pick<ReportRecord, 'tenantId' | 'categoryId' | 'handlerIds'>,
  visibility: Visibility,
  users?: readonly StaffUser[],
): Promise<ReportHandler[]> {
  const staff = users ?? (await listStaffUsers(report.tenantId));
  const category = visibility.categories.find((candidate) => candidate.categoryId === report.categoryId);
  return shownHandlers(report.handlerIds ?? [], staff, category);
}

/** Who may be made a handler of a report of this category (never one excluded from it), by name. */
export const eligibleHandlers = (
  users: readonly StaffUser[],
  category: Pick<CategoryRecord, 'users'> | undefined,
  excludedIds: readonly string[],
) =>
  users
    .filter((user) => mayHandle(user, category) && !excludedIds.includes(user.userId))
    .map((user) => ({ userId: user.userId, name: user.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pl'));

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pl');
const named = (user: Pick<StaffUser, 'userId' | 'name'>): ReportHandler => ({ userId: user.userId, name: user.name });

/**
 * Who sees a report now: active staff — every administrator, the category's users and auditors —
 * none of them excluded from it.
 */
export function seeingReport(
  report: Pick<ReportRecord, 'excludedIds'>,
  users: readonly StaffUser[],
  category: Pick<CategoryRecord, 'users'> | undefined,
): StaffUser[] {
  const excludedIds = excludedIdsOf(report);
  return users.filter(
    (user) =>
      !excludedIds.includes(user.userId) &&
      isActiveStaffUser(user) &&
      (user.type === staffUserType.administrator || !!category?.users.some((entry) => entry.userId === user.userId)),
  );
}

/**
 * Whom a caller's note may mention ('@Jan Kowalski', issue #34): whoever sees the report but the
 * caller, by name; never someone excluded from it or without its category.
 */
export const mentionableOf = (
  report: Pick<ReportRecord, 'excludedIds'>,
  users: readonly StaffUser[],
  category: Pick<CategoryRecord, 'users'> | undefined,
  callerId: string,
): ReportHandler[] =>
  seeingReport(report, users, category)
    .filter((user) => user.userId !== callerId)
    .map(named)
    .sort(byName);

/**
 * Who has access to a report, as an administrator sees it beside 'Wyłącz z dostępu': who is
 * excluded (by name; an account gone since as such), who still sees it (active staff: every
 * administrator, the category's users and auditors, none excluded) and who may still be excluded
 * (any other member of the staff: an exclusion holds wherever the report is moved).
 */
export function accessOf(
  report: Pick<ReportRecord, 'excludedIds'>,
  users: readonly StaffUser[],
  category: Pick<CategoryRecord, 'users'> | undefined,
): ReportAccess {
  const excludedIds = excludedIdsOf(report);
  const included = users.filter((user) => !excludedIds.includes(user.userId));
  return {
    excluded: excludedIds.map((userId) => {
      const user = users.find((candidate) => candidate.userId === userId);
      return { userId, name: user?.name ?? reportExclusionTexts.deletedUser };
    }),
    seeing: seeingReport(report, users, category).map(named).sort(byName),
    excludable: included.map(named).sort(byName),
  };
}

/** A list row as clients see it: the identifier formatted, the category under its current name, its handlers. */
export function toReportRow(
  row: ReportRowRecord,
  categories: readonly Pick<CategoryRecord, 'categoryId' | 'name'>[],
  handlers: ReportHandler[],
  extras: RowExtras,
): ReportRow {
  return {
    reportId: row.reportId,
    identifier: formatReporterIdentifier(row.identifier),
    type: row.type,
    state: row.state,
    receivedAt: row.receivedAt,
    archivedAt: row.archivedAt ?? null,
    acknowledgedAt: row.acknowledgedAt ?? null,
    feedbackAt: row.feedbackAt ?? null,
    hasAttachments: row.hasAttachments ?? false,
    repliesCount: row.repliesCount ?? 0,
    label: row.label ?? null,
    categoryId: row.categoryId,
    categoryName: categories.find((category) => category.categoryId === row.categoryId)?.name ?? row.categoryName,
    hasNewMessages: row.hasNewMessages ?? false,
    handlers,
    meeting: extras.meeting,
    followUpEndOn: extras.followUpEndOn,
  };
}
