import type { ResponseOf } from '@shared/contracts/contract.js';
import type { getReportStatistics } from '@shared/contracts/statistics/get-report-statistics.js';
import { reportDeadlines, termState } from '@shared/domain/deadlines.js';
import {
  addMonthsTo,
  monthsOf,
  monthStart,
  percentOf,
  STATISTICS_DEFAULT_MONTHS,
  type Month,
} from '@shared/domain/statistics.js';
import type { CategoryRecord } from '../data/categories.js';
import { listClockRowsReceivedBetween, type ReportClockRow, type ReportScope } from '../data/report-lists.js';
import {
  listReportStatistics,
  statisticNames,
  statisticsItemOf,
  statisticsOf,
  statisticsSubjectsOf,
  type MonthCategoryStatistics,
  type ReportStatistics,
  type StatisticsSubject,
} from '../data/report-statistics.js';
import { DAY } from '@shared/domain/time.js';

export type ReportStatisticsAnswer = ResponseOf<typeof getReportStatistics>;

/**
 * How long ago a report must have come in to have missed a term by now: the acknowledgement ends
 * 7 calendar days after receipt, feedback at least 3 months (89 days) after it. A day less than
 * that, so that no time zone or clock change can leave one out; the calculator decides each row.
 */
const MISSED_ACKNOWLEDGEMENT_AFTER = 6 * DAY;
const MISSED_FEEDBACK_AFTER = 85 * DAY;

const isoMin = (a: string, b: string) => (a < b ? a : b);

/** Terms missed so far by reports still being handled, received in a period: read from the lists (time settles these, not a write). */
async function termsMissedSoFar(scope: ReportScope, period: { start: string; end: string }, now: Date) {
  const overdue = (due: string) => termState(due, null, now) === 'overdue';
  const [unopened, unanswered] = await Promise.all([
    listClockRowsReceivedBetween(
      scope,
      ['new'],
      period.start,
      isoMin(period.end, new Date(now.getTime() - MISSED_ACKNOWLEDGEMENT_AFTER).toISOString()),
    ),
    listClockRowsReceivedBetween(
      scope,
      ['new', 'open', 'msg'],
      period.start,
      isoMin(period.end, new Date(now.getTime() - MISSED_FEEDBACK_AFTER).toISOString()),
    ),
  ]);
  const dueOf = (row: ReportClockRow) =>
    reportDeadlines({ receivedAt: row.receivedAt, acknowledgedAt: row.acknowledgedAt ?? null });
  return {
    acknowledgement: unopened.filter((row) => !row.acknowledgedAt && overdue(dueOf(row).acknowledgementDue)).length,
    feedback: unanswered.filter((row) => !row.feedbackAt && overdue(dueOf(row).feedbackDue)).length,
  };
}

/**
 * A month-and-category item without what the caller's hidden reports ('Wyłącz z dostępu') add to it:
 * the counters are kept per organisation, so each viewer's own hidden share is taken out on read.
 */
function withoutHidden(
  item: MonthCategoryStatistics,
  hidden: readonly StatisticsSubject['report'][],
): MonthCategoryStatistics {
  const less = { ...item };
  for (const report of hidden) {
    const at = statisticsItemOf(report);
    if (at.month !== item.month || at.categoryId !== item.categoryId) continue;
    const share = statisticsOf({ report });
    for (const name of statisticNames) less[name] = Math.max(0, less[name] - share[name]);
  }
  return less;
}

const sum = (items: readonly ReportStatistics[], name: keyof ReportStatistics) =>
  items.reduce((total, item) => total + item[name], 0);

/**
 * The statistics of a period for a scope (an organisation, or an auditor's categories): the
 * counters of its months and categories, and the terms missed so far read from the lists.
 */
