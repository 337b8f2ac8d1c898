/**
 * Reports as lists and registers see them (docs/features.md, "Limits and rules").
 * Glossary of the spec's old names: signal → report, replaysCount → repliesCount,
 * title → label, archiveTime → archivedAt, datetime → receivedAt, status → state.
 */
import { fieldType } from './category.js';
import { defaultCategoryFields, isDefaultCategoryName } from './default-categories.js';
import { textCiphertextLimits } from './ciphertext.js';
import { DAY } from './time.js';

/** A report's life: new (not yet opened), open, archived (closed). Deleted reports are gone. */
export const reportState = { new: 1, open: 2, archived: 3 } as const;
export type ReportState = (typeof reportState)[keyof typeof reportState];
export type ReportStateName = keyof typeof reportState;
export const reportStateNames = Object.keys(reportState) as ReportStateName[];

/**
 * ZARCHIWIZUJ: only an open report moves to the archive. A new one must be opened
 * first; an archived one is there already.
 */
export const canArchive = (state: ReportState): boolean => state === reportState.open;

/** How a report came in: the public form, a phone call, an e-mail. */
export const reportType = { form: 1, phone: 2, email: 3 } as const;
export type ReportType = (typeof reportType)[keyof typeof reportType];

/** 'Załaduj wiersze': rows per page; −1 is "all". */
export const reportPageSizes = [10, 20, 30, 40, -1] as const;
export type ReportPageSize = (typeof reportPageSizes)[number];
export const DEFAULT_PAGE_SIZE = 10 satisfies ReportPageSize;
export const ALL_ROWS = -1 satisfies ReportPageSize;
/**
 * "All" is served in pages of this many rows that the client follows with the cursor, so that
 * no request grows with the number of reports.
 */
export const ALL_ROWS_CHUNK = 500;
export const isReportPageSize = (value: number): value is ReportPageSize =>
  (reportPageSizes as readonly number[]).includes(value);
/** The rows one request returns for a page size. */
export const rowsPerRequest = (perPage: ReportPageSize): number => (perPage === ALL_ROWS ? ALL_ROWS_CHUNK : perPage);

const LABEL_MAX_CHARS = 100;

/**
 * A report's label (Etykieta), set by staff and encrypted under the organisation metadata key: a
 * short tag that fits a list column. The server sees only ciphertext, so it bounds that.
 */
export const reportLabelLimits = {
  maxChars: LABEL_MAX_CHARS,
  // An empty label is removed, not stored: the shortest ciphertext is a non-empty text's.
  ...textCiphertextLimits(LABEL_MAX_CHARS),
} as const;

export const REPORTS_TIME_ZONE = 'Europe/Warsaw';

const calendarDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: REPORTS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The calendar date (YYYY-MM-DD) of an instant in Poland. */
export const polishCalendarDate = (instant: Date): string => calendarDay.format(instant);

const polishClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: REPORTS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
/** How far ahead of UTC the clock in Poland is at an instant, in ms. */
function polishOffset(instant: number): number {
  const parts = polishClock.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - (instant - (instant % 1000));
}

/** The instant a calendar day (YYYY-MM-DD) begins in Poland (midnight exists on every day there). */
export function startOfDayInPoland(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  const guess = midnightUtc - polishOffset(midnightUtc);
  return new Date(midnightUtc - polishOffset(guess));
}

const dayNumber = (instant: Date): number => {
  const [year, month, day] = polishCalendarDate(instant).split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY;
};

/**
 * 'Dni': whole calendar days since receipt as a person in Poland counts them (a report received
 * at 23:50 is 1 day old at 00:10). Never negative.
 */
export function daysSinceReceipt(receivedAt: string, now: Date = new Date()): number {
  const received = new Date(receivedAt);
  if (Number.isNaN(received.getTime())) return 0;
  return Math.max(0, dayNumber(now) - dayNumber(received));
}

/** A form field as a report records it (the category's form at the time of receipt). */
export interface ReportFieldDef {
  id: string;
  type: number;
  label: string;
}

/**
 * Which fields of a report feed the register's columns: the subject of the violation
 * (the first long text), the person concerned (the default categories' field for it) and the
 * art. 38 certificate request (the external default category's checkbox, only in that category).
 */
export function registerFieldRoles(fields: readonly ReportFieldDef[], categoryName: string) {
  const labelOf = (field: ReportFieldDef) => field.label.split('|')[0] ?? field.label;
  const concernedLabels = new Set([defaultCategoryFields.internal[1]!.label, defaultCategoryFields.external[1]!.label]);
  const certificateLabel = defaultCategoryFields.external.find((field) => field.type === fieldType.checkbox)?.label;
  const external = isDefaultCategoryName(categoryName, 'external');
  return {
    subjectFieldId: fields.find((field) => field.type === fieldType.longText)?.id ?? null,
    personConcernedFieldId: fields.find((field) => concernedLabels.has(labelOf(field)))?.id ?? null,
    certificateFieldId: external
      ? (fields.find((field) => field.type === fieldType.checkbox && labelOf(field) === certificateLabel)?.id ?? null)
      : null,
  };
}
