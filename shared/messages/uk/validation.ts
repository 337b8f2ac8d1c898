import { plural, type Translation } from '../catalogue.js';
import type { validationTexts as polish } from '../validation.js';

const characters = (n: number) =>
  plural('uk', n, { one: 'символ', few: 'символи', many: 'символів', other: 'символу' });
const elements = (n: number) =>
  plural('uk', n, { one: 'елемент', few: 'елементи', many: 'елементів', other: 'елемента' });

/** What a refused value is told, in Ukrainian (the Polish source: ../validation.ts). */
export const validationTexts = {
  required: 'Це поле обов’язкове.',
  invalid: 'Неправильне значення.',
  notANumber: 'Значення має бути числом.',
  notAnInteger: 'Значення має бути цілим числом.',
  invalidFormat: 'Неправильний формат значення.',
  chooseOption: 'Виберіть одне з доступних значень.',
  unknownFields: 'Запит містить невідомі поля.',
  hiddenCharacters: 'Текст містить недозволені символи (керівні або невидимі).',
  optionsHaveBar: 'Варіанти списку не можуть містити символ «|».',
  encoding: 'Неправильні зашифровані дані або ключ.',
  tooLongText: (max: number) => `Текст може містити щонайбільше ${max} ${characters(max)}.`,
  tooShortText: (min: number) => `Текст має містити щонайменше ${min} ${characters(min)}.`,
  tooMany: (max: number) => `Можна вказати щонайбільше ${max} ${elements(max)}.`,
  tooFew: (min: number) => `Потрібно вказати щонайменше ${min} ${elements(min)}.`,
  tooBig: (max: number | bigint) => `Значення може бути щонайбільше ${max}.`,
  tooSmall: (min: number | bigint) => `Значення має бути щонайменше ${min}.`,
} as const satisfies Translation<typeof polish>;
