/**
 * How long a closed report is kept (Act of 14 June 2024, the register of reports): 3 years after the end of
 * the calendar year in which follow-up ended, unless proceedings started by it still run; then
 * an administrator sets a legal hold and the report stays until it is lifted. Follow-up ends on
 * the day an administrator records (issue #40), else when the report is archived (closed); only
 * an archived report is ever purged.
 */
import type { CalendarDate } from './deadlines.js';
import { isCalendarDay } from './log.js';
import { polishCalendarDate } from './report.js';

export const RETENTION_YEARS = 3;

/** The day follow-up ended as an administrator recorded it ('Zakończenie działań następczych'). */
export interface FollowUpEnd {
  /** Polish calendar day. */
  on: CalendarDate;
  setAt: string;
  setByName: string;
}

/** The day follow-up ended, Polish time: the one recorded, else the archiving's; null while neither is. */
export const followUpEndDay = (report: {
  followUpEnd?: Pick<FollowUpEnd, 'on'> | null;
  archivedAt?: string | null;
}): CalendarDate | null =>
  report.followUpEnd?.on ?? (report.archivedAt ? polishCalendarDate(new Date(report.archivedAt)) : null);

/** The day a report whose follow-up ended on `endDay` is purged: 1 January of the fourth year after. */
export const retentionEndsOn = (endDay: CalendarDate): CalendarDate =>
  `${Number(endDay.slice(0, 4)) + RETENTION_YEARS + 1}-01-01`;

export const isPastRetention = (endDay: CalendarDate, now: Date = new Date()): boolean =>
  polishCalendarDate(now) >= retentionEndsOn(endDay);

/**
 * Why a follow-up end day cannot be recorded: not a day, in the future (Polish time), or before
 * the day the report was received; null when it can.
 */
export function followUpEndProblem(
  day: string,
  receivedAt: string,
  now: Date = new Date(),
): 'notADay' | 'future' | 'beforeReceived' | null {
  if (!isCalendarDay(day)) return 'notADay';
  if (day > polishCalendarDate(now)) return 'future';
  if (day < polishCalendarDate(new Date(receivedAt))) return 'beforeReceived';
  return null;
}

/**
 * The first instant (UTC) of the year whose reports are not yet due anywhere: any report closed
 * in a year now past retention was received before it (a report is received before it closes).
 */
export const retentionReceivedBefore = (now: Date = new Date()): string =>
  `${Number(polishCalendarDate(now).slice(0, 4)) - RETENTION_YEARS}-01-01T00:00:00.000Z`;

/** Why a report is kept past retention: the kind of proceedings it started (details go in an encrypted note). */
export const legalHoldReasons = ['court', 'prosecution', 'administrative', 'inspection', 'other'] as const;
export type LegalHoldReason = (typeof legalHoldReasons)[number];

export interface LegalHold {
  reason: LegalHoldReason;
  setAt: string;
  setByName: string;
}
