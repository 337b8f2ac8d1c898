import { isFilled, type FieldValue, type FieldValues, type PublicField } from './field-rules.js';
import { stripMarkup } from './strip-markup.js';

/** Two categories share a field when it has the same type and the same label (case and spaces aside). */
const sameFieldKey = (field: PublicField) =>
  `${field.type}|${stripMarkup(field.label).trim().replace(/\s+/g, ' ').toLowerCase()}`;

export interface CategorySwitch {
  /** The values carried over, keyed by the new category's field ids. */
  values: FieldValues;
  /** Labels (markup stripped) of the filled fields the new category does not have. */
  dropped: string[];
}

/**
 * What switching category does to what the reporter typed: a field both categories have keeps
 * its value (a choice only when the new list offers it); a filled field the new category lacks
 * is named, so the reporter can be asked before it goes.
 */
export function switchCategoryValues(
  from: readonly PublicField[],
  values: FieldValues,
  to: readonly PublicField[],
): CategorySwitch {
  const incoming = new Map(to.map((field) => [sameFieldKey(field), field]));
  const carried: FieldValues = {};
  const dropped: string[] = [];
  for (const field of from) {
    const value = values[field.id];
    if (!isFilled(value)) continue;
    const counterpart = incoming.get(sameFieldKey(field));
    const fits = counterpart && (counterpart.options.length === 0 || counterpart.options.includes(String(value)));
    if (counterpart && fits) carried[counterpart.id] = value as FieldValue;
    else dropped.push(stripMarkup(field.label).trim());
  }
  return { values: carried, dropped };
}
