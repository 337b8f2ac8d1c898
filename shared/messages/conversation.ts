import { PHONE_DIGITS } from '../domain/phone.js';
import { pageTitleTexts } from './page-titles.js';
/**
 * The conversation between staff and the reporter, and the reporter inbox. The spec's exact wording where it gives one; the rest (marked) is ours.
 */
export const conversationTexts = {
  // Exact ({product}ŚCIE is SYGNALIŚCIE).
  closed: 'ZGŁOSZENIE ZOSTAŁO ZAMKNIĘTE',
  noReplyRight: 'BRAK UPRAWNIEŃ DO ODPOWIADANIA SYGNALIŚCIE',

  // --- Our wording where the spec gives none. ---
  title: 'Korespondencja z sygnalistą',
  hideMessages: 'Ukryj wiadomości',
  showMessages: 'Pokaż wiadomości',
  hideAttachments: 'Ukryj załączniki',
  showAttachments: 'Pokaż załączniki',
  noMessages: 'Brak wiadomości.',
  reporter: 'Sygnalista',
  staff: 'Organizacja',
  /** The rule's answer at receipt (issue #34), in the conversation as its author. */
  automaticAcknowledgement: 'Automatyczne potwierdzenie',
  automaticAcknowledgementInPolish: 'Organizacja napisała to potwierdzenie tylko po polsku.',
  reply: 'Odpowiedz sygnaliście',
  replyText: 'Treść odpowiedzi',
  send: 'Wyślij',
  textRequired: 'Treść wiadomości jest wymagana',
  tooLong: (max: number) => `Wiadomość może mieć najwyżej ${max} znaków`,
  attachments: 'Załączniki',
  addFiles: 'Dodaj pliki',
  removeFile: (name: string) => `Usuń plik ${name}`,
  download: (name: string) => `Pobierz ${name}`,
  encrypting: 'Trwa szyfrowanie wiadomości...',
  sending: 'Trwa wysyłanie wiadomości...',
  uploading: 'Trwa wysyłanie załączników...',
  uploadProgress: 'Postęp wysyłania załączników',
  sent: 'Wiadomość została wysłana.',
  decrypting: 'Trwa odszyfrowywanie korespondencji...',
  undecryptable: 'Nie można odszyfrować tej wiadomości.',
  noKey: 'Brak klucza zgłoszenia: korespondencji nie można odszyfrować.',
  fileUnavailable: 'Nie można pobrać pliku.',
  changedMeanwhile: 'Wiadomość o tym identyfikatorze została już wysłana.',
  messageNotFound: 'Nie znaleziono wiadomości.',
  /** A staff reply marked as the Act's feedback: the box's checkbox and the mark on the sent reply. */
  isFeedback: 'To jest informacja zwrotna',
  isFeedbackHint:
    'Zaznacz, jeśli odpowiedź przekazuje sygnaliście informację o planowanych lub podjętych działaniach następczych i ich powodach. Tylko taka odpowiedź dotrzymuje terminu 3 miesięcy; zwykła odpowiedź (np. prośba o dokumenty) go nie zatrzymuje.',
  feedbackMark: 'Informacja zwrotna',
} as const;

