/** Category rules (docs/features.md, "Limits and rules"). */
export const categoryLimits = {
  nameMax: 50,
  /** Characters of a label as the reporter reads it: a checkbox link's markup is not counted (`labelText`). */
  labelMax: 500,
  /** Not in the spec: a checkbox link's address (the builder's 'Adres linku'), as stored. */
  linkUrlMax: 2000,
  optionsMax: 900,
  /** Not in the spec: a bound so one category item stays far below DynamoDB's 400 KB. */
  fieldsMax: 50,
  attachmentNameMinExclusive: 3,
  attachmentNameMax: 200,
  attachmentsMax: 20,
} as const;

export const fieldType = { longText: 1, shortText: 2, checkbox: 3, select: 4 } as const;
export type FieldType = (typeof fieldType)[keyof typeof fieldType];

export const fieldTypeLabel: Record<FieldType, string> = {
  1: 'Pole tekstowe długie',
  2: 'Pole tekstowe krótkie',
  3: 'Pole wyboru (checkbox)',
  4: 'Lista wyboru',
};

/** A stored label's bound: the text read, one link's address and its anchor markup (`<a href="…">…</a>`). */
export const LABEL_STORED_MAX =
  categoryLimits.labelMax + categoryLimits.linkUrlMax + '<a href="">'.length + '</a>'.length;

/** 0 blocked, 1 inactive, 2 active; the form sends 2 when "active" is ticked, otherwise 1. */
export const categoryStatus = { blocked: 0, inactive: 1, active: 2 } as const;

/** A select list stores its label as `label|a,b,c`; in the UI options are typed comma-separated. */
export function encodeSelectLabel(label: string, options: string): string {
  const list = options
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .join(',');
  return `${label}|${list}`;
}

export function decodeSelectLabel(stored: string): { label: string; options: string[] } {
  const bar = stored.lastIndexOf('|');
  if (bar < 0) return { label: stored, options: [] };
  return {
    label: stored.slice(0, bar),
    options: stored
      .slice(bar + 1)
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
}

/** A report's form field as its readers get it: a select's options apart from its label. */
export function readableFieldDef<T extends number>(field: { id: string; type: T; required: boolean; label: string }) {
  const { label, options } =
    field.type === fieldType.select ? decodeSelectLabel(field.label) : { label: field.label, options: [] };
  return { id: field.id, type: field.type, required: field.required, label, options };
}

/** A form element as the builder sends it: select options typed comma-separated. */
export interface CategoryFieldDraft {
  type: FieldType;
  required: boolean;
  label: string;
  options?: string;
}
