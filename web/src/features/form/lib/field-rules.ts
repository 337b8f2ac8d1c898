import type { ResponseOf } from '@shared/contracts/contract.js';
import type { getPublicCategory } from '@shared/contracts/form/get-public-category.js';
import type { ReporterContact } from '@shared/crypto/submission.js';
import { EMAIL_PATTERN, accountLimits } from '@shared/domain/auth.js';
import { fieldType } from '@shared/domain/category.js';
import { reportTextLimits } from '@shared/domain/report-form.js';
import type { Translation } from '@shared/messages/catalogue.js';
import type { formTexts } from '@shared/messages/form.js';
import { stripMarkup } from './strip-markup.js';

/**
 * The reporter-facing rules of the public form. The same rules are put on the
 * inputs as native constraints (required, minLength, pattern, type="email"), so that the
 * browser's `form.checkValidity()` agrees with them; this module also gives each field its
 * message in the language shown and catches what native checks let through (e.g. only spaces, only markup).
 */
/**
 * A field as the reporter reads it (`shownCategory`): its label in their language; a select's `options` stay the
 * organisation's Polish ones, what is sent, and `optionLabels` are what is shown for them.
 */
export type PublicField = ResponseOf<typeof getPublicCategory>['fields'][number] & {
  optionLabels?: string[] | undefined;
};
export type FieldValue = string | boolean;
export type FieldValues = Record<string, FieldValue>;

export type { ReporterContact };
export type ReporterKey = keyof ReporterContact;
export const emptyReporter: ReporterContact = { name: '', phone: '', email: '' };

/** Lengths of typed values (shared/domain/report-form.ts) and of the reporter's e-mail. */
export const textLimits = { ...reportTextLimits, emailMax: accountLimits.emailMax } as const;

/** What the browser's pattern and our check accept as a phone number: exactly 9 digits. */
export const PHONE_PATTERN = `[0-9]{${accountLimits.phoneDigits}}`;
const PHONE = new RegExp(`^${PHONE_PATTERN}$`);

/** A value as it will be sent: markup tags stripped, outer spaces trimmed. */
export const cleanText = (value: string): string => stripMarkup(value).trim();

/** The form's texts in the language shown, which the messages come from. */
export type FormTexts = Translation<typeof formTexts>;

/** The message for one dynamic field, or null when it is fine. Rules apply to required fields. */
export function fieldError(field: PublicField, value: FieldValue | undefined, formTexts: FormTexts): string | null {
  switch (field.type) {
    case fieldType.shortText: {
      const text = cleanText(typeof value === 'string' ? value : '');
      if (text.length > textLimits.shortMax) return formTexts.tooLong(textLimits.shortMax);
      return field.required && text.length < textLimits.shortMin ? formTexts.minLength3 : null;
    }
    case fieldType.longText: {
      const text = cleanText(typeof value === 'string' ? value : '');
      if (text.length > textLimits.longMax) return formTexts.tooLong(textLimits.longMax);
      return field.required && text.length < textLimits.longMin ? formTexts.minLength4 : null;
    }
    case fieldType.select: {
      const chosen = typeof value === 'string' ? value : '';
      if (chosen === '') return field.required ? formTexts.selectRequired : null;
      return field.options.includes(chosen) ? null : formTexts.selectRequired;
    }
    case fieldType.checkbox:
      return field.required && value !== true ? formTexts.checkboxRequired : null;
  }
}

/** Messages for the reporter's data, asked for when the category is not anonymous. */
export function reporterError(key: ReporterKey, reporter: ReporterContact, formTexts: FormTexts): string | null {
  switch (key) {
    case 'name':
      return cleanText(reporter.name).length < textLimits.nameMin ? formTexts.minLength3 : null;
    case 'phone':
      return PHONE.test(reporter.phone.trim()) ? null : formTexts.phoneInvalid;
    case 'email': {
      const email = reporter.email.trim();
      return email.length <= textLimits.emailMax && EMAIL_PATTERN.test(email) ? null : formTexts.emailInvalid;
    }
  }
}

/** A value the reporter has put in: text other than spaces, a choice, a ticked box. */
export const isFilled = (value: FieldValue | undefined): boolean =>
  value === true || (typeof value === 'string' && value.trim() !== '');

export const fieldKey = (fieldId: string) => `field:${fieldId}`;
export const reporterKey = (key: ReporterKey) => `reporter:${key}`;

/** Every message of the form, keyed by `fieldKey` / `reporterKey`; empty when all is fine. */
export function validateReport(
  fields: readonly PublicField[],
  values: FieldValues,
  reporter: ReporterContact | null,
  formTexts: FormTexts,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = fieldError(field, values[field.id], formTexts);
    if (error) errors[fieldKey(field.id)] = error;
  }
  if (reporter) {
    for (const key of ['name', 'phone', 'email'] as const) {
      const error = reporterError(key, reporter, formTexts);
      if (error) errors[reporterKey(key)] = error;
    }
  }
  return errors;
}
