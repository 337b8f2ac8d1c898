import { randomId } from '@mantine/hooks';
import type * as z from 'zod';
import { ZCategoryInput, type Category, type CategoryInput } from '@shared/contracts/categories/schemas.js';
import { categoryLimits, categoryStatus, fieldType, type FieldType } from '@shared/domain/category.js';

/**
 * The category form as the builder edits it (spec doc 1 §3–5), and the one way from it to the
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
}

export interface CategoryFormValues {
  name: string;
  visible: boolean;
  /** Ticked → status 2 (active), otherwise 1 (inactive) (spec doc 1 §4). */
  active: boolean;
  files: boolean;
  anonymous: boolean;
  fields: FieldDraft[];
}

export const newField = (): FieldDraft => ({ key: randomId('field-'), type: null, required: false, label: '', options: '' });

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
      .map((field) => ({
        key: randomId('field-'),
        id: field.id,
        type: field.type,
        required: field.required,
        label: field.label,
        options: field.type === fieldType.select ? field.options.join(', ') : '',
      })),
  };
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
      label: field.label,
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

/** The body to send (trimmed by the contract), or null while anything is invalid. */
export function toCategoryInput(values: CategoryFormValues): CategoryInput | null {
  const parsed = ZCategoryInput.safeParse(candidate(values));
  return parsed.success ? parsed.data : null;
}

/** An element's error paths start with `fields.{n}.`; the list's own rule is just `fields`. */
export const hasFieldErrors = (errors: Record<string, unknown>): boolean =>
  Object.keys(errors).some((path) => path.startsWith('fields.'));

/**
 * The spec disables saving while a label is over its limit (doc 1 §5: "a counter is shown;
 * submit disabled above" the limit). We use the contract's limit, 500, the one the server applies.
 */
export const labelTooLong = (values: CategoryFormValues): boolean =>
  values.fields.some((field) => field.label.length > categoryLimits.labelMax);

/** Select options as a reporter will see them: the comma-separated parts, trimmed, without blanks. */
export const optionList = (typed: string): string[] =>
  typed
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
