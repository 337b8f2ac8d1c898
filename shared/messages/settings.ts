import { phoneTexts } from './phone.js';
import { commonTexts, contactTexts } from './common.js';
import { phoneReportTexts } from './phone-reports.js';
/**
 * Texts of Settings. Validation texts are the spec's, letter for letter;
 * titles, labels, confirmations and notes where the spec is silent are ours.
 */
export const companyDataTexts = {
  title: 'Dane firmy',
  name: 'Nazwa',
  address: 'Adres',
  zipCode: 'Kod pocztowy',
  city: 'Miejscowość',
  nip: 'NIP',
  status: commonTexts.status,
  active: 'Aktywne',
  inactive: 'Nieaktywne',
  validTo: 'Konto ważne do',
  package: 'Pakiet',
  edit: 'Zmień dane firmy',
  confirmTitle: 'Zmiana danych firmy',
  confirm: 'Czy na pewno zmienić dane firmy?',
  saved: 'Zapisano dane firmy.',
  // The spec's words, exact.
  required: 'Pole jest wymagane.',
  nipTooShort: 'Pole nie może mieć mniej niż 10 znaków',
  nipTooLong: 'Pole nie może mieć więcej niż 10 znaków',
  nipInvalid: 'Błędny numer NIP',
  nipHint: 'Opcjonalnie, 10 cyfr',
} as const;

export const aliasTexts = {
  title: 'Alias formularza i deklaracja dostępności',
  alias: 'Alias formularza',
  formAddress: 'Adres formularza',
  generated: 'Formularz działa pod adresem wygenerowanym przy rejestracji.',
  edit: 'Zmień alias',
  save: 'Zapisz alias',
  remove: 'Usuń alias',
  hint: 'Od 6 do 100 znaków: litery, cyfry, „-” i „_”. Po zapisaniu formularz działa tylko pod nowym adresem.',
  confirmTitle: 'Alias formularza',
  confirmSave: (url: string) => `Czy na pewno zmienić alias? Formularz będzie dostępny tylko pod adresem ${url}.`,
  confirmRemove: (url: string) => `Czy na pewno usunąć alias? Formularz wróci pod adres ${url}.`,
  saved: 'Zapisano alias formularza.',
  removed: 'Usunięto alias formularza.',
  // The spec's words, exact.
  tooShort: 'Minimalna długość aliasu wynosi 6 znaków',
  tooLong: 'Maksymalna długość aliasu wynosi 100 znaków',
  invalidCharacters: 'Alias zawiera niedozwolone znaki',
  // Ours.
  taken: 'Ten alias jest już zajęty. Wybierz inny.',
} as const;

export const logoTexts = {
  title: 'Logo',
  defaultLogo: 'Domyślne logo',
  current: (company: string) => `Logo: ${company}`,
  upload: 'Wgraj logo',
  replace: 'Zmień logo',
  remove: 'Usuń logo',
  hint: 'Plik PNG, do 5 MB. Logo pokazuje formularz zgłoszeń.',
  confirmRemove: 'Czy na pewno usunąć logo? Formularz pokaże logo domyślne.',
  saved: 'Zapisano logo.',
  removed: 'Usunięto logo.',
  uploading: 'Trwa wysyłanie pliku...',
  // The spec's message for 5 MB, in the form of its 30 MB alert.
  tooLarge: 'Zbyt duży rozmiar pliku! Suma załączników nie może przekraczać 5MB',
  notPng: 'Nieobsługiwany typ pliku. Logo musi być plikiem PNG.',
} as const;

export const statementTexts = {
  title: 'Deklaracja dostępności',
  none: 'Brak deklaracji dostępności.',
  upload: 'Wgraj deklarację',
  replace: 'Zmień deklarację',
  download: 'Pobierz',
  remove: 'Usuń deklarację',
  hint: 'Plik HTML, do 5 MB. Formularz pokazuje link do jej pobrania; plik jest zawsze pobierany, nigdy otwierany w serwisie.',
  confirmRemove: 'Czy na pewno usunąć deklarację dostępności?',
  saved: 'Zapisano deklarację dostępności.',
  removed: 'Usunięto deklarację dostępności.',
  notHtml: 'Nieobsługiwany typ pliku. Deklaracja dostępności musi być plikiem HTML.',
  notFound: 'Organizacja nie opublikowała deklaracji dostępności.',
} as const;

