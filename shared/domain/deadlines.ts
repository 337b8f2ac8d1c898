/**
 * The Act's clocks for one report (Act of 14 June 2024 on the protection of whistleblowers): the
 * acknowledgement of receipt is due within 7 days of the report, and feedback within 3 months of
 * the acknowledgement, or of the end of those 7 days when none was given. Terms are calendar
 * dates in Poland counted as the Civil Code counts them: a term in days starts the day after the
 * event; a term in months ends on the same day of the month, or on the month's last day when it
 * has no such day. A term is never moved past a weekend or holiday (the earlier date is safer).
 */
import { polishCalendarDate, reportState } from './report.js';
import { DAY } from './time.js';

/** A calendar date, YYYY-MM-DD. */
export type CalendarDate = string;

export const ACKNOWLEDGEMENT_DAYS = 7;
export const FEEDBACK_MONTHS = 3;
/** A meeting in person the reporter asked for is arranged within 14 days of the request (art. 26(3)). */
export const MEETING_DAYS = 14;
/** A term this close (in days) is marked as due soon. */
export const DUE_SOON_DAYS = 2;

const parts = (date: CalendarDate) => date.split('-').map(Number) as [number, number, number];
const format = (utc: Date): CalendarDate => utc.toISOString().slice(0, 10);

export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const [year, month, day] = parts(date);
  return format(new Date(Date.UTC(year, month - 1, day + days)));
}

export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [year, month, day] = parts(date);
  const lastDayOfTarget = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return format(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDayOfTarget))));
}

const daysBetween = (from: CalendarDate, to: CalendarDate): number => {
  const [a, b] = [parts(from), parts(to)];
  return (Date.UTC(b[0], b[1] - 1, b[2]) - Date.UTC(a[0], a[1] - 1, a[2])) / DAY;
};

export interface ReportDeadlines {
  acknowledgementDue: CalendarDate;
  feedbackDue: CalendarDate;
}

/**
 * Both terms of a report. A late acknowledgement does not move the feedback term later than the
 * one counted from the end of the 7 days (the safer of the statute's two readings).
 */
export function reportDeadlines(report: { receivedAt: string; acknowledgedAt: string | null }): ReportDeadlines {
  const acknowledgementDue = addCalendarDays(polishCalendarDate(new Date(report.receivedAt)), ACKNOWLEDGEMENT_DAYS);
  const acknowledged = report.acknowledgedAt ? polishCalendarDate(new Date(report.acknowledgedAt)) : null;
  const feedbackFrom = acknowledged !== null && acknowledged < acknowledgementDue ? acknowledged : acknowledgementDue;
  return { acknowledgementDue, feedbackDue: addMonths(feedbackFrom, FEEDBACK_MONTHS) };
}

/** The term of a meeting asked for: 14 days from the request, counted as the other terms in days. */
export const meetingDue = (requestedAt: string): CalendarDate =>
  addCalendarDays(polishCalendarDate(new Date(requestedAt)), MEETING_DAYS);

/** Where one term stands: met in time, met late, missed so far, close, or still ahead. */
export type TermState = 'met' | 'metLate' | 'overdue' | 'dueSoon' | 'pending';

/** Whole days from today in Poland to the term: 0 on its last day, negative once it has passed. */
export const daysLeft = (due: CalendarDate, now: Date = new Date()): number =>
  daysBetween(polishCalendarDate(now), due);

export function termState(due: CalendarDate, metAt: string | null, now: Date = new Date()): TermState {
  if (metAt !== null) return polishCalendarDate(new Date(metAt)) <= due ? 'met' : 'metLate';
  const left = daysLeft(due, now);
  if (left < 0) return 'overdue';
  return left <= DUE_SOON_DAYS ? 'dueSoon' : 'pending';
}

/** The Act's terms on a report: the two every report has, and a meeting's when the reporter asked for one. */
export type StatutoryTerm = 'acknowledgement' | 'feedback' | 'meeting';

/**
 * A meeting the reporter asked for, as its term needs it: the term is met when its protocol is
 * recorded (its first version; decision 274).
 */
export interface MeetingClock {
  requestedAt: string;
  protocolRecordedAt: string | null;
}

/** A term of a report still being handled that is close or missed: what lists, the dashboard and the digest mark. */
export interface TermMark {
  term: StatutoryTerm;
  state: Extract<TermState, 'dueSoon' | 'overdue'>;
  due: CalendarDate;
  /** Whole days left (0 on the last day, negative once passed). */
  daysLeft: number;
}

/** What the marks need of a report: exactly what a list row carries. */
export interface ReportClock {
  state: number;
  receivedAt: string;
  acknowledgedAt: string | null;
  feedbackAt: string | null;
  /** The meeting the reporter asked for (absent or null: none). */
  meeting?: MeetingClock | null;
}

/**
 * The terms of a report that are close (within `DUE_SOON_DAYS`) or missed and still not met, in
 * the order the Act runs them. A closed report has none (nothing can be done about it any more).
 */
export function termsNeedingAttention(report: ReportClock, now: Date = new Date()): TermMark[] {
  if (report.state === reportState.archived) return [];
  const due = reportDeadlines(report);
  const terms = [
    { term: 'acknowledgement' as const, due: due.acknowledgementDue, metAt: report.acknowledgedAt },
    { term: 'feedback' as const, due: due.feedbackDue, metAt: report.feedbackAt },
    ...(report.meeting
      ? [
          {
            term: 'meeting' as const,
            due: meetingDue(report.meeting.requestedAt),
            metAt: report.meeting.protocolRecordedAt,
          },
        ]
      : []),
  ];
  return terms.flatMap(({ term, due: date, metAt }) => {
    const state = termState(date, metAt, now);
    return state === 'dueSoon' || state === 'overdue'
      ? [{ term, state, due: date, daysLeft: daysLeft(date, now) }]
      : [];
  });
}

/** How a term ended, once nothing can change it any more (null: not settled yet, or never began). */
export interface SettledTerms {
  /** Met within the 7 days, or later. */
  acknowledgement: 'inTime' | 'late' | null;
  /**
   * Given within the 3 months, or later; `missed`: the report closed after the term without any;
   * `none`: it closed before the term ended without any (its clock stopped: nothing was missed).
   */
  feedback: 'inTime' | 'late' | 'missed' | 'none' | null;
}

/**
 * The terms of a report that are settled by what was recorded (acknowledgement, feedback,
 * closing), never by the passing of time: what statistics count as it happens. A term still
 * running, or missed by a report still open, is not settled (statistics count those when asked).
 */
export function settledTerms(report: Omit<ReportClock, 'state'> & { archivedAt: string | null }): SettledTerms {
  const due = reportDeadlines(report);
  const outcome = (date: CalendarDate, metAt: string) =>
    termState(date, metAt) === 'met' ? ('inTime' as const) : ('late' as const);
  const feedback = report.feedbackAt
    ? outcome(due.feedbackDue, report.feedbackAt)
    : report.archivedAt
      ? termState(due.feedbackDue, null, new Date(report.archivedAt)) === 'overdue'
        ? ('missed' as const)
        : ('none' as const)
      : null;
  return {
    acknowledgement: report.acknowledgedAt ? outcome(due.acknowledgementDue, report.acknowledgedAt) : null,
    feedback,
  };
}
