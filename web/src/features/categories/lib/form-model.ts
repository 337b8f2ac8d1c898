import { randomId } from '@mantine/hooks';
import type * as z from 'zod';
import { ZCategoryInput, type Category, type CategoryInput } from '@shared/contracts/categories/schemas.js';
import { categoryLimits, categoryStatus, fieldType, type FieldType } from '@shared/domain/category.js';
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
}

export interface CategoryFormValues {
  name: string;
  visible: boolean;
  /** Ticked → status 2 (active), otherwise 1 (inactive). */
  active: boolean;
  files: boolean;
  anonymous: boolean;
  fields: FieldDraft[];
}

export const newField = (): FieldDraft => ({
  key: randomId('field-'),
  type: null,
  required: false,
  label: '',
  options: '',
  linkUrl: '',
  linkText: '',
});

/** A new category: visible, active, with file attaching and anonymous reports allowed, no elements yet. */
export const newCategoryValues = (): CategoryFormValues => ({
  name: '',
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
  return {
    name: values.name,
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
const partOrder = ['type', 'label', 'linkUrl', 'linkText', 'options'];

/**
 * Every problem named as a person finds it on the form ('Nazwa: …', 'Element 2, Etykieta: …'),
 * in the order of the form, for the alert that says what to fix.
 */
export function namedErrors(errors: Record<string, unknown>): { path: string; text: string }[] {
  const rank = (path: string): number[] => {
    if (path === 'name') return [0];
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
  values.fields.some((field) => labelLength(field) > categoryLimits.labelMax);

/** Select options as a reporter will see them: the comma-separated parts, trimmed, without blanks. */
export const optionList = (typed: string): string[] =>
  typed
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
