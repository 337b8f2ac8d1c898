import type { Month } from '@shared/domain/statistics.js';

const monthNames = new Intl.DateTimeFormat('pl-PL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonthNames = new Intl.DateTimeFormat('pl-PL', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const percentFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const firstDay = (month: Month) => new Date(`${month}-01T12:00:00Z`);

/** e.g. 'listopad 2026'. */
export const monthName = (month: Month): string => monthNames.format(firstDay(month));

/** e.g. 'lis 26' (a chart's axis). */
export const shortMonthName = (month: Month): string => shortMonthNames.format(firstDay(month));

/** e.g. '66,7' (Polish decimal comma). */
export const formatPercent = (percent: number): string => percentFormat.format(percent);

/** A part of a whole as a percent text ('—' of nothing). */
export const shareText = (part: number, whole: number): string =>
  whole > 0 ? `${formatPercent((part / whole) * 100)}%` : '—';
