import { reportTexts } from '@shared/messages/reports.js';
import { dataConflict } from './data-error.js';
import { keys } from './keys.js';
import { getItems } from './query.js';
import { handlerIdsOf, handlersVersionOf, sameHandlersCondition, type ReportWithHandlers } from './report-handlers.js';
import type { TxWrite } from './transact.js';

/**
 * 'Wyłącz z dostępu' (issue #34). An exclusion is stored twice, written together in one
 * transaction: on the report (`excludedIds`: what the report's own endpoints check, with the
 * version of its access, `handlersVersion`, which handlers and exclusions share) and on each
 * excluded person's own staff user item (`hiddenReportIds`, a string set): the item every request
 * of theirs reads anyway (staff-caller.ts), so that their lists, counts and log leave the report
 * out without a read of their own. An id of a report deleted since stays in the set, naming nothing.
 */
export interface ReportWithAccess extends ReportWithHandlers {
  excludedIds?: string[];
}

/** The staff excluded from a report (none until first excluded). */
export const excludedIdsOf = (report: Pick<ReportWithAccess, 'excludedIds'>): string[] => report.excludedIds ?? [];

/** The report's access: handlers `handlers`, excluded `excluded`, only while still the version read. */
function setAccessWrite(seen: ReportWithAccess, handlers: readonly string[], excluded: readonly string[]): TxWrite {
  const same = sameHandlersCondition(seen);
  return {
    Update: {
      Key: keys.report(seen.tenantId, seen.reportId),
      UpdateExpression: 'SET #handlerIds = :handlerIds, #excludedIds = :excludedIds, #handlersVersion = :nextVersion',
      ConditionExpression: `attribute_exists(PK) AND ${same.expression}`,
      ExpressionAttributeNames: { ...same.names, '#handlerIds': 'handlerIds', '#excludedIds': 'excludedIds' },
      ExpressionAttributeValues: {
        ...same.values,
        ':handlerIds': [...handlers],
        ':excludedIds': [...excluded],
        ':nextVersion': handlersVersionOf(seen) + 1,
      },
    },
    failure: dataConflict(reportTexts.changedMeanwhile),
  };
}

/** The staff user's own set of hidden reports gains (`ADD`) or loses (`DELETE`) one; the user must still exist. */
const hiddenSetWrite = (tenantId: string, userId: string, reportId: string, action: 'ADD' | 'DELETE'): TxWrite => ({
  Update: {
    Key: keys.staffUser(tenantId, userId),
    UpdateExpression: `${action} #hidden :report`,
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#hidden': 'hiddenReportIds' },
    ExpressionAttributeValues: { ':report': new Set([reportId]) },
  },
  failure: dataConflict(reportTexts.changedMeanwhile),
});

/** The hidden sets of the people a report is stored excluded from (only the demo stores one so). */
export const hiddenSetWrites = (report: ReportWithAccess): TxWrite[] =>
  excludedIdsOf(report).map((userId) => hiddenSetWrite(report.tenantId, userId, report.reportId, 'ADD'));

/**
 * Excludes `userIds` from a report as read: the report (its handlers without them), its category
 * entry's handlers when they change, each removed handler's handled item, each excluded person's
 * hidden set. Nothing is written if the report's access changed meanwhile.
 */
export function excludeWrites(seen: ReportWithAccess, userIds: readonly string[]): TxWrite[] {
  const before = handlerIdsOf(seen);
  const handlers = before.filter((userId) => !userIds.includes(userId));
  const removed = before.filter((userId) => userIds.includes(userId));
  return [
    setAccessWrite(seen, handlers, [...excludedIdsOf(seen), ...userIds]),
    ...(removed.length
      ? [
          {
            Update: {
              Key: keys.reportCategoryEntry(seen.tenantId, seen.reportId),
              UpdateExpression: 'SET #handlerIds = :handlerIds',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeNames: { '#handlerIds': 'handlerIds' },
              ExpressionAttributeValues: { ':handlerIds': handlers },
            },
            failure: dataConflict(reportTexts.changedMeanwhile),
          } satisfies TxWrite,
        ]
      : []),
    ...removed.map((userId): TxWrite => ({
      Delete: { Key: keys.handledReport(seen.tenantId, userId, seen.reportId) },
    })),
    ...userIds.map((userId) => hiddenSetWrite(seen.tenantId, userId, seen.reportId, 'ADD')),
  ];
}

/**
 * Ends one person's exclusion from a report as read. `stillStaff`: their account exists (a deleted
 * one has no hidden set to change, only the report's list).
 */
export function readmitWrites(seen: ReportWithAccess, userId: string, stillStaff: boolean): TxWrite[] {
  return [
    setAccessWrite(
      seen,
      handlerIdsOf(seen),
      excludedIdsOf(seen).filter((excluded) => excluded !== userId),
    ),
    ...(stillStaff ? [hiddenSetWrite(seen.tenantId, userId, seen.reportId, 'DELETE')] : []),
  ];
}

/** Where hidden reports are in the lists now: their category entries (a deleted report has none), read by key. */
export async function hiddenEntriesOf(
  tenantId: string,
  reportIds: readonly string[],
): Promise<{ reportId: string; categoryId: string; state: number; hasNewMessages?: boolean }[]> {
  if (!reportIds.length) return [];
  return getItems(
    reportIds.map((reportId) => keys.reportCategoryEntry(tenantId, reportId)),
    { attributes: ['reportId', 'categoryId', 'state', 'hasNewMessages'] },
  );
}