export const channelTexts = {
  title: 'Dodatkowe typy zgłoszeń',
  phone: 'Zgłoszenia telefoniczne',
  email: 'Zgłoszenia e-mail',
  enabled: 'Włączone',
  disabled: 'Wyłączone',
  enablePhone: 'Włącz zgłoszenia telefoniczne',
  enableEmail: 'Włącz zgłoszenia e-mail',
  category: 'Kategoria',
  phoneCategory: 'Kategoria zgłoszeń telefonicznych',
  emailCategory: 'Kategoria zgłoszeń e-mail',
  phoneNumber: 'Numer telefonu',
  pin: 'PIN',
  pinHint: 'PIN nadaje system przy pierwszym włączeniu; dzwoniący podaje go, by wskazać organizację.',
  emailAddress: 'Adres e-mail',
  none: '-',
  edit: 'Zmień dodatkowe typy',
  confirm: 'Czy na pewno zapisać dodatkowe typy zgłoszeń?',
  saved: 'Zapisano dodatkowe typy zgłoszeń.',
  pending: 'Formularz pokazuje te informacje, gdy typ jest włączony.',
  emailReception:
    'Wiadomości wysłane na adres zgłoszeń e-mail stają się zgłoszeniami w wybranej kategorii, a nadawca dostaje e-mailem identyfikator i hasło do skrzynki sygnalisty. Zgłoszenia e-mail nie są szyfrowane end-to-end w drodze: serwer szyfruje wiadomość i załączniki kluczem organizacji zaraz po odebraniu i usuwa ich niezaszyfrowaną kopię.',
  recordPhoneReport: phoneReportTexts.record,
  // The spec's words, exact.
  emailCategoryMissing: 'Nie wybrano kategorii dla zgłoszeń email',
  phoneCategoryMissing: phoneReportTexts.noCategory,
  // Ours.
  phoneNumberInvalid: phoneTexts.invalid,
  emailInvalid: contactTexts.emailInvalid,
  notInPackage: 'Pakiet organizacji nie obejmuje tego typu zgłoszeń.',
  categoryNotFound: 'Wybrana kategoria nie istnieje.',
  pinUnavailable: 'Nie udało się nadać PIN-u. Spróbuj ponownie.',
  emailAddressTaken: 'Ten adres zgłoszeń e-mail jest już używany przez inną organizację.',
  /** The e-mail channel receives only at its own domain (decision 92). */
  emailOutsideDomain: (domain: string) => `Adres zgłoszeń e-mail musi być w domenie ${domain}.`,
  emailDomainHint: (domain: string) =>
    `Poczta zgłoszeń trafia do Ostoi tylko na adresy w domenie ${domain}, np. nazwa-firmy@${domain}. Aby przyjmować zgłoszenia na adres w domenie organizacji, ustaw w swojej skrzynce przekierowanie na ten adres.`,
} as const;

export const securityTexts = {
  title: 'Bezpieczeństwo',
  adminFiles: 'Skanowanie antywirusowe plików administratorów',
  reporterFiles: 'Skanowanie antywirusowe plików sygnalistów',
  on: channelTexts.enabled,
  off: channelTexts.disabled,
  edit: 'Zmień ustawienia bezpieczeństwa',
  confirm: 'Czy na pewno zapisać ustawienia bezpieczeństwa?',
  saved: 'Zapisano ustawienia bezpieczeństwa.',
  plaintext:
    'Gdy skanowanie plików sygnalistów jest włączone, serwer na czas sprawdzenia odszyfrowuje każdy załącznik wysłany z formularzem lub ze skrzynki sygnalisty, więc widzi jego zawartość (formularz i skrzynka mówią o tym sygnaliście); niezaszyfrowanej kopii nie zapisuje. Plik z wirusem jest odrzucany, a gdy skaner jest niedostępny, zgłoszenie z załącznikami ani załącznik wiadomości nie jest przyjmowany.',
  adminPlaintext:
    'Gdy skanowanie plików administratorów jest włączone, serwer w ten sam sposób sprawdza pliki dodawane przez pracowników: załączniki odpowiedzi, prywatne załączniki zgłoszeń, załączniki kategorii, logo i deklarację dostępności. Plik z wirusem jest odrzucany, a gdy skaner jest niedostępny, plik nie jest dodawany.',
} as const;

/** The organisation's own text under the product's explanation of external reports (ours: the spec has none). */
export const externalChannelsNoteTexts = {
  title: 'Informacja o zgłoszeniach zewnętrznych',
  description:
    'Formularz zgłoszeń i skrzynka sygnalisty wyjaśniają, jak zgłosić naruszenie Rzecznikowi Praw Obywatelskich, organom publicznym i instytucjom Unii Europejskiej. Pod tym wyjaśnieniem możesz dodać własny tekst organizacji, np. wskazać organ właściwy dla jej działalności.',
  none: 'Brak tekstu organizacji.',
  text: 'Tekst po polsku',
  translation: { uk: 'Tłumaczenie na ukraiński (opcjonalnie)', en: 'Tłumaczenie na angielski (opcjonalnie)' },
  languageName: { uk: 'Ukraiński', en: 'Angielski' },
  translated: 'podane',
  noTranslation: 'brak – zgłaszający zobaczy tekst po polsku',
  hint: (max: number) =>
    `Zwykły tekst, do ${max} znaków w każdym języku, bez znaczników HTML; akapity oddziel pustym wierszem. Zgłaszający, który wybierze język ukraiński lub angielski, zobaczy tłumaczenie, a gdzie go brak – tekst po polsku z tą informacją.`,
  edit: 'Zmień informację',
  confirm: 'Czy na pewno zapisać informację o zgłoszeniach zewnętrznych?',
  saved: 'Zapisano informację o zgłoszeniach zewnętrznych.',
  markup: 'Tekst może zawierać tylko zwykły tekst, bez znaczników HTML (takich jak <b> czy <img>).',
  translationWithoutText: 'Najpierw wpisz tekst po polsku: tłumaczenie pokazuje się tylko razem z nim.',
} as const;

