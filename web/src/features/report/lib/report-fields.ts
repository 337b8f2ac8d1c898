import type { ReporterContact } from '@shared/crypto/submission.js';
import { fieldType } from '@shared/domain/category.js';
import { reportPageTexts as t } from '@shared/messages/report-page.js';

/** A field of the report's form as it was when the report came in. */
export interface FieldDef {
  id: string;
  type: (typeof fieldType)[keyof typeof fieldType];
  label: string;
}

/** One line of the decrypted report: the field's label and what the reporter gave. */
export interface FieldLine {
  fieldId: string;
  label: string;
  value: string;
}

/**
 * Every field of the report's form with its label, in the form's order (doc 2 §3): a ticked
 * checkbox ('on') reads TAK, an unticked one (not sent) NIE; a select shows the chosen option;
 * a text field left empty reads 'Nie podano'.
 */
export function fieldLines(defs: readonly FieldDef[], values: readonly { fieldId: string; value: string }[]): FieldLine[] {
  const given = new Map(values.map((field) => [field.fieldId, field.value]));
  return defs.map((def) => {
    const value = given.get(def.id);
    if (def.type === fieldType.checkbox) return { fieldId: def.id, label: def.label, value: value === 'on' ? t.yes : t.no };
    return { fieldId: def.id, label: def.label, value: value?.trim() ? value : t.notGiven };
  });
}

/** The reporter's data as lines, or the notice that none was given. */
export function reporterLines(reporter: ReporterContact | null): string[] {
  if (!reporter) return [t.noReporterData];
  const orNotGiven = (value: string) => (value.trim() ? value : t.notGiven);
  return [`${t.reporterName}: ${orNotGiven(reporter.name)}`, `${t.reporterEmail}: ${orNotGiven(reporter.email)}`, `${t.reporterPhone}: ${orNotGiven(reporter.phone)}`];
}
