import { fieldType } from '@shared/domain/category.js';
import { fieldValueText, storedFieldValue, type FieldValueWords } from '@shared/domain/field-values.js';
import { labelText } from '@shared/domain/label-markup.js';
import { cleanText, type FieldValues, type PublicField, type ReporterContact } from './field-rules.js';

/*
 * The form's values as they are sent and read back: needed only at 'Wyślij', so in the sender's
 * chunk, not on the form's first load (docs/figures.md "Budgets").
 */

/**
 * The values to encrypt, one per field the reporter filled (the contract's "one encrypted value
 * per field the reporter filled"), as `storedFieldValue` defines them: texts with markup stripped,
 * the organisation's option, 'on' for a ticked checkbox. Empty texts, no choice and
 * unticked boxes are left out.
 */
export function reportValues(
  fields: readonly PublicField[],
  values: FieldValues,
): { fieldId: string; value: string }[] {
  return fields.flatMap((field) => {
    const given = values[field.id];
    const isText = field.type === fieldType.longText || field.type === fieldType.shortText;
    const value = storedFieldValue(field, isText && typeof given === 'string' ? cleanText(given) : given);
    return value === null ? [] : [{ fieldId: field.id, value }];
  });
}

/**
 * What was sent, as the reporter reads it back: each label's text, a ticked box as TAK (YES…), the option as it was
 * shown to them, the text.
 */
export function sentFieldLines(
  fields: readonly PublicField[],
  sent: readonly { fieldId: string; value: string }[],
  words: FieldValueWords,
): { label: string; value: string }[] {
  return sent.flatMap(({ fieldId, value }) => {
    const field = fields.find((candidate) => candidate.id === fieldId);
    if (!field) return [];
    const shownOption = field.optionLabels?.[field.options.indexOf(value)];
    return [{ label: labelText(field.label), value: shownOption ?? fieldValueText(field.type, value, words) }];
  });
}

/** The reporter's data as it will be encrypted: markup stripped, trimmed. */
export const reporterValues = (reporter: ReporterContact): ReporterContact => ({
  name: cleanText(reporter.name),
  phone: reporter.phone.trim(),
  email: cleanText(reporter.email),
});
