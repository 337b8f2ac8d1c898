import { plural, type Translation } from '../catalogue.js';
import type { validationTexts as polish } from '../validation.js';

const characters = (n: number) => plural('en', n, { one: 'character', other: 'characters' });
const elements = (n: number) => plural('en', n, { one: 'item', other: 'items' });

/** What a refused value is told, in English (the Polish source: ../validation.ts). */
export const validationTexts = {
  required: 'This field is required.',
  invalid: 'Invalid value.',
  notANumber: 'The value must be a number.',
  notAnInteger: 'The value must be a whole number.',
  invalidFormat: 'The value has an invalid format.',
  chooseOption: 'Choose one of the available values.',
  unknownFields: 'The request contains unknown fields.',
  hiddenCharacters: 'The text contains characters that are not allowed (control or invisible characters).',
  optionsHaveBar: 'List options cannot contain the “|” character.',
  encoding: 'Invalid encrypted data or key.',
  tooLongText: (max: number) => `The text can have at most ${max} ${characters(max)}.`,
  tooShortText: (min: number) => `The text must have at least ${min} ${characters(min)}.`,
  tooMany: (max: number) => `You can give at most ${max} ${elements(max)}.`,
  tooFew: (min: number) => `You must give at least ${min} ${elements(min)}.`,
  tooBig: (max: number | bigint) => `The value can be at most ${max}.`,
  tooSmall: (min: number | bigint) => `The value must be at least ${min}.`,
} as const satisfies Translation<typeof polish>;
