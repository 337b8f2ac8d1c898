import * as z from 'zod';

/**
 * Redaction of a report's text (issue #35): ranges over the decrypted text of a field or of the
 * reporter's data, each blacked out ('Zaczernij') or replaced by a label ('Zastąp', e.g.
 * '[świadek 1]'). The ranges are one record encrypted under the report key (purpose
 * `redactions`), so the server stores them without reading them; the original text stays intact
 * and the redacted copy is made in the browser, for the PDF and wherever a copy leaves the page.
 */

/** The reporter's data that can be redacted, as `reporter:{part}`. */
export const reporterParts = ['name', 'email', 'phone'] as const;
export type ReporterPart = (typeof reporterParts)[number];

/**
 * What a range is in: a form field's value (`field:{fieldId}`), a part of the reporter's data, or
 * a message of the conversation (`message:{messageId}`: the report's PDF and a forward carry it).
 */
export type RedactionTarget = `field:${string}` | `reporter:${ReporterPart}` | `message:${string}`;

export const fieldTarget = (fieldId: string): RedactionTarget => `field:${fieldId}`;
export const reporterTarget = (part: ReporterPart): RedactionTarget => `reporter:${part}`;
export const messageTarget = (messageId: string): RedactionTarget => `message:${messageId}`;

export const redactionLimits = {
  /** A replacement's label, e.g. '[świadek 1]'. */
  labelMaxChars: 60,
  /** Ranges in one report. */
  maxRanges: 500,
  /** The encrypted record's ciphertext (base64url), far above 500 ranges with labels. */
  ciphertextMaxChars: 120_000,
} as const;

/** What a blacked-out range reads as in a copy: the same for any length, so the length is not told. */
export const BLACKED_OUT = '█████';

const ZTarget = z.union([
  z.templateLiteral(['field:', z.string().check(z.minLength(1), z.maxLength(128))]),
  z.templateLiteral(['reporter:', z.enum(reporterParts)]),
  z.templateLiteral(['message:', z.string().check(z.minLength(1), z.maxLength(128))]),
]);

export const ZRedaction = z.discriminatedUnion('kind', [
  z.strictObject({
    target: ZTarget,
    start: z.number().int().min(0),
    end: z.number().int().min(1),
    kind: z.literal('black'),
  }),
  z.strictObject({
    target: ZTarget,
    start: z.number().int().min(0),
    end: z.number().int().min(1),
    kind: z.literal('replace'),
    label: z.string().trim().min(1).max(redactionLimits.labelMaxChars),
  }),
]);
export type Redaction = z.infer<typeof ZRedaction>;

/** The decrypted record: every range of the report. */
export const ZRedactionRecord = z.strictObject({
  v: z.literal(1),
  redactions: z.array(ZRedaction).max(redactionLimits.maxRanges),
});
export type RedactionRecord = z.infer<typeof ZRedactionRecord>;

export const emptyRedactions: RedactionRecord = { v: 1, redactions: [] };

/** Why a range cannot be added (the texts say it in Polish, shared/messages/redactions.ts). */
export type RedactionProblem = 'empty' | 'outOfRange' | 'overlaps' | 'unknownTarget' | 'tooMany';

/**
 * Whether `next` can join `record`: a non-empty range inside its target's text (`texts`: each
 * target's decrypted text), overlapping no range already there, within the limit.
 */
export function redactionProblem(
  record: RedactionRecord,
  next: Redaction,
  texts: ReadonlyMap<RedactionTarget, string>,
): RedactionProblem | null {
  const text = texts.get(next.target);
  if (text === undefined) return 'unknownTarget';
  if (next.start >= next.end) return 'empty';
  if (next.end > text.length) return 'outOfRange';
  if (!text.slice(next.start, next.end).trim()) return 'empty';
  const overlaps = record.redactions.some(
    (other) => other.target === next.target && other.start < next.end && next.start < other.end,
  );
  if (overlaps) return 'overlaps';
  if (record.redactions.length >= redactionLimits.maxRanges) return 'tooMany';
  return null;
}

/** One stretch of a text: as written, or a range redacted. */
export type TextPiece = { text: string; redaction?: Redaction };

/**
 * A text cut into its stretches, in order, each redacted range its own piece. Ranges that do not
 * fit the text (a record written by a faulty client) are left out, and said (`ignored`), never
 * applied halfway.
 */
export function piecesOf(
  text: string,
  target: RedactionTarget,
  record: RedactionRecord | null,
): { pieces: TextPiece[]; ignored: number } {
  const ranges = (record?.redactions ?? [])
    .filter((redaction) => redaction.target === target)
    .sort((a, b) => a.start - b.start);
  const pieces: TextPiece[] = [];
  let at = 0;
  let ignored = 0;
  for (const range of ranges) {
    if (range.start < at || range.end > text.length || range.start >= range.end) {
      ignored += 1;
      continue;
    }
    if (range.start > at) pieces.push({ text: text.slice(at, range.start) });
    pieces.push({ text: text.slice(range.start, range.end), redaction: range });
    at = range.end;
  }
  if (at < text.length || !pieces.length) pieces.push({ text: text.slice(at) });
  return { pieces, ignored };
}

/** What a redacted range reads as in a copy. */
export const redactedWords = (redaction: Redaction): string =>
  redaction.kind === 'black' ? BLACKED_OUT : redaction.label;

/** The text as a redacted copy holds it. */
export const redactedText = (text: string, target: RedactionTarget, record: RedactionRecord | null): string =>
  piecesOf(text, target, record)
    .pieces.map((piece) => (piece.redaction ? redactedWords(piece.redaction) : piece.text))
    .join('');

/** Whether the record redacts anything. */
export const hasRedactions = (record: RedactionRecord | null): record is RedactionRecord =>
  !!record && record.redactions.length > 0;

/** The reporter's data as a redacted copy holds it. */
export const redactedReporter = <T extends Record<ReporterPart, string>>(
  reporter: T,
  record: RedactionRecord | null,
): T => ({
  ...reporter,
  name: redactedText(reporter.name, reporterTarget('name'), record),
  email: redactedText(reporter.email, reporterTarget('email'), record),
  phone: redactedText(reporter.phone, reporterTarget('phone'), record),
});
