import { authTexts } from './auth.js';
import { commonTexts, contactTexts, endSentence } from './common.js';
import { PHONE_DIGITS } from '../domain/phone.js';
import { phoneTexts } from './phone.js';
import { pageTitleTexts } from './page-titles.js';
import { listTableTexts } from './report-lists.js';

/**
 * Texts of the staff users panel and its form, exact where the spec
 * quotes them, its grammar included (the name's required message, as the inbox keeps the spec's
 * typo); 'mniej niż 9 znaków' is the end of the phone rule's sentence.
 */
export const userTexts = {
  nameRequired: 'Pole jest wymagana.',
  nameMax: contactTexts.nameMax,
  emailRequired: contactTexts.emailRequired,
  emailInvalid: 'Zły format email',
  phoneTooLong: 'Pole nie może mieć więcej niż 9 znaków',
  phoneTooShort: 'Pole nie może mieć mniej niż 9 znaków',
  phoneInvalid: phoneTexts.exactDigits,
  smsNeedsPhone: 'Nie można włączyć dwuetapowej autoryzacji z powodu błędnie wypełnionego pola numeru telefonu!',
  confirmDelete: 'Czy usunąć trwale użytkownika z systemu?',
  // Where the spec is silent (our wording):
  emailTaken: authTexts.emailTaken,
  accountLimitReached: (limit: number, packageName: string) =>
    `Osiągnięto limit kont użytkowników w pakiecie ${packageName} (${limit}). Aby dodać kolejnego użytkownika, usuń nieużywane konto albo wybierz większy pakiet w zakładce Rozliczenia.`,
  smsNotInPackage: 'Pakiet organizacji nie obejmuje dwuetapowego logowania SMS.',
  administratorAlwaysActive: 'Konto administratora jest zawsze aktywne.',
  cannotDeleteSelf: 'Nie można usunąć własnego konta.',
  cannotDeleteMainAdmin: 'Nie można usunąć głównego administratora.',
  cannotChangeOwnType: 'Nie można zmienić typu własnego konta.',
  cannotDeactivateSelf: 'Nie można dezaktywować własnego konta.',
  mainAdminStaysAdministrator: 'Główny administrator musi pozostać administratorem.',
  userNotFound: 'Nie znaleziono użytkownika.',
  changedMeanwhile: 'Użytkownik został w międzyczasie zmieniony. Odśwież stronę i spróbuj ponownie.',
  alreadyActivated: 'Ten użytkownik aktywował już konto.',
  invitationNotSent:
    "Nie udało się wysłać zaproszenia e-mailem (konto zostało zapisane). Spróbuj ponownie przyciskiem 'Wyślij zaproszenie ponownie'.",
  invitationInvalid:
    'Zaproszenie jest nieprawidłowe, wygasło lub zostało już wykorzystane. Poproś administratora organizacji o ponowne wysłanie zaproszenia.',
  // Granting the organisation key (docs/security.md §6.3).
  notHoldingKey: 'Nie masz dostępu do klucza organizacji, więc nie możesz go nadać innym.',
  notActivatedYet: 'Użytkownik nie aktywował jeszcze konta: nie ma klucza, dla którego można nadać dostęp.',
  alreadyGranted: 'Ten użytkownik ma już dostęp do treści zgłoszeń.',
  cannotGrantSelf: 'Nie można nadać dostępu do treści zgłoszeń samemu sobie.',
  keyNotForUser: 'Klucz organizacji musi być zaszyfrowany dla aktualnego klucza publicznego użytkownika.',
} as const;

