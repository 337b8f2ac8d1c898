import * as z from 'zod';
import { meetingDue, settledTerms, termState } from '@shared/domain/deadlines.js';
import { reportState, reportType, type ReportState, type ReportType } from '@shared/domain/report.js';
import { polishMonth, type Month } from '@shared/domain/statistics.js';
import { entityVersions } from './item.js';
import { keys } from './keys.js';
import { getItems, itemSchema, queryItemsBetween } from './query.js';
import type { TxWrite } from './transact.js';

/**
 * Statistics of reports, kept as counters per organisation, month of receipt (in Poland) and
 * category, moved in the transaction of every write that changes what they count (a report
 * coming in, opened, answered, archived, moved, deleted). One item per month and category;
 * nothing in them names a report. Access pattern: the items of a period, one Query on a key range.
 *
 * What a report counts for (each 0 or 1): that it came in; its channel; its state now (a deleted
 * report stays counted as deleted: it came in all the same); and the Act's terms as far as
 * recorded events settled them (`settledTerms`). Terms missed while a report is still open are
 * not counters: time settles them, so statistics read them from the lists when asked.
 */
export const statisticNames = [
  'received',
  'viaForm',
  'viaPhone',
  'viaEmail',
  'stateNew',
  'stateOpen',
  'stateArchived',
  'stateDeleted',
  'ackInTime',
  'ackLate',
  'feedbackInTime',
  'feedbackLate',
  'feedbackMissed',
  'feedbackNone',
  'meetingRequested',
  'meetingInTime',
  'meetingLate',
] as const;
export type StatisticName = (typeof statisticNames)[number];
export type ReportStatistics = Record<StatisticName, number>;

/** A report as its statistics see it, and whether it has been deleted. */
export interface StatisticsSubject {
  /** What statistics read of a report (reports.ts `ReportRecord`). */
  report: {
    tenantId: string;
    categoryId: string;
    categoryName: string;
    type: ReportType;
    state: ReportState;
    receivedAt: string;
    acknowledgedAt: string | null;
    archivedAt: string | null;
    feedbackAt?: string;
    /** A meeting in person asked for (art. 26(3)), and its protocol, whose first version meets its term. */
    meetingRequestedAt?: string;
    meetingProtocol?: { recordedAt: string };
  };
  deleted?: boolean;
}

const none = (): ReportStatistics => Object.fromEntries(statisticNames.map((name) => [name, 0])) as ReportStatistics;

/** What one report adds to the statistics of its month and category. */
export function statisticsOf({ report, deleted = false }: StatisticsSubject): ReportStatistics {
  const counts = none();
  counts.received = 1;
  counts[report.type === reportType.phone ? 'viaPhone' : report.type === reportType.email ? 'viaEmail' : 'viaForm'] = 1;
  counts[
    deleted
      ? 'stateDeleted'
      : report.state === reportState.new
        ? 'stateNew'
        : report.state === reportState.open
          ? 'stateOpen'
          : 'stateArchived'
  ] = 1;
  const terms = settledTerms({
    receivedAt: report.receivedAt,
    acknowledgedAt: report.acknowledgedAt,
    feedbackAt: report.feedbackAt ?? null,
    archivedAt: report.archivedAt,
  });
  if (terms.acknowledgement) counts[terms.acknowledgement === 'inTime' ? 'ackInTime' : 'ackLate'] = 1;
  if (terms.feedback)
    counts[
      ({ inTime: 'feedbackInTime', late: 'feedbackLate', missed: 'feedbackMissed', none: 'feedbackNone' } as const)[
        terms.feedback
      ]
    ] = 1;
  if (report.meetingRequestedAt) {
    counts.meetingRequested = 1;
    const held = report.meetingProtocol?.recordedAt ?? null;
    if (held)
      counts[termState(meetingDue(report.meetingRequestedAt), held) === 'met' ? 'meetingInTime' : 'meetingLate'] = 1;
  }
  return counts;
}

const monthOf = (subject: StatisticsSubject): Month => polishMonth(new Date(subject.report.receivedAt));
const itemKey = (subject: StatisticsSubject) =>
  keys.reportStatistics(subject.report.tenantId, monthOf(subject), subject.report.categoryId);

