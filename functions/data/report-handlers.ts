import * as z from 'zod';
import { reportTexts } from '@shared/messages/reports.js';
import { dataConflict } from './data-error.js';
import { entityVersions } from './item.js';
import { keys } from './keys.js';
import { itemSchema, queryEvery, queryItems } from './query.js';
import type { TxWrite } from './transact.js';

/**
 * 'Osoba prowadząca' (issue #34). A report's handlers are stored three ways, written together in
 * one transaction: on the report (`handlerIds`, with `handlersVersion`, the version a change names),
 * on its category entry (what the lists read beside a page's rows) and as one `reportHandler` item
 * per handler in the organisation's HANDLED partition ('Moje sprawy' reads the caller's own, the
 * deadline digest all of them). Who is shown as a handler is decided on read
 * (shared/domain/report-handlers.ts `mayHandle`): a user deleted, deactivated or taken off the
 * category meanwhile is stored until the next change, never shown.
 */
export interface ReportHandlerRecord {
  tenantId: string;
  userId: string;
  reportId: string;
}

/** What these writes read of a report (reports.ts `ReportRecord` has it; named here so that reports.ts can import these writes). */
export interface ReportWithHandlers {
  tenantId: string;
  reportId: string;
  handlerIds?: string[];
  handlersVersion?: number;
}

export const reportHandlerItem = itemSchema<ReportHandlerRecord>(
  'reportHandler',
  z.object({ tenantId: z.string(), userId: z.string(), reportId: z.string() }),
);

/** The handlers stored on a report (none until first assigned). */
export const handlerIdsOf = (report: Pick<ReportWithHandlers, 'handlerIds'>): string[] => report.handlerIds ?? [];

/** The handlers' version as stored: 0 until staff first change them. */
export const handlersVersionOf = (report: Pick<ReportWithHandlers, 'handlersVersion'>): number =>
  report.handlersVersion ?? 0;

/** The report's handlers are still the version read (for writes that act on them, such as a delete). */
export function sameHandlersCondition(seen: Pick<ReportWithHandlers, 'handlersVersion'>) {
  const version = handlersVersionOf(seen);
  return version === 0
    ? {
        expression: 'attribute_not_exists(#handlersVersion)',
        names: { '#handlersVersion': 'handlersVersion' },
        values: {},
      }
    : {
        expression: '#handlersVersion = :seenHandlersVersion',
        names: { '#handlersVersion': 'handlersVersion' },
        values: { ':seenHandlersVersion': version },
      };
}

/**
 * The report's handlers become `next`, only while they are still the version read (else "changed
 * meanwhile", nothing written): the report, its category entry, and a handled item per person
 * added (removed for each person taken off).
 */
export function setReportHandlersWrites(seen: ReportWithHandlers, next: readonly string[]): TxWrite[] {
  const before = handlerIdsOf(seen);
  const same = sameHandlersCondition(seen);
  const added = next.filter((userId) => !before.includes(userId));
  const removed = before.filter((userId) => !next.includes(userId));
  return [
    {
      Update: {
        Key: keys.report(seen.tenantId, seen.reportId),
        UpdateExpression: 'SET #handlerIds = :handlerIds, #handlersVersion = :nextVersion',
        ConditionExpression: `attribute_exists(PK) AND ${same.expression}`,
        ExpressionAttributeNames: { ...same.names, '#handlerIds': 'handlerIds' },
        ExpressionAttributeValues: {
          ...same.values,
          ':handlerIds': [...next],
          ':nextVersion': handlersVersionOf(seen) + 1,
        },
      },
      failure: dataConflict(reportTexts.changedMeanwhile),
    },
    {
      Update: {
        Key: keys.reportCategoryEntry(seen.tenantId, seen.reportId),
        UpdateExpression: 'SET #handlerIds = :handlerIds',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#handlerIds': 'handlerIds' },
        ExpressionAttributeValues: { ':handlerIds': [...next] },
      },
      failure: dataConflict(reportTexts.changedMeanwhile),
    },
    ...added.map((userId) => handledWrite(seen, userId)),
    ...removed.map((userId): TxWrite => ({
      Delete: { Key: keys.handledReport(seen.tenantId, userId, seen.reportId) },
    })),
  ];
}

const handledWrite = (report: Pick<ReportWithHandlers, 'tenantId' | 'reportId'>, userId: string): TxWrite => ({
  Put: {
    Item: {
      ...keys.handledReport(report.tenantId, userId, report.reportId),
      entity: 'reportHandler',
      v: entityVersions.reportHandler,
      tenantId: report.tenantId,
      userId,
      reportId: report.reportId,
    },
  },
});

/** The handled items of a report stored with its handlers. */
export const handledWrites = (report: ReportWithHandlers): TxWrite[] =>
  handlerIdsOf(report).map((userId) => handledWrite(report, userId));

/** A deleted report's handled items go with it. */
export const forgetHandledWrites = (seen: ReportWithHandlers): TxWrite[] =>
  handlerIdsOf(seen).map((userId) => ({ Delete: { Key: keys.handledReport(seen.tenantId, userId, seen.reportId) } }));

/** The reports a staff user handles (their ids; some may have been deleted since, or be out of their sight). */
export async function listHandledReportIds(tenantId: string, userId: string): Promise<string[]> {
  const handled = await queryItems(keys.handledReportsOf(tenantId, userId), reportHandlerItem);
  return handled.map((item) => item.reportId);
}

/** Every report of an organisation that has handlers, with them (the deadline digest). */
export async function listHandlersByReport(tenantId: string): Promise<Map<string, string[]>> {
  const items = await queryEvery({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.handledReportsOf(tenantId).PK },
  });
  const byReport = new Map<string, string[]>();
  for (const item of items.map((raw) => reportHandlerItem.parse(raw)))
    byReport.set(item.reportId, [...(byReport.get(item.reportId) ?? []), item.userId]);
  return byReport;
}
