import { PHONE_DIGITS } from '../domain/phone.js';

/** What a person is told about a phone number they typed, wherever they typed it. */
export const phoneTexts = {
  invalid: `Podaj poprawny numer telefonu - ${PHONE_DIGITS} cyfr`,
  exactDigits: `Numer telefonu musi zawierać dokładnie ${PHONE_DIGITS} cyfr!`,
} as const;
