import { phoneTexts } from './phone.js';
/** The phone channel (type 2): recording a call in the back-office, the protocol in the inbox. Ours. */
export const phoneReportTexts = {
  record: 'Zarejestruj zgłoszenie telefoniczne',
  title: 'Zgłoszenie telefoniczne',
  intro:
    'Zapisz protokół rozmowy w polach formularza kategorii zgłoszeń telefonicznych. Protokół jest szyfrowany w tej przeglądarce kluczem organizacji, tak jak zgłoszenie z formularza.',
  category: 'Kategoria',
  callerPhone: 'Numer telefonu dzwoniącego',
  callerPhoneHint:
    'Dzwoniący loguje się do skrzynki identyfikatorem zgłoszenia i tym numerem. To słabsze zabezpieczenie niż hasło: numer telefonu mogą znać inne osoby.',
  callerPhoneInvalid: phoneTexts.invalid,
  reporterName: 'Imię i nazwisko dzwoniącego',
  reporterEmail: 'E-mail dzwoniącego',
  save: 'Zapisz zgłoszenie',
  saving: 'Szyfrowanie i zapisywanie zgłoszenia...',
  recorded: 'Zapisano zgłoszenie telefoniczne.',
  giveIdentifier:
    'Przekaż dzwoniącemu identyfikator zgłoszenia. Zaloguje się nim i swoim numerem telefonu na stronie skrzynki zgłoszeń telefonicznych, gdzie przeczyta protokół i zatwierdzi go lub poprosi o poprawki.',
  identifier: 'Identyfikator zgłoszenia',
  inboxLink: 'Adres skrzynki zgłoszeń telefonicznych',
  openReport: 'Przejdź do zgłoszenia',
  another: 'Zarejestruj kolejne',
  // Refusals (the server's answers).
  notEnabled: 'Zgłoszenia telefoniczne nie są włączone lub pakiet organizacji ich nie obejmuje.',
  noCategory: 'Nie wybrano kategorii dla zgłoszeń telefonicznych',
  notAllowed: 'Brak uprawnień do rejestrowania zgłoszeń telefonicznych w kategorii zgłoszeń telefonicznych.',
  filesNotAllowed: 'Zgłoszenie telefoniczne nie ma załączników: dołącz pliki jako pliki prywatne albo w odpowiedzi.',
  // The protocol, in the inbox and on the report page.
  protocol: 'Protokół rozmowy',
  protocolAwaiting: 'Protokół oczekuje na zatwierdzenie przez zgłaszającego.',
  protocolApproved: 'Protokół zatwierdzony przez zgłaszającego.',
  protocolCorrections: 'Zgłaszający poprosił o poprawki protokołu (opis w wiadomościach).',
  inboxExplain:
    'To jest protokół Twojej rozmowy telefonicznej. Masz prawo go sprawdzić, poprawić i zatwierdzić. Jeśli coś się nie zgadza, poproś o poprawki i opisz je w wiadomości poniżej.',
  approve: 'Zatwierdź protokół',
  askCorrections: 'Poproś o poprawki',
  approveConfirm: 'Czy na pewno zatwierdzić protokół rozmowy?',
  correctionsConfirm: 'Czy na pewno poprosić o poprawki protokołu? Opisz je w wiadomości do organizacji.',
  approvedDone: 'Zatwierdzono protokół rozmowy.',
  correctionsDone: 'Poproszono o poprawki protokołu. Opisz je w wiadomości.',
  notPhone: 'To zgłoszenie nie ma protokołu rozmowy.',
  alreadyApproved: 'Protokół jest już zatwierdzony.',
} as const;
