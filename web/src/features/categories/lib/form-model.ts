import { randomId } from '@mantine/hooks';
import type * as z from 'zod';
import { ZCategoryInput, type Category, type CategoryInput } from '@shared/contracts/categories/schemas.js';
import { categoryLimits, categoryStatus, fieldType, type FieldType } from '@shared/domain/category.js';
import { translationLanguages, type TranslationLanguage } from '@shared/domain/category-translations.js';
import { labelText, safeHref } from '@shared/domain/label-markup.js';
import { composeLinkLabel, splitLinkLabel } from '@shared/domain/label-links.js';
import { categoryPanelTexts, categoryTexts } from '@shared/messages/categories.js';

/**
 * The category form as the builder edits it, and the one way from it to the
 * contract's body: every rule comes from `ZCategoryInput`, so the form and the server agree.
 */

/** One form element being edited; `key` only identifies it in the list while editing. */
export interface FieldDraft {
  key: string;
  /** The stored element's id; none for a new one. */
  id?: string | undefined;
  /** null until a type is chosen ('Pole wymagane'). */
  type: FieldType | null;
  required: boolean;
  label: string;
  /** Select options as typed, comma separated; sent only for a select list. */
  options: string;
  /** A checkbox's link (optional): its address and the words of the label that become the link. */
  linkUrl: string;
  linkText: string;
  /** Its texts in each other language, typed as the Polish ones; empty is untranslated. */
  translations: Record<TranslationLanguage, FieldTranslationDraft>;
}

/** A field's texts in one language: the label (a checkbox's link's words apart), a select's options comma-typed. */
export interface FieldTranslationDraft {
  label: string;
  /** The words of the translated label that become the Polish label's link (its address stays the Polish one). */
  linkText: string;
  options: string;
}

export interface CategoryFormValues {
  name: string;
  /** The name in each other language (at the contract's paths); empty is untranslated. */
  translations: Record<TranslationLanguage, { name: string }>;
  visible: boolean;
  /** Ticked → status 2 (active), otherwise 1 (inactive). */
  active: boolean;
  files: boolean;
  anonymous: boolean;
  fields: FieldDraft[];
}

/** The same value for every language translated into. */
const byLanguage = <T>(make: (language: TranslationLanguage) => T): Record<TranslationLanguage, T> =>
  Object.fromEntries(translationLanguages.map((language) => [language, make(language)])) as Record<
    TranslationLanguage,
    T
  >;

export const newField = (): FieldDraft => ({
  key: randomId('field-'),
  type: null,
  required: false,
  label: '',
  options: '',
  linkUrl: '',
  linkText: '',
  translations: byLanguage(() => ({ label: '', linkText: '', options: '' })),
});

/** A new category: visible, active, with file attaching and anonymous reports allowed, no elements yet. */
export const newCategoryValues = (): CategoryFormValues => ({
  name: '',
  translations: byLanguage(() => ({ name: '' })),
  visible: true,
  active: true,
  files: true,
  anonymous: true,
  fields: [],
});

/** A stored category in the form: elements in their order, select options joined for typing. */
export function categoryToValues(category: Category): CategoryFormValues {
  return {
    name: category.name,
    translations: byLanguage((language) => ({ name: category.translations?.[language]?.name ?? '' })),
    visible: category.visible,
    active: category.status === categoryStatus.active,
    files: category.files,
    anonymous: category.anonymous,
    fields: [...category.fields]
      .sort((a, b) => a.order - b.order)
      .map((field) => {
        // A checkbox's stored markup (one link) becomes its text and its link field again.
        const split =
          field.type === fieldType.checkbox ? splitLinkLabel(field.label) : { text: field.label, link: null };
        return {
          key: randomId('field-'),
          id: field.id,
          type: field.type,
          required: field.required,
          label: split.text,
          options: field.type === fieldType.select ? field.options.join(', ') : '',
          linkUrl: split.link?.url ?? '',
          linkText: split.link?.text ?? '',
          translations: byLanguage((language) => {
            const translation = field.translations?.[language];
            const label = translation?.label ?? '';
            const splitLabel = field.type === fieldType.checkbox ? splitLinkLabel(label) : { text: label, link: null };
            return {
              label: splitLabel.text,
              linkText: splitLabel.link?.text ?? '',
              options: translation?.options?.join(', ') ?? '',
            };
          }),
        };
      }),
  };
}

