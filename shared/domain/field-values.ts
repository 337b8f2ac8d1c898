/**
 * What a report stores for each field of its form, and how a stored value is read: one definition
 * for every writer (the public form, the phone protocol, the e-mail channel, the demo) and every
 * reader (the report page, its PDF and the forwarding bundle, the register, the reporter's inbox).
 *
 * Stored values do not depend on the language anybody saw: a ticked checkbox is 'on', a select the organisation's own
 * option as the category defines it. What a person reads (TAK/NIE, 'Nie podano', an option in their language) is made
 * from the reading by each view with its own texts (`fieldValueText`).
 */
import { fieldType } from './category.js';

/** A ticked checkbox as stored ('on' means yes). An unticked one stores nothing. */
export const CHECKBOX_TICKED = 'on';

/** The public form and the demo stored a ticked box as 'Tak' before 'on': such reports read as ticked too. */
const READ_AS_TICKED: ReadonlySet<string> = new Set([CHECKBOX_TICKED, 'Tak']);

/** Whether a stored checkbox value means ticked; a value never sent (null, undefined) does not. */
export const isTicked = (stored: string | null | undefined): boolean =>
  stored != null && READ_AS_TICKED.has(stored.trim());

/** A field as far as its stored value goes: its type and, for a select, the organisation's options. */
export interface ValueField {
  type: number;
  options?: readonly string[];
}

/** What a person gave in one field: a ticked box as true, a choice as the option, text as typed. */
export type GivenValue = string | boolean | null | undefined;

/**
 * The value to store for what was given, or null when the field stores nothing (an unticked box,
 * no choice or a choice the category does not offer, text of only spaces). Text is stored trimmed;
 * cleaning it further (the public form strips markup) is its writer's part.
 */
export function storedFieldValue(field: ValueField, given: GivenValue): string | null {
  switch (field.type) {
    case fieldType.checkbox:
      return given === true ? CHECKBOX_TICKED : null;
    case fieldType.select:
      return typeof given === 'string' && (field.options ?? []).includes(given) ? given : null;
    default: {
      const text = typeof given === 'string' ? given.trim() : '';
      return text === '' ? null : text;
    }
  }
}

/** A stored value as its readers understand it, before it is put into words. */
export type FieldReading =
  | { kind: 'checkbox'; ticked: boolean }
  /** A select's choice: the organisation's option as stored. */
  | { kind: 'option'; option: string }
  | { kind: 'text'; text: string }
  /** A select or text field left empty. */
  | { kind: 'notGiven' };

export function readFieldValue(type: number, stored: string | null | undefined): FieldReading {
  if (type === fieldType.checkbox) return { kind: 'checkbox', ticked: isTicked(stored) };
  if (stored == null || stored.trim() === '') return { kind: 'notGiven' };
  return type === fieldType.select ? { kind: 'option', option: stored } : { kind: 'text', text: stored };
}

/** The words a reading is shown with, in the reader's language (`shared/messages/field-values.ts`). */
export interface FieldValueWords {
  ticked: string;
  unticked: string;
  notGiven: string;
}

/** What a person reads for a stored value: TAK or NIE for a checkbox, the option or the text, or 'Nie podano'. */
export function fieldValueText(type: number, stored: string | null | undefined, words: FieldValueWords): string {
  const reading = readFieldValue(type, stored);
  switch (reading.kind) {
    case 'checkbox':
      return reading.ticked ? words.ticked : words.unticked;
    case 'option':
      return reading.option;
    case 'text':
      return reading.text;
    case 'notGiven':
      return words.notGiven;
  }
}
