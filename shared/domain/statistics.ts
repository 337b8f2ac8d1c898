/**
 * Statistics of reports (issue: Statistics): counted by the calendar month in Poland in which a
 * report came in, per category, from counters and list metadata only, never from content.
 */
import { polishCalendarDate, startOfDayInPoland } from './report.js';

/** A calendar month in Poland, YYYY-MM. */
export type Month = string;

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The longest period one request counts (months): five years, more than the Act keeps reports. */
export const STATISTICS_MAX_MONTHS = 60;
/** The period shown first: the last 12 months, this one included. */
export const STATISTICS_DEFAULT_MONTHS = 12;

/** The month in Poland of an instant. */
export const polishMonth = (instant: Date): Month => polishCalendarDate(instant).slice(0, 7);

const parts = (month: Month) => month.split('-').map(Number) as [number, number];
const format = (year: number, month: number): Month =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

/** The month `count` months after `month` (before it when negative). */
export function addMonthsTo(month: Month, count: number): Month {
  const [year, number] = parts(month);
  const index = year * 12 + (number - 1) + count;
  return format(Math.floor(index / 12), (index % 12) + 1);
}

/** Months from `from` to `to`, both included (1 when equal, 0 when `to` is earlier). */
export const monthsInPeriod = (from: Month, to: Month): number => {
  const [a, b] = [parts(from), parts(to)];
  return Math.max(0, (b[0] - a[0]) * 12 + (b[1] - a[1]) + 1);
};

/** Every month of a period, oldest first. */
export const monthsOf = (from: Month, to: Month): Month[] =>
  Array.from({ length: monthsInPeriod(from, to) }, (_, i) => addMonthsTo(from, i));

/** The default period at `now`: the last `STATISTICS_DEFAULT_MONTHS` months in Poland, this one included. */
export function defaultPeriod(now: Date = new Date()): { from: Month; to: Month } {
  const to = polishMonth(now);
  return { from: addMonthsTo(to, -(STATISTICS_DEFAULT_MONTHS - 1)), to };
}

/** The instant a month begins in Poland (00:00 on its 1st). */
export const monthStart = (month: Month): Date => startOfDayInPoland(`${month}-01`);

/** Percent of `part` in `whole`, to one decimal; null when there is nothing to measure. */
export const percentOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