/** Labels of the users panel in the back-office (where the spec is silent, our wording). */
export const userPanelTexts = {
  title: pageTitleTexts.pages.users,
  tableTitle: 'Użytkownicy rozpatrujący zgłoszenia',
  addTitle: 'Dodawanie użytkownika',
  editTitle: 'Edycja użytkownika',
  readOnly: 'Użytkowników dodają, edytują i usuwają administratorzy.',
  empty: 'Brak użytkowników.',
  // Table (columns)
  columnName: contactTexts.name,
  columnEmail: contactTexts.email,
  columnPhone: contactTexts.phone,
  columnLastLogin: 'Ostatnio zalogowany',
  columnType: 'Typ',
  columnStatus: commonTexts.status,
  columnArchive: 'Archiwizacja',
  columnReports: 'Raporty',
  columnSms: 'Autoryzacja SMS',
  columnCategories: 'Kategorie',
  columnAccess: 'Dostęp do treści',
  columnActions: listTableTexts.actions,
  yes: 'Tak',
  no: 'Nie',
  none: '-',
  never: 'Nigdy',
  active: 'Aktywny',
  inactive: 'Nieaktywny',
  mainAdmin: 'główny administrator',
  access: {
    invited: 'Zaproszony — nie aktywował konta',
    pending: 'Oczekuje na nadanie dostępu',
    granted: 'Ma dostęp',
  },
  invitationUntil: (date: string) => `Zaproszenie ważne do ${date}`,
  accountsUsed: (count: number, limit: number, packageName: string) =>
    `Konta: ${count} z ${limit} (pakiet ${packageName})`,
  // Actions
  add: commonTexts.add,
  edit: commonTexts.edit,
  delete: commonTexts.remove,
  resendInvitation: 'Wyślij zaproszenie ponownie',
  grant: 'Nadaj dostęp',
  save: commonTexts.save,
  cancel: commonTexts.cancel,
  close: commonTexts.close,
  closeNotice: commonTexts.closeNotice,
  actionsOf: (name: string) => `Akcje użytkownika ${name}`,
  deleteTitle: 'Usuwanie użytkownika',
  // Form fields
  name: contactTexts.name,
  email: contactTexts.email,
  phone: contactTexts.phone,
  phoneHint: `${PHONE_DIGITS} cyfr, bez prefiksu kraju`,
  type: 'Typ',
  status: 'Aktywny',
  statusHint: 'Nieaktywny użytkownik nie może się zalogować; jego otwarte sesje kończą się od razu.',
  statusLockedHint: 'Konto administratora jest zawsze aktywne.',
  canArchivize: 'Może archiwizować i usuwać zgłoszenia',
  canReports: 'Może pobierać raporty (rejestr i CSV)',
  canExternalSend: 'Może przekazywać zgłoszenia organom zewnętrznym',
  canExternalSendHint: 'Prawo ustawiają administratorzy; audytor go nie otrzymuje.',
  smsAuthorization: 'Dwuetapowe logowanie SMS',
  smsHint: 'Przy logowaniu użytkownik poda kod wysłany SMS-em na powyższy numer.',
  smsNotInPackage: 'Niedostępne w pakiecie organizacji.',
  invitationNote: 'Na podany adres wyślemy zaproszenie: link, pod którym użytkownik ustawi hasło i aktywuje konto.',
  // Outcomes
  added: (name: string, email: string) =>
    `${endSentence(`Dodano użytkownika ${name}`)} Zaproszenie wysłano na adres ${email}.`,
  saved: (name: string) => endSentence(`Zapisano zmiany użytkownika ${name}`),
  deleted: (name: string) => endSentence(`Usunięto użytkownika ${name}`),
  invitationResent: (email: string) => `Zaproszenie wysłano ponownie na adres ${email}.`,
  granted: (name: string) => endSentence(`Nadano dostęp do treści zgłoszeń: ${name}`),
  // Granting access
  grantTitle: (name: string) => `Nadanie dostępu: ${name}`,
  grantIntro:
    'Zgłoszenia są szyfrowane end-to-end. Twoja przeglądarka zaszyfruje klucz organizacji kluczem publicznym tego użytkownika; serwer nie może zrobić tego sam i nie pozna klucza.',
  grantCompare:
    'Zanim nadasz dostęp, porównaj odcisk klucza poniżej z odciskiem, który użytkownik widzi po zalogowaniu (np. przez telefon). Nadaj dostęp tylko wtedy, gdy są identyczne.',
  /** The panel's notice: the fingerprint is in the dialog that 'Nadaj dostęp' opens, not on the page. */
  grantHowTo:
    "Kliknij 'Nadaj dostęp' przy użytkowniku: w oknie zobaczysz odcisk jego klucza. Porównaj go z odciskiem, który użytkownik widzi po zalogowaniu (np. przez telefon), i nadaj dostęp tylko wtedy, gdy są identyczne.",
  fingerprint: 'Odcisk klucza użytkownika',
  granting: 'Trwa szyfrowanie klucza organizacji dla użytkownika...',
  grantNeedsKey: 'Nadać dostęp może administrator, który sam ma dostęp do treści zgłoszeń.',
  pendingCount: (count: number) => `Użytkownicy oczekujący na nadanie dostępu: ${count}.`,
} as const;

/** The invitation page, `/invitation/{token}` (ours: the spec's users are created with a password by the administrator). */
export const invitationTexts = {
  title: pageTitleTexts.pages.invitation,
  intro: (organisationName: string) =>
    `${endSentence(`Zaproszono Cię do obsługi zgłoszeń w organizacji ${organisationName}`)} Ustaw hasło: chroni ono Twój klucz szyfrujący, którego Ostoja nie zna i nie może odzyskać.`,
  afterwards:
    'Po aktywacji zaloguj się. Treść zgłoszeń zobaczysz, gdy administrator nada Ci dostęp do klucza organizacji.',
  activate: authTexts.activate,
  activated: authTexts.activated,
  emailSubject: 'Ostoja — zaproszenie do obsługi zgłoszeń',
} as const;
