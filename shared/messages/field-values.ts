import type { FieldValueWords } from '../domain/field-values.js';

/**
 * How a report's form reads wherever it is shown, to staff and to the reporter (ours; the spec's
 * TAK/NIE for a checkbox): the words for a stored value, and the hidden note a label's
 * link carries.
 */
export const fieldValueTexts = {
  ticked: 'TAK',
  unticked: 'NIE',
  notGiven: 'Nie podano',
  linkOpensInNewTab: '(otwiera się w nowej karcie)',
} as const satisfies FieldValueWords & Record<string, string>;
