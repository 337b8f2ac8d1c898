import { commonTexts } from './common.js';

/**
 * What the error pages say beyond the spec's 'Brak wskazanej strony' (ours): why the
 * page was reached and the way on, so nobody is left at a dead end.
 */
export const errorPageTexts = {
  activationLink:
    'Link aktywacyjny działa jeden raz i przez 48 godzin od wysłania. Jeśli konto jest już aktywne, zaloguj się. Jeśli nie, zarejestruj się ponownie tym samym adresem e-mail, a wyślemy nowy link.',
  resetLink:
    'Link do ustawienia nowego hasła działa jeden raz i przez 60 minut od wysłania. Poproś o nowy link albo zaloguj się, jeśli hasło zostało już zmienione.',
  form: 'Nie udało się otworzyć formularza zgłoszeń. Sprawdź adres formularza albo skontaktuj się z organizacją, aby otrzymać aktualny link. Odpowiedzi na wysłane wcześniej zgłoszenie przeczytasz w skrzynce zgłaszającego.',
  formSend:
    'Zgłoszenie nie zostało wysłane. Wróć do formularza i spróbuj ponownie; jeśli błąd się powtarza, skontaktuj się z organizacją innym kanałem.',
  unknownPage: 'Strona o tym adresie nie istnieje. Sprawdź adres albo przejdź dalej:',
  unknownPageStaff: 'Strona o tym adresie nie istnieje. Sprawdź adres albo wróć do panelu głównego.',
  newActivationLink: 'Wyślij nowy link aktywacyjny',
  newResetLink: 'Poproś o nowy link',
  goToLogin: 'Przejdź do logowania',
  goToInbox: 'Skrzynka zgłaszającego',
  backToForm: 'Wróć do formularza',
  backToDashboard: 'Wróć do panelu głównego',
} as const;

/**
 * The error page as a reporter reads it, in their language: a form that did not open or whose
 * report was not sent, and an unknown address reached by someone who is not logged in (a mistyped
 * form link). Its Polish texts are the ones above, picked (each defined once); the staff's pages
 * (an activation or reset link, an unknown page in the back-office) stay Polish.
 */
export const reporterErrorPageTexts = {
  title: commonTexts.pageNotFound,
  /** The language switcher's name, as on the form and the inbox's logins. */
  language: 'Język',
  form: errorPageTexts.form,
  formSend: errorPageTexts.formSend,
  unknownPage: errorPageTexts.unknownPage,
  goToLogin: errorPageTexts.goToLogin,
  goToInbox: errorPageTexts.goToInbox,
  backToForm: errorPageTexts.backToForm,
} as const;