/** Whether a checkbox's link fields were touched at all (a link is optional). */
const hasLink = (field: FieldDraft) =>
  field.type === fieldType.checkbox && (field.linkUrl.trim() !== '' || field.linkText.trim() !== '');

/** The label as it will be stored: a checkbox's link written into it as the one allowed anchor. */
export function storedLabel(field: FieldDraft): string {
  if (!hasLink(field)) return field.label;
  return composeLinkLabel(field.label, { url: field.linkUrl.trim(), text: field.linkText.trim() });
}

/** A translated label as it will be stored: a checkbox's link, at the Polish label's address, on the words given. */
export function storedTranslatedLabel(field: FieldDraft, language: TranslationLanguage): string {
  const { label, linkText } = field.translations[language];
  if (!hasLink(field) || linkText.trim() === '' || label.trim() === '') return label;
  return composeLinkLabel(label, { url: field.linkUrl.trim(), text: linkText.trim() });
}

/** A field's translations as the contract takes them: only the languages given something. */
function translationsCandidate(field: FieldDraft) {
  const given = translationLanguages.flatMap((language) => {
    const label = storedTranslatedLabel(field, language);
    const options = field.type === fieldType.select ? field.translations[language].options : '';
    if (label.trim() === '' && options.trim() === '') return [];
    return [[language, { ...(label.trim() ? { label } : {}), ...(options.trim() ? { options } : {}) }] as const];
  });
  return given.length > 0 ? { translations: Object.fromEntries(given) } : {};
}

/** Whether an element lacks a translation into `language`: its label, or a list's options. */
export const lacksTranslation = (field: FieldDraft, language: TranslationLanguage): boolean =>
  field.translations[language].label.trim() === '' ||
  (field.type === fieldType.select && field.translations[language].options.trim() === '');

/** How many of the category's texts (its name, each element) lack a translation into `language`. */
export const missingTranslations = (values: CategoryFormValues, language: TranslationLanguage): number =>
  (values.translations[language].name.trim() === '' ? 1 : 0) +
  values.fields.filter((field) => lacksTranslation(field, language)).length;

/** The label's length as the reporter reads it (the link's text counted, its markup not): what the counter shows and the limit binds. */
export const labelLength = (field: FieldDraft): number => labelText(storedLabel(field)).length;

