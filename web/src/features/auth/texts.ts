/**
 * Polish texts of the login and registration screens (spec doc 1 §2, §5, §8).
 * TODO(shared): to move to shared/messages/auth.ts (the handlers' messages will need some).
 */
export const authTexts = {
  loginTab: 'ZALOGUJ',
  registerTab: 'REJESTRACJA',
  tabsLabel: 'Logowanie i rejestracja',
  email: 'E-mail',
  password: 'Hasło',
  login: 'Zaloguj',
  resetPassword: 'Resetuj hasło',
  register: 'Rejestruj',
  emailRequired: 'E-mail jest wymagany',
  emailInvalid: 'Niepoprawny E-mail',
  passwordRequired: 'Hasło jest wymagane',
  passwordTooShort: 'Minimum 6 znaków',
  registrationEmailInvalid: 'Wprowadź poprawny email',
  /** Success alert of registration; used when the registration call arrives. */
  registrationSent: 'Na wskazany adres email wysłano link aktywacyjny',
  termsBefore: 'Rejestrując konto, akceptujesz ',
  termsLink: 'regulamin',
  termsBetween: ' oraz ',
  privacyLink: 'politykę prywatności',
  termsAfter: '.',
  opensInNewTab: '(otwiera się w nowej karcie)',
  loginPending:
    'Logowanie zostanie uruchomione wraz z kontami pracowników. Ten formularz sprawdza już poprawność danych, ale jeszcze ich nie wysyła.',
  registrationPending:
    'Rejestracja organizacji zostanie uruchomiona wraz z kontami pracowników. Adres e-mail nie został jeszcze wysłany.',
} as const;
