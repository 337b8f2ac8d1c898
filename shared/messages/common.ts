/** Polish texts used across the product (spec documents 1–3). */
export const commonTexts = {
  loading: 'Ładowanie... Proszę czekać',
  pageNotFound: 'Brak wskazanej strony',
  somethingWentWrong: 'Coś poszło nie tak',
  back: 'Wróć',
  /** The name of every close (×) button of a dialog, drawer, alert or notice. */
  close: 'Zamknij',
} as const;
