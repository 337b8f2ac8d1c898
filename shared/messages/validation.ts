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

/** Polish plural of a count: 1 znak, 2–4 znaki (not 12–14), otherwise znaków. */
function plural(n: number, one: string, few: string, many: string): string {
  if (n === 1) return one;
  const lastDigit = n % 10;
  const lastTwo = n % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}
const characters = (n: number) => plural(n, 'znak', 'znaki', 'znaków');
const elements = (n: number) => plural(n, 'element', 'elementy', 'elementów');