/** The reporter inbox. */
export const inboxTexts = {
  // Exact.
  identifier: 'Identyfikator',
  password: 'Hasło',
  phoneIdentifier: 'Identyfikator zgłoszenia telefonicznego',
  phone: 'Numer telefonu',
  identifierRequired: 'Identyfikator jest wymagany',
  passwordRequired: 'Hasło jest wymagane',
  /** Spelled as the spec spells it ("zanki"). */
  passwordMin: 'Minimum 4 zanki',
  phoneRequired: 'Numer telefonu jest wymagany',
  phoneDigits: `${PHONE_DIGITS} cyfr bez spacji`,
  logoutIn: (clock: string) => `Wylogowanie za ${clock}`,
  extend: 'Przedłuż',

  // --- Our wording where the spec gives none. ---
  loginTitle: 'Skrzynka zgłoszenia',
  /** Both logins' tab title (page-titles.ts's). */
  loginPageTitle: pageTitleTexts.compose(pageTitleTexts.pages.inboxLogin),
  loginIntro: 'Zaloguj się identyfikatorem zgłoszenia i hasłem otrzymanymi po jego wysłaniu.',
  phoneLoginTitle: 'Skrzynka zgłoszenia telefonicznego',
  phoneLoginIntro:
    'Zaloguj się identyfikatorem zgłoszenia telefonicznego i numerem telefonu, z którego zgłoszenie zostało przyjęte.',
  login: 'Zaloguj',
  /** The login's progress while the secret is checked in the browser (the staff login's words, authTexts). */
  verifyingPassword: 'Trwa weryfikacja hasła...',
  /** The language switcher's name, as on the form (formTexts.language). */
  language: 'Język',
  phoneLoginLink: 'Zgłoszenie telefoniczne? Zaloguj się numerem telefonu',
  passwordLoginLink: 'Logowanie identyfikatorem i hasłem',
  openingReport: 'Trwa odszyfrowywanie zgłoszenia...',
  invalidIdentifier: 'Nieprawidłowy identyfikator zgłoszenia.',
  /** The same for an unknown identifier and a wrong secret. */
  invalidCredentials: 'Nieprawidłowy identyfikator lub hasło.',
  logout: 'Wyloguj',
  info: 'Informacje o zgłoszeniu',
  receivedAt: 'Data przyjęcia',
  category: 'Kategoria',
  status: 'Status',
  organisation: 'Organizacja',
  acknowledged: (date: string) => `Organizacja potwierdziła przyjęcie zgłoszenia ${date}.`,
  notAcknowledged: 'Organizacja nie otworzyła jeszcze zgłoszenia. Potwierdzenie przyjęcia pojawi się tutaj.',
  showReport: 'Pokaż zgłoszenie',
  hideReport: 'Ukryj zgłoszenie',
  reporterData: 'Dane zgłaszającego',
  noReporterData: 'Zgłoszenie anonimowe: nie podano danych osobowych.',
  reportFiles: 'Załączniki zgłoszenia',
  conversation: 'Korespondencja',
  writeMessage: 'Napisz wiadomość',
  messageText: 'Treść wiadomości',
  closedNotice: 'Zgłoszenie zostało zamknięte: nie można już wysyłać wiadomości.',
  licenceNotice: 'Wysyłanie wiadomości jest wyłączone z powodu wygaśnięcia licencji organizacji.',
  loadFailed: 'Nie udało się wczytać zgłoszenia. Zaloguj się ponownie.',
  sessionEnded: 'Sesja skrzynki wygasła. Zaloguj się ponownie.',
  /** The countdown's last minute (typing does not extend the session: only 'Przedłuż' does). */
  sessionEndingSoon:
    'Za minutę nastąpi wylogowanie. Aby zostać w skrzynce, wybierz „Przedłuż”. Niewysłana wiadomość zostanie zachowana w tej karcie przeglądarki i wróci po ponownym zalogowaniu tym samym identyfikatorem.',
  sessionEndedDraftKept:
    'Sesja skrzynki wygasła. Niewysłana wiadomość czeka w tej karcie przeglądarki: wróci po zalogowaniu tym samym identyfikatorem.',
  draftRestored: 'Przywrócono wiadomość napisaną przed wylogowaniem. Nie została jeszcze wysłana.',
  messageSent: 'Wysłano.',
  sessionBar: 'Sesja skrzynki',
  keyMissing: 'Brak klucza zgłoszenia. Zaloguj się ponownie.',
  msgNotAccepted: 'Pliki programu Outlook (MSG) nie są przyjmowane w skrzynce zgłoszenia.',
} as const;
