/**
 * Statistics of reports (issue: Statistics): counted by the calendar month in Poland in which a
 * report came in, per category, from counters and list metadata only, never from content.
 */
import { polishCalendarDate, REPORTS_TIME_ZONE } from './report.js';

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

const warsawClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: REPORTS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The instant a month begins in Poland (00:00 on its 1st). Daylight saving never changes on a
 * 1st (it changes on the last Sunday of March and October), so the offset at 00:00 UTC that day
 * is the offset at local midnight.
 */
export function monthStart(month: Month): Date {
  const [year, number] = parts(month);
  const utcMidnight = Date.UTC(year, number - 1, 1);
  const local = Object.fromEntries(
    warsawClock.formatToParts(new Date(utcMidnight)).map(({ type, value }) => [type, value]),
  );
  const offset =
    Date.UTC(Number(local.year), Number(local.month) - 1, Number(local.day), Number(local.hour), Number(local.minute)) -
    utcMidnight;
  return new Date(utcMidnight - offset);
}

/** Percent of `part` in `whole`, to one decimal; null when there is nothing to measure. */
export const percentOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