/** Adds `delta` to the item of a month and category (made on first use); nothing when it is all zeros. */
function addWrite(subject: StatisticsSubject, delta: ReportStatistics): TxWrite[] {
  const changed = statisticNames.filter((name) => delta[name] !== 0);
  if (!changed.length) return [];
  const { tenantId, categoryId, categoryName } = subject.report;
  return [
    {
      Update: {
        Key: itemKey(subject),
        UpdateExpression: `SET entity = :entity, v = :v, tenantId = :tenant, #month = :month, categoryId = :category, categoryName = :categoryName ADD ${changed.map((_, i) => `#s${i} :s${i}`).join(', ')}`,
        ExpressionAttributeNames: {
          '#month': 'month',
          ...Object.fromEntries(changed.map((name, i) => [`#s${i}`, name])),
        },
        ExpressionAttributeValues: {
          ':entity': 'reportStatistics',
          ':v': entityVersions.reportStatistics,
          ':tenant': tenantId,
          ':month': monthOf(subject),
          ':category': categoryId,
          ':categoryName': categoryName,
          ...Object.fromEntries(changed.map((name, i) => [`:s${i}`, delta[name]])),
        },
      },
    },
  ];
}

const difference = (after: ReportStatistics, before: ReportStatistics): ReportStatistics =>
  Object.fromEntries(statisticNames.map((name) => [name, after[name] - before[name]])) as ReportStatistics;

/**
 * The statistics writes of a change of a report, from how it was (null: it did not exist) to how
 * it is (null: gone without a trace, which no write does). Same month and category: one item gets
 * the difference; a move to another category: the old item loses the report, the new one gains it.
 */
export function statisticsWrites(before: StatisticsSubject | null, after: StatisticsSubject | null): TxWrite[] {
  const was = before ? statisticsOf(before) : none();
  const is = after ? statisticsOf(after) : none();
  if (before && after && JSON.stringify(itemKey(before)) === JSON.stringify(itemKey(after)))
    return addWrite(after, difference(is, was));
  return [...(before ? addWrite(before, difference(none(), was)) : []), ...(after ? addWrite(after, is) : [])];
}

/** The counters of one month and category as stored. */
export type MonthCategoryStatistics = ReportStatistics & { month: Month; categoryId: string; categoryName: string };

/** Each statistic is absent from its item until a report first moved it (0). */
const statisticsShape = Object.fromEntries(statisticNames.map((name) => [name, z.number().default(0)])) as Record<
  StatisticName,
  z.ZodDefault<z.ZodNumber>
>;

/** A month-and-category item. */
export const reportStatisticsItem = itemSchema(
  'reportStatistics',
  z.object({
    ...statisticsShape,
    tenantId: z.string(),
    month: z.string(),
    categoryId: z.string(),
    categoryName: z.string().default(''),
  }),
);

/** Every month-and-category item of an organisation from `from` to `to` (months, both included), oldest first. */
export async function listReportStatistics(
  tenantId: string,
  from: Month,
  to: Month,
): Promise<MonthCategoryStatistics[]> {
  const items = await queryItemsBetween(keys.reportStatisticsBetween(tenantId, from, to), reportStatisticsItem);
  return items.map((item) => {
    const counts = none();
    for (const name of statisticNames) counts[name] = item[name];
    return { ...counts, month: item.month, categoryId: item.categoryId, categoryName: item.categoryName };
  });
}

const subjectAttributes = [
  'tenantId',
  'categoryId',
  'categoryName',
  'type',
  'state',
  'receivedAt',
  'acknowledgedAt',
  'archivedAt',
  'feedbackAt',
  'meetingRequestedAt',
  'meetingProtocol',
] as const satisfies readonly (keyof StatisticsSubject['report'])[];

/** Some reports as their statistics see them (by key; a deleted one is not found). */
export const statisticsSubjectsOf = (tenantId: string, reportIds: readonly string[]) =>
  reportIds.length
    ? getItems<StatisticsSubject['report']>(
        reportIds.map((reportId) => keys.report(tenantId, reportId)),
        { attributes: subjectAttributes },
      )
    : Promise.resolve([]);

/** Which month-and-category item a report counts in. */
export const statisticsItemOf = (report: StatisticsSubject['report']) => ({
  month: polishMonth(new Date(report.receivedAt)),
  categoryId: report.categoryId,
});
