import type { Translation } from '../catalogue.js';
import type { fieldValueTexts as polish } from '../field-values.js';

/** How a report's form reads, in Ukrainian (the Polish source: ../field-values.ts). */
export const fieldValueTexts = {
  ticked: 'ТАК',
  unticked: 'НІ',
  notGiven: 'Не вказано',
  linkOpensInNewTab: '(відкривається в новій вкладці)',
} as const satisfies Translation<typeof polish>;
