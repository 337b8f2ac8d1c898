/** Polish texts used across the product (spec documents 1–3). */
export const commonTexts = {
  loading: 'Ładowanie... Proszę czekać',
  pageNotFound: 'Brak wskazanej strony',
  somethingWentWrong: 'Coś poszło nie tak',
  back: 'Wróć',
  /** The name of every close (×) button of a dialog, drawer, alert or notice. */
  close: 'Zamknij',
  /** The close (×) button of an alert in a panel or a dialog. */
  closeNotice: 'Zamknij komunikat',
} as const;

/**
 * A sentence that ends with a name someone typed: its full stop, unless the name brings its own
 * ('Demo Sp. z o.o.' ends the sentence as it is, never 'o.o..').
 */
export const endSentence = (text: string): string => (/[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text}.`);
