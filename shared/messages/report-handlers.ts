import { REPORT_HANDLERS_MAX } from '../domain/report-handlers.js';

/** 'Osoba prowadząca' (issue #34): the report page's section, the lists' column and filter, refusals. */
export const reportHandlerTexts = {
  section: 'Osoba prowadząca',
  column: 'Prowadzący',
  none: '—',
  /** In the log, for a handler whose account is gone. */
  deletedUser: 'usunięty użytkownik',
  noHandler: 'Brak osoby prowadzącej.',
  mine: 'Moje sprawy',
  choose: 'Wybierz osoby prowadzące',
  save: 'Zapisz',
  saved: 'Zapisano osoby prowadzące.',
  forbidden:
    'Osoby prowadzące mogą przypisywać tylko administratorzy i użytkownicy z prawem odpowiadania w kategorii zgłoszenia.',
  notEligible:
    'Osobą prowadzącą może być tylko aktywny administrator albo użytkownik przypisany do kategorii tego zgłoszenia (nie audytor).',
  tooMany: `Zgłoszenie może mieć najwyżej ${REPORT_HANDLERS_MAX} osób prowadzących.`,
  repeated: 'Ta sama osoba została wskazana więcej niż raz.',
} as const;
