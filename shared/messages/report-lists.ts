import { protocolTexts } from './protocols.js';
import { commonTexts, contactTexts } from './common.js';
import { emailReportTexts } from './email-reports.js';
import { pageTitleTexts } from './page-titles.js';
import { reportHandlerTexts } from './report-handlers.js';
/**
 * Texts of the screens that list reports: the dashboard tables, the lists by state, 'Wiadomości'
 * and the register. Where the spec gives no wording, ours.
 */

/** Controls every paged list has (search, rows per page, server paging). */
export const listTableTexts = {
  search: 'Szukaj w widocznych',
  pageSize: 'Załaduj wiersze',
  allRows: 'Wszystkie',
  previous: 'Poprzednia',
  next: 'Następna',
  previousPage: 'Poprzednia strona',
  nextPage: 'Następna strona',
  pageOf: (page: number, pages: number) => `Strona ${page} z ${pages}`,
  total: (count: number) => `Razem: ${count}`,
  noMatch: 'Żaden z widocznych wierszy nie pasuje do wyszukiwania.',
  actions: 'Akcje',
  selectAll: 'Zaznacz wszystkie widoczne',
  select: (name: string) => `Zaznacz ${name}`,
  expand: (name: string) => `Pokaż szczegóły ${name}`,
  collapse: (name: string) => `Ukryj szczegóły ${name}`,
  /** The (visually hidden) heading of the column of those buttons. */
  details: 'Szczegóły',
} as const;

/** What a list shows in place of a label it cannot show (docs/security.md §6.6: labels are decrypted here). */
export const labelTexts = {
  noKey: 'Brak dostępu do klucza',
  unreadable: 'Nie można odczytać',
  none: '—',
} as const;

/** Columns and actions of the report tables. */
export const reportColumnTexts = {
  identifier: 'Identyfikator',
  attachment: 'Załącznik',
  hasAttachment: 'Zgłoszenie z załącznikiem',
  type: 'Typ',
  typePhone: 'Zgłoszenie telefoniczne',
  typeEmail: emailReportTexts.typeName,
  receivedAt: 'Data wpływu',
  days: 'Dni',
  replies: 'Odpowiedzi',
  label: 'Etykieta',
  category: 'Kategoria',
  handlers: reportHandlerTexts.column,
  noHandlers: reportHandlerTexts.none,
  archivedAt: 'Data zakończenia',
  status: commonTexts.status,
  show: 'POKAŻ',
  read: 'ODCZYTAJ ZGŁOSZENIE',
  archive: 'ZARCHIWIZUJ',
  delete: 'USUŃ',
  reportName: (identifier: string) => `zgłoszenie ${identifier}`,
  actionsOf: (identifier: string) => `Akcje zgłoszenia ${identifier}`,
} as const;

export const reportListTexts = {
  dashboardNew: 'Nowe zgłoszenia',
  dashboardMessages: 'Odnotowano nowe wiadomości w otwartych zgłoszeniach',
  newTitle: pageTitleTexts.pages.newReports,
  openTitle: pageTitleTexts.pages.openReports,
  archivedTitle: pageTitleTexts.pages.archivedReports,
  allTitle: pageTitleTexts.pages.allReports,
  messagesTitle: pageTitleTexts.pages.messages,
  empty: 'Brak zgłoszeń.',
  /** The filter of the queue and the register: only the reports the caller handles. */
  mine: reportHandlerTexts.mine,
  emptyMessages: 'Brak nowych wiadomości.',
  // The confirmations' texts are shared/messages/reports.ts `reportConfirmTexts`.
  archiveTitle: 'Archiwizacja zgłoszenia',
  deleteTitle: 'Trwałe usunięcie zgłoszenia',
  archiveConfirm: 'Zarchiwizuj',
  deleteConfirm: 'Usuń trwale',
  cancel: commonTexts.cancel,
  archived: (identifier: string) => `Zgłoszenie ${identifier} przeniesiono do archiwum.`,
  deleted: (identifier: string) => `Zgłoszenie ${identifier} zostało trwale usunięte.`,
} as const;