export async function reportStatistics(
  scope: ReportScope,
  categories: readonly Pick<CategoryRecord, 'categoryId' | 'name'>[],
  period: { from: Month; to: Month },
  now: Date,
): Promise<ReportStatisticsAnswer> {
  const visible = (item: MonthCategoryStatistics) =>
    scope.categoryIds === null || scope.categoryIds.includes(item.categoryId);
  const bounds = {
    start: monthStart(period.from).toISOString(),
    end: monthStart(addMonthsTo(period.to, 1)).toISOString(),
  };
  const [stored, missed, hidden] = await Promise.all([
    listReportStatistics(scope.tenantId, period.from, period.to),
    termsMissedSoFar(scope, bounds, now),
    statisticsSubjectsOf(scope.tenantId, scope.hidden),
  ]);
  const items = stored.filter(visible).map((item) => withoutHidden(item, hidden));
  const total = (name: keyof ReportStatistics) => sum(items, name);

  const perCategory = new Map<string, { categoryId: string; name: string; received: number }>();
  for (const item of items) {
    const entry = perCategory.get(item.categoryId) ?? {
      categoryId: item.categoryId,
      name: categories.find((category) => category.categoryId === item.categoryId)?.name ?? item.categoryName,
      received: 0,
    };
    entry.received += item.received;
    perCategory.set(item.categoryId, entry);
  }

  const received = total('received');
  const acknowledgement = { inTime: total('ackInTime'), late: total('ackLate'), overdue: missed.acknowledgement };
  const feedback = {
    inTime: total('feedbackInTime'),
    late: total('feedbackLate'),
    missed: total('feedbackMissed'),
    overdue: missed.feedback,
    none: total('feedbackNone'),
  };
  return {
    from: period.from,
    to: period.to,
    computedAt: now.toISOString(),
    received,
    months: monthsOf(period.from, period.to).map((month) => {
      const ofMonth = items.filter((item) => item.month === month);
      return {
        month,
        received: sum(ofMonth, 'received'),
        form: sum(ofMonth, 'viaForm'),
        phone: sum(ofMonth, 'viaPhone'),
        email: sum(ofMonth, 'viaEmail'),
      };
    }),
    categories: [...perCategory.values()]
      .filter((entry) => entry.received > 0)
      .sort((a, b) => b.received - a.received || a.name.localeCompare(b.name, 'pl')),
    channels: { form: total('viaForm'), phone: total('viaPhone'), email: total('viaEmail') },
    states: {
      new: total('stateNew'),
      open: total('stateOpen'),
      archived: total('stateArchived'),
      deleted: total('stateDeleted'),
    },
    acknowledgement: {
      ...acknowledgement,
      pending: Math.max(0, received - acknowledgement.inTime - acknowledgement.late - acknowledgement.overdue),
      percentInTime: percentOf(
        acknowledgement.inTime,
        acknowledgement.inTime + acknowledgement.late + acknowledgement.overdue,
      ),
    },
    feedback: {
      ...feedback,
      pending: Math.max(
        0,
        received - feedback.inTime - feedback.late - feedback.missed - feedback.overdue - feedback.none,
      ),
      percentInTime: percentOf(feedback.inTime, feedback.inTime + feedback.late + feedback.missed + feedback.overdue),
    },
    meeting: {
      requested: total('meetingRequested'),
      inTime: total('meetingInTime'),
      late: total('meetingLate'),
      notHeld: Math.max(0, total('meetingRequested') - total('meetingInTime') - total('meetingLate')),
      percentInTime: percentOf(total('meetingInTime'), total('meetingInTime') + total('meetingLate')),
    },
  };
}

/** The period asked for; a missing end is 12 months from the other one; neither: the last 12 months. */
export function periodOf(
  query: { from?: Month | undefined; to?: Month | undefined },
  fallback: { from: Month; to: Month },
): { from: Month; to: Month } {
  const span = STATISTICS_DEFAULT_MONTHS - 1;
  if (query.from && query.to) return { from: query.from, to: query.to };
  if (query.from) return { from: query.from, to: addMonthsTo(query.from, span) };
  if (query.to) return { from: addMonthsTo(query.to, -span), to: query.to };
  return fallback;
}