/** Voice messages (issue #32): an additional type within the package, with the disguise policy and the time limit. */
export const voiceMessageSettingsTexts = {
  title: 'Wiadomości głosowe',
  description:
    'Sygnalista może nagrać w formularzu wiadomość głosową zamiast pisać. Nagranie jest szyfrowane w przeglądarce jak każdy załącznik i liczy się do limitu plików. Zmiana głosu dzieje się w przeglądarce sygnalisty przed szyfrowaniem: serwer nigdy nie dostaje jego prawdziwego głosu. Zmiana głosu nie jest anonimizacją: słowa, akcent, sposób mówienia i dźwięki tła pozostają.',
  enabled: 'Wiadomości głosowe',
  disguise: 'Zmiana głosu',
  disguisePolicy: { always: 'zawsze', reporterChooses: 'sygnalista decyduje', never: 'nigdy' },
  maxMinutes: 'Limit czasu nagrania (minuty)',
  minutes: (minutes: number) => `${minutes} min`,
  minutesRange: (min: number, max: number) => `Podaj liczbę minut od ${min} do ${max}.`,
  on: channelTexts.enabled,
  off: channelTexts.disabled,
  needsFiles:
    'Nagranie jest wysyłane jako załącznik: formularz pokazuje je tylko w kategoriach, które pozwalają dodawać załączniki.',
  edit: 'Zmień ustawienia wiadomości głosowych',
  confirm: 'Czy na pewno zapisać ustawienia wiadomości głosowych?',
  saved: 'Zapisano ustawienia wiadomości głosowych.',
  notInPackage: 'Wiadomości głosowe nie są dostępne w pakiecie organizacji.',
} as const;

/** Rules (issue #34, 'Reguły'): what the platform does by itself, each on or off with its parameters. */
export const rulesTexts = {
  title: 'Reguły',
  description:
    'Reguły działają same, bez udziału użytkowników. Każde ich działanie zapisuje się w logu systemowym jako działanie użytkownika System.',
  acknowledgement: 'Automatyczne potwierdzenie przyjęcia',
  acknowledgementDescription:
    'Zaraz po wysłaniu zgłoszenia przez formularz sygnalista dostaje w swojej skrzynce potwierdzenie przyjęcia z tekstem organizacji, w wybranym przez siebie języku. Termin potwierdzenia przyjęcia (7 dni) jest wtedy dotrzymany w dniu przyjęcia. Zgłoszenia telefoniczne i e-mailowe potwierdza, jak dotąd, otwarcie zgłoszenia.',
  acknowledgementText: 'Treść potwierdzenia po polsku',
  acknowledgementVersion: (version: number) => `Wersja treści: ${version}`,
  noText: 'Brak treści.',
  textRequired: 'Wpisz treść potwierdzenia po polsku, aby włączyć automatyczne potwierdzenie.',
  escalationDescription:
    'Eskalacje wysyłają e-mail bez treści zgłoszenia: tylko jego identyfikator, kategorię i odnośnik. Każde powiadomienie o danym zgłoszeniu przychodzi raz.',
  escalation: {
    unopened: 'Zgłoszenie nieotwarte',
    unassigned: 'Zgłoszenie bez osoby prowadzącej',
    feedbackReminder: 'Przypomnienie o informacji zwrotnej',
  },
  escalationHint: {
    unopened: 'Po tylu dniach od przyjęcia nieotwarte zgłoszenie trafia e-mailem do administratora głównego.',
    unassigned:
      'Po tylu dniach od przyjęcia zgłoszenie bez osoby prowadzącej trafia e-mailem do administratora głównego.',
    feedbackReminder: 'Na tyle dni przed terminem informacji zwrotnej osoby prowadzące dostają przypomnienie.',
  },
  days: 'Liczba dni',
  daysValue: (days: number) => `${days} ${days === 1 ? 'dzień' : 'dni'}`,
  daysRange: (min: number, max: number) => `Podaj liczbę dni od ${min} do ${max}.`,
  on: channelTexts.enabled,
  off: channelTexts.disabled,
  edit: 'Zmień reguły',
  confirm: 'Czy na pewno zapisać reguły?',
  saved: 'Zapisano reguły.',
  changedMeanwhile: 'Treść potwierdzenia została w międzyczasie zmieniona. Odśwież stronę i spróbuj ponownie.',
} as const;

export const settingsPageTexts = {
  readOnly: 'Ustawienia organizacji może zmieniać tylko administrator główny. Możesz zmienić własne hasło.',
  save: commonTexts.save,
  cancel: commonTexts.cancel,
  remove: commonTexts.remove,
} as const;
