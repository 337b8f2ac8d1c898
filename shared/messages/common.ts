/** Polish texts used across the product (spec documents 1–3). */
export const commonTexts = {
  loading: 'Ładowanie... Proszę czekać',
  pageNotFound: 'Brak wskazanej strony',
  somethingWentWrong: 'Coś poszło nie tak',
  back: 'Wróć',
  /** The name of every close (×) button of a dialog, drawer, alert or notice. */
  close: 'Zamknij',
  /** The buttons of the back office's forms and dialogs, the same wherever they stand. */
  cancel: 'Anuluj',
  save: 'Zapisz',
  edit: 'Edytuj',
  remove: 'Usuń',
  add: 'Dodaj',
  saved: 'Zapisano.',
  /** The close button of a notice above a panel's table. */
  closeNotice: 'Zamknij komunikat',
  /** The heading of a row's state (of a report, a user, a category, an account, an order). */
  status: 'Status',
  fieldRequired: 'Pole wymagane',
  downloadCsv: 'Pobierz CSV',
  csvFailed: 'Nie udało się przygotować pliku CSV.',
} as const;

/** A person's contact details as forms and tables name them (a staff user's, a reporter's). */
export const contactTexts = {
  name: 'Imię i nazwisko',
  nameMax: 'Pole nie może mieć więcej niż 50 znaków',
  email: 'E-mail',
  emailRequired: 'E-mail jest wymagany',
  emailInvalid: 'Niepoprawny E-mail',
  phone: 'Telefon',
} as const;

/**
 * A sentence that ends with a name someone typed: its full stop, unless the name brings its own
 * ('Demo Sp. z o.o.' ends the sentence as it is, never 'o.o..').
 */
export const endSentence = (text: string): string => (/[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text}.`);
