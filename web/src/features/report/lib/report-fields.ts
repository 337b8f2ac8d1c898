import type { ReporterContact } from '@shared/crypto/submission.js';
import type { fieldType } from '@shared/domain/category.js';
import { fieldValueText } from '@shared/domain/field-values.js';
import { labelPrintText } from '@shared/domain/label-markup.js';
import { fieldValueTexts } from '@shared/messages/field-values.js';
import { reportPageTexts as t } from '@shared/messages/report-page.js';

/** A field of the report's form as it was when the report came in. */
export interface FieldDef {
  id: string;
  type: (typeof fieldType)[keyof typeof fieldType];
  label: string;
}

/** One line of the decrypted report: the field's label (as stored, with a checkbox's link) and what the reporter gave, in words. */
export interface FieldLine {
  fieldId: string;
  label: string;
  value: string;
}

/**
 * Every field of the report's form with its label, in the form's order: a ticked
 * checkbox reads TAK, an unticked one (not sent) NIE; a select shows the chosen option; a field
 * left empty reads 'Nie podano' (`fieldValueText`). A label is shown with `LinkLabel`, printed
 * with `printedFieldLines`.
 */
export function fieldLines(
  defs: readonly FieldDef[],
  values: readonly { fieldId: string; value: string }[],
): FieldLine[] {
  const given = new Map(values.map((field) => [field.fieldId, field.value]));
  return defs.map((def) => ({
    fieldId: def.id,
    label: def.label,
    value: fieldValueText(def.type, given.get(def.id), fieldValueTexts),
  }));
}

/** The lines for paper (the PDF): each label as plain text, a link's address after its words. */
export const printedFieldLines = (lines: readonly FieldLine[]): FieldLine[] =>
  lines.map((line) => ({ ...line, label: labelPrintText(line.label) }));

/** The reporter's data as lines, or the notice that none was given. */
export function reporterLines(reporter: ReporterContact | null): string[] {
  if (!reporter) return [t.noReporterData];
  const orNotGiven = (value: string) => (value.trim() ? value : t.notGiven);
  return [
    `${t.reporterName}: ${orNotGiven(reporter.name)}`,
    `${t.reporterEmail}: ${orNotGiven(reporter.email)}`,
    `${t.reporterPhone}: ${orNotGiven(reporter.phone)}`,
  ];
}
