import { CONTENT_PURPOSE, encryptContent } from '@shared/crypto/content.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import {
  isPending,
  markOfSelection,
  marksOfField,
  withRemoved,
  type MarkProblem,
  type MinimisationMark,
  type TextRange,
} from '@shared/domain/minimisation.js';
import type { ReportRef } from '@/lib/report-files.js';

/** The field's pending marks, in the order they apply. */
const pendingOfField = (marks: readonly MinimisationMark[], fieldId: string) =>
  marksOfField(marks, fieldId).filter(isPending);

/**
 * A selection of a field's text (as it is stored now) made into a mark: its range over the text
 * the field's pending marks leave, and that text with the range replaced, encrypted under the
 * report key as the field is (the deletion job swaps it in at the term). Or why it cannot be.
 */
export async function sealedMark(
  reportKey: CryptoKey,
  report: ReportRef,
  field: { fieldId: string; text: string },
  selection: TextRange,
  marks: readonly MinimisationMark[],
): Promise<{ range: TextRange; replacement: ContentEnvelope } | MarkProblem> {
  const made = markOfSelection(
    field.text,
    selection,
    pendingOfField(marks, field.fieldId).map((mark) => mark.target as TextRange),
  );
  if (typeof made === 'string') return made;
  const replacement = await encryptContent(reportKey, withRemoved(made.basis, made.range), {
    tenant: report.tenantId,
    report: report.reportId,
    purpose: CONTENT_PURPOSE.field(field.fieldId),
  });
  return { range: made.range, replacement };
}

/**
 * What a pending mark of a field covers, in words: its range over the text the marks before it
 * leave; `whole` when that is the whole of it.
 */
export function markedWords(text: string, mark: MinimisationMark, marks: readonly MinimisationMark[]) {
  if (mark.target.kind !== 'field') return null;
  let basis = text;
  for (const before of pendingOfField(marks, mark.target.fieldId)) {
    if (before.markId === mark.markId) break;
    basis = withRemoved(basis, before.target);
  }
  const { start, end } = mark.target;
  return { words: basis.slice(start, end), whole: start === 0 && end === basis.length };
}
