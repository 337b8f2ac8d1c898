import type { Translation } from '../catalogue.js';
import type { fieldValueTexts as polish } from '../field-values.js';

/** How a report's form reads, in English (the Polish source: ../field-values.ts). */
export const fieldValueTexts = {
  ticked: 'YES',
  unticked: 'NO',
  notGiven: 'Not given',
  linkOpensInNewTab: '(opens in a new tab)',
} as const satisfies Translation<typeof polish>;