/** The reporter screens' languages named in Polish, as the sentence below needs them. */
const reporterLanguageNames: Readonly<Record<string, string>> = { pl: 'polskim', uk: 'ukraińskim', en: 'angielskim' };

/** What the register's expanded row (and the report page) shows of a report beyond its columns. */
export const reportDetailTexts = {
  reporter: 'Dane sygnalisty',
  noReporterData: 'Sygnalista nie podał danych osobowych.',
  /**
   * The language the reporter used the form in (recorded encrypted with the report), so that staff
   * answer in it; a tag the product does not name is shown as it is.
   */
  reporterLanguage: (tag: string) =>
    `Zgłaszający korzystał z formularza w języku: ${reporterLanguageNames[tag] ?? tag}.`,
  subject: 'Przedmiot naruszenia',
  certificate: 'Wniosek o zaświadczenie (art. 38)',
  personConcerned: 'Osoba, której dotyczy zgłoszenie',
  followUp: 'Informacje o działaniach następczych',
  notGiven: 'Nie podano',
} as const;

/** 'Rejestr zgłoszeń' (the register the whistleblower act, art. 29, requires). */
export const registerTexts = {
  title: pageTitleTexts.pages.register,
  category: reportColumnTexts.category,
  allCategories: 'Wszystkie',
  downloadCsv: commonTexts.downloadCsv,
  csvPrefix: 'rejestr-zgloszen',
  selectedCount: (count: number) => `Zaznaczone: ${count}`,
  empty: 'Brak zgłoszeń w rejestrze.',
  // The expandable row.
  label: reportColumnTexts.label,
  reporter: reportDetailTexts.reporter,
  reporterName: contactTexts.name,
  reporterEmail: contactTexts.email,
  reporterPhone: contactTexts.phone,
  noReporterData: reportDetailTexts.noReporterData,
  reporterLanguage: reportDetailTexts.reporterLanguage,
  subject: reportDetailTexts.subject,
  certificate: reportDetailTexts.certificate,
  yes: 'TAK',
  no: 'NIE',
  personConcerned: reportDetailTexts.personConcerned,
  notGiven: reportDetailTexts.notGiven,
  followUp: reportDetailTexts.followUp,
  notes: 'Notatki i informacje o szkodach w rejestrze',
  noNotes: 'Brak notatek oznaczonych do rejestru.',
  /** The expanded row of a report with redactions ('Zaczernienia', issue #35). */
  redactedVersion: 'Wersja z zaczernieniami. Oryginał jest na stronie zgłoszenia, po „Wyświetl zgłoszenie”.',
  versionRedacted: 'z zaczernieniami',
  versionOriginal: 'oryginał',
  decrypting: 'Odszyfrowywanie…',
  noKey: labelTexts.noKey,
  unreadable: 'Nie udało się odczytać treści zgłoszenia.',
  csvFailed: commonTexts.csvFailed,
  /** The CSV's headings: the register's columns, one reporter detail per column. */
  csv: {
    identifier: reportColumnTexts.identifier,
    receivedAt: reportColumnTexts.receivedAt,
    archivedAt: reportColumnTexts.archivedAt,
    status: reportColumnTexts.status,
    category: reportColumnTexts.category,
    handlers: reportColumnTexts.handlers,
    label: reportColumnTexts.label,
    reporterName: 'Sygnalista: imię i nazwisko',
    reporterEmail: 'Sygnalista: e-mail',
    reporterPhone: 'Sygnalista: telefon',
    subject: reportDetailTexts.subject,
    certificate: reportDetailTexts.certificate,
    personConcerned: reportDetailTexts.personConcerned,
    followUp: reportDetailTexts.followUp,
    notes: 'Notatki oznaczone do rejestru',
    meeting: protocolTexts.registerMeeting,
    version: 'Wersja treści',
  },
} as const;
