/**
 * How long a closed report is kept (Act of 14 June 2024, the register of reports): 3 years after the end of
 * the calendar year in which follow-up ended, unless proceedings started by it still run; then
 * an administrator sets a legal hold and the report stays until it is lifted. Follow-up ends
 * when the report is archived (closed).
 */
import type { CalendarDate } from './deadlines.js';
import { polishCalendarDate } from './report.js';

export const RETENTION_YEARS = 3;

/** The day a report closed at `closedAt` is purged: 1 January of the fourth year after. */
export const retentionEndsOn = (closedAt: string): CalendarDate =>
  `${Number(polishCalendarDate(new Date(closedAt)).slice(0, 4)) + RETENTION_YEARS + 1}-01-01`;

export const isPastRetention = (closedAt: string, now: Date = new Date()): boolean =>
  polishCalendarDate(now) >= retentionEndsOn(closedAt);

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
