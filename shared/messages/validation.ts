import { plural } from './catalogue.js';

/**
 * What a refused value is told when no field has a text of its own: plain Polish, never a
 * pattern, a type name or a key of the request (zod's own messages show those).
 */
export const validationTexts = {
  required: 'To pole jest wymagane.',
  invalid: 'Nieprawidłowa wartość.',
  notANumber: 'Wartość musi być liczbą.',
  notAnInteger: 'Wartość musi być liczbą całkowitą.',
  invalidFormat: 'Nieprawidłowy format wartości.',
  chooseOption: 'Wybierz jedną z dostępnych wartości.',
  unknownFields: 'Żądanie zawiera nieznane pola.',
  hiddenCharacters: 'Tekst zawiera niedozwolone znaki (sterujące lub niewidoczne).',
  optionsHaveBar: 'Opcje listy nie mogą zawierać znaku „|”.',
  encoding: 'Nieprawidłowe dane zaszyfrowane lub klucz.',
  tooLongText: (max: number) => `Tekst może mieć najwyżej ${max} ${characters(max)}.`,
  tooShortText: (min: number) => `Tekst musi mieć co najmniej ${min} ${characters(min)}.`,
  tooMany: (max: number) => `Można podać najwyżej ${max} ${elements(max)}.`,
  tooFew: (min: number) => `Trzeba podać co najmniej ${min} ${elements(min)}.`,
  tooBig: (max: number | bigint) => `Wartość może wynosić najwyżej ${max}.`,
  tooSmall: (min: number | bigint) => `Wartość musi wynosić co najmniej ${min}.`,
} as const;

/** 1 znak, 2–4 znaki (not 12–14), otherwise znaków. */
const characters = (n: number) => plural('pl', n, { one: 'znak', few: 'znaki', many: 'znaków', other: 'znaku' });
const elements = (n: number) =>
  plural('pl', n, { one: 'element', few: 'elementy', many: 'elementów', other: 'elementu' });
