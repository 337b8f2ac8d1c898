import * as z from 'zod';
import { fieldTarget, type RedactionRecord } from './redactions.js';
import { addDays } from './time.js';

/**
 * 'Nieistotne dla sprawy' (issue #35, art. 8 of the Act): personal data found not relevant to the
 * report is deleted within 14 days. A handler marks a passage of a written field, a whole field or
 * an attached file; until the term it can be unmarked, at the term a job deletes it for good. The
 * server holds no report key, so for a field the browser encrypts, when marking, the field's text
 * with the passage replaced by `REMOVED_TEXT`, and the job swaps it in (decision 265).
 */

/** What a removed passage reads as afterwards (in every language: it replaces the reporter's own words). */
export const REMOVED_TEXT = '[usunięto]';

/**
 * The term is the 13th day after marking: the job runs every hour and retries a failure for a day,
 * so the data is gone within the Act's 14 days even then (decision 265).
 */
export const MINIMISATION_TERM_DAYS = 13;

export const minimisationDueAt = (markedAt: Date | string): Date => addDays(markedAt, MINIMISATION_TERM_DAYS);

export const minimisationLimits = {
  /** Marks of one report, pending and done: the marks' list stays one small read. */
  maxMarks: 100,
} as const;

/** A range over a text: [start, end) in UTF-16 code units, as a selection measures it. */
export interface TextRange {
  start: number;
  end: number;
}

/** What is marked: a range of a written field's text (the whole text for the field), or an attached file. */
export const ZMinimisationTarget = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('field'),
    fieldId: z.string().min(1).max(128),
    start: z.number().int().min(0),
    end: z.number().int().min(1),
  }),
  z.strictObject({ kind: z.literal('file'), fileId: z.string().min(1).max(128) }),
  /** The reporter's data: what the art. 29 register needs. Named so that it is refused in words, never marked. */
  z.strictObject({ kind: z.literal('reporter') }),
]);
export type MinimisationTarget = z.infer<typeof ZMinimisationTarget>;
export type FieldRange = Extract<MinimisationTarget, { kind: 'field' }>;

/** One mark as staff see it (the replacement's ciphertext stays on the server until the term). */
export const ZMinimisationMark = z.object({
  markId: z.string(),
  target: ZMinimisationTarget,
  markedAt: z.string(),
  markedByName: z.string(),
  dueAt: z.string(),
  /** When the job deleted it; null while it can still be unmarked. */
  deletedAt: z.string().nullable(),
  /** The redactions' version when a field's text was swapped (their ranges of that version are over the text before). */
  redactionsVersionAtDeletion: z.number().int().optional(),
});
export type MinimisationMark = z.infer<typeof ZMinimisationMark>;

export const isPending = (mark: Pick<MinimisationMark, 'deletedAt'>): boolean => mark.deletedAt === null;

/** Whether a pending mark can still be unmarked at `now` (until its term). */
export const mayUnmark = (mark: Pick<MinimisationMark, 'deletedAt' | 'dueAt'>, now: Date): boolean =>
  isPending(mark) && now.getTime() < Date.parse(mark.dueAt);

/**
 * The marks of one field in the order they apply (the order they were made): each range is over
 * the field's text as the marks before it leave it, so the job may swap them in only in this order.
 */
export const marksOfField = <M extends { target: MinimisationTarget; markedAt: string }>(
  marks: readonly M[],
  fieldId: string,
): (M & { target: FieldRange })[] =>
  marks
    .filter(
      (mark): mark is M & { target: FieldRange } => mark.target.kind === 'field' && mark.target.fieldId === fieldId,
    )
    .sort((a, b) => a.markedAt.localeCompare(b.markedAt));

/** A text with a range removed: what a mark's replacement holds. */
export const withRemoved = (text: string, range: TextRange): string =>
  `${text.slice(0, range.start)}${REMOVED_TEXT}${text.slice(range.end)}`;

/**
 * A range of the text before `removed` was taken out, as it lies in the text after: moved by the
 * difference in length when after it, the same when before, null when it overlaps what was removed.
 */
export function rangeAfter<R extends TextRange>(range: R, removed: TextRange): R | null {
  if (range.end <= removed.start) return range;
  if (range.start >= removed.end) {
    const shift = REMOVED_TEXT.length - (removed.end - removed.start);
    return { ...range, start: range.start + shift, end: range.end + shift };
  }
  return null;
}

/**
 * Where the field's pending marks (in order, each over the text the ones before it leave) put
 * `REMOVED_TEXT` in the text they all leave: a new mark must not overlap these.
 */
export function removedPlaces(pending: readonly TextRange[]): TextRange[] {
  let places: TextRange[] = [];
  for (const mark of pending) {
    places = places.flatMap((place) => rangeAfter(place, mark) ?? []);
    places.push({ start: mark.start, end: mark.start + REMOVED_TEXT.length });
  }
  return places;
}

/** Why a range of a field cannot be marked (texts in shared/messages/minimisation.ts). */
export type MarkProblem = 'empty' | 'outOfRange' | 'overlaps' | 'tooMany';

/**
 * A selection over a field's current text as a new mark sees it: over the text the field's pending
 * marks leave (`basis`), with that text. Refused when it overlaps a pending mark, is empty or runs
 * past the text.
 */
export function markOfSelection(
  text: string,
  selection: TextRange,
  pending: readonly TextRange[],
): { range: TextRange; basis: string } | MarkProblem {
  if (selection.start >= selection.end || !text.slice(selection.start, selection.end).trim()) return 'empty';
  if (selection.end > text.length) return 'outOfRange';
  let range: TextRange | null = { start: selection.start, end: selection.end };
  let basis = text;
  for (const mark of pending) {
    range = rangeAfter(range, mark);
    if (!range) return 'overlaps';
    basis = withRemoved(basis, mark);
  }
  return { range, basis };
}

/**
 * The redaction record as it fits the fields' texts now: a record saved before a field's passage
 * was deleted (the version it had then is the one it still has) has its ranges of that field
 * moved past the passage, and a range over the passage dropped (its words are gone).
 */
export function redactionsAfterDeletions(
  record: RedactionRecord,
  version: number,
  marks: readonly MinimisationMark[],
): RedactionRecord {
  const deletions = marks
    .filter((mark) => mark.deletedAt !== null && mark.redactionsVersionAtDeletion === version)
    .sort((a, b) => a.markedAt.localeCompare(b.markedAt));
  let redactions = record.redactions;
  for (const mark of deletions) {
    if (mark.target.kind !== 'field') continue;
    const target = fieldTarget(mark.target.fieldId);
    const removed = mark.target;
    redactions = redactions.flatMap((redaction) =>
      redaction.target === target ? (rangeAfter(redaction, removed) ?? []) : [redaction],
    );
  }
  return redactions === record.redactions ? record : { ...record, redactions };
}