/** The link fields' own rules (the address must be a full http(s) one; both or neither). */
function linkErrors(field: FieldDraft): { linkUrl?: string; linkText?: string } {
  if (!hasLink(field)) return {};
  const errors: { linkUrl?: string; linkText?: string } = {};
  if (field.linkUrl.trim() === '') errors.linkUrl = categoryTexts.linkUrlRequired;
  else if (!safeHref(field.linkUrl) || !/^https?:\/\//i.test(field.linkUrl.trim()))
    errors.linkUrl = categoryTexts.linkUrlInvalid;
  else if ((safeHref(field.linkUrl) ?? '').length > categoryLimits.linkUrlMax)
    errors.linkUrl = categoryTexts.linkUrlTooLong(categoryLimits.linkUrlMax);
  if (field.linkText.trim() === '') errors.linkText = categoryTexts.linkTextRequired;
  else if (/[<>]/.test(field.linkText)) errors.linkText = categoryTexts.checkboxLabelMarkup;
  return errors;
}

/** What the form would send, before checking: the contract's body shape with the form's values. */
function candidate(values: CategoryFormValues): unknown {
  const names = translationLanguages.flatMap((language) =>
    values.translations[language].name.trim()
      ? [[language, { name: values.translations[language].name }] as const]
      : [],
  );
  return {
    name: values.name,
    ...(names.length > 0 ? { translations: Object.fromEntries(names) } : {}),
    visible: values.visible,
    status: values.active ? categoryStatus.active : categoryStatus.inactive,
    files: values.files,
    anonymous: values.anonymous,
    fields: values.fields.map((field) => ({
      ...(field.id ? { id: field.id } : {}),
      type: field.type ?? undefined,
      required: field.required,
      label: storedLabel(field),
      ...(field.type === fieldType.select ? { options: field.options } : {}),
      ...translationsCandidate(field),
    })),
  };
}

const pathOf = (issue: z.core.$ZodIssue): string => issue.path.map(String).join('.');

/** Form path (`name`, `fields`, `fields.2.label`) → the first Polish message for it. */
export function validateCategory(values: CategoryFormValues): Record<string, string> {
  const parsed = ZCategoryInput.safeParse(candidate(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = pathOf(issue);
    errors[path] ??= issue.message;
  }
  return errors;
}

/** The contract's rules and the link fields' own, by form path. */
export function validateCategoryForm(values: CategoryFormValues): Record<string, string> {
  const errors = validateCategory(values);
  values.fields.forEach((field, index) => {
    for (const [part, message] of Object.entries(linkErrors(field))) errors[`fields.${index}.${part}`] ??= message;
    // The contract names a too long address at the label it is stored in; the form names it once, at the address.
    if (errors[`fields.${index}.label`] === errors[`fields.${index}.linkUrl`]) delete errors[`fields.${index}.label`];
  });
  return errors;
}

const partNames: Record<string, string> = {
  type: categoryPanelTexts.fieldType,
  label: categoryPanelTexts.fieldLabel,
  options: categoryPanelTexts.fieldOptions,
  linkUrl: categoryPanelTexts.linkUrl,
  linkText: categoryPanelTexts.linkText,
};
const partOrder = ['type', 'label', 'linkUrl', 'linkText', 'options', 'translations'];

/**
 * Where a translation's problem is: `translations.uk.name` (the name's) or `fields.2.translations.en.options` (an
 * element's); null for any other path.
 */
export function translationPath(path: string): { language: TranslationLanguage; field?: number; part: string } | null {
  const parts = path.split('.');
  const at = parts.indexOf('translations');
  const language = parts[at + 1] as TranslationLanguage | undefined;
  if (at < 0 || !language || !translationLanguages.includes(language)) return null;
  const part = parts[at + 2] ?? '';
  return at === 0 ? { language, part } : { language, field: Number(parts[1]), part };
}

/**
 * Every problem named as a person finds it on the form ('Nazwa: …', 'Element 2, Etykieta: …'),
 * in the order of the form, for the alert that says what to fix.
 */
export function namedErrors(errors: Record<string, unknown>): { path: string; text: string }[] {
  const rank = (path: string): number[] => {
    if (path === 'name') return [0];
    if (path.startsWith('translations.')) return [0, 1];
    const [, n, part] = path.split('.');
    if (n === undefined) return [1];
    return [2, Number(n), Math.max(0, partOrder.indexOf(part ?? ''))];
  };
  return Object.entries(errors)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .sort(([a], [b]) => {
      const [x, y] = [rank(a), rank(b)];
      for (let i = 0; i < Math.max(x.length, y.length); i += 1)
        if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) - (y[i] ?? -1);
      return 0;
    })
    .map(([path, message]) => {
      if (path === 'name') return { path, text: `${categoryPanelTexts.name}: ${message}` };
      const translated = translationPath(path);
      if (translated?.field === undefined && translated)
        return {
          path,
          text: `${categoryPanelTexts.name}, ${categoryPanelTexts.translationInto[translated.language]}: ${message}`,
        };
      if (translated?.field !== undefined) {
        const where = `${categoryPanelTexts.fieldLegend(translated.field + 1)}, ${categoryPanelTexts.translationInto[translated.language]}`;
        return { path, text: `${where}, ${partNames[translated.part] ?? translated.part}: ${message}` };
      }
      const [, n, part] = path.split('.');
      if (n === undefined) return { path, text: message };
      return {
        path,
        text: `${categoryPanelTexts.fieldLegend(Number(n) + 1)}, ${partNames[part ?? ''] ?? part}: ${message}`,
      };
    });
}

/** The body to send (trimmed by the contract), or null while anything is invalid. */
export function toCategoryInput(values: CategoryFormValues): CategoryInput | null {
  const parsed = ZCategoryInput.safeParse(candidate(values));
  return parsed.success ? parsed.data : null;
}

/** An element's error paths start with `fields.{n}.`; the list's own rule is just `fields`. */
export const hasFieldErrors = (errors: Record<string, unknown>): boolean =>
  Object.keys(errors).some((path) => path.startsWith('fields.'));

/**
 * The spec disables saving while a label is over its limit (docs/features.md, "Limits and rules": "a counter is shown;
 * submit disabled above" the limit). We use the contract's limit, 500 characters of what the
 * reporter reads, the one the server applies.
 */
export const labelTooLong = (values: CategoryFormValues): boolean =>
  values.fields.some(
    (field) =>
      labelLength(field) > categoryLimits.labelMax ||
      translationLanguages.some(
        (language) => labelText(storedTranslatedLabel(field, language)).length > categoryLimits.labelMax,
      ),
  );

/** Select options as a reporter will see them: the comma-separated parts, trimmed, without blanks. */
export const optionList = (typed: string): string[] =>
  typed
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
