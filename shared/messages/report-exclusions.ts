import { EXCLUSION_REASON_MAX, REPORT_EXCLUSIONS_MAX } from '../domain/report-exclusions.js';

/** 'Wyłącz z dostępu' (issue #34): the report page's section and dialog, and the refusals. */
export const reportExclusionTexts = {
  section: 'Wyłączenie z dostępu',
  intro:
    'Osoba wyłączona z dostępu nie widzi tego zgłoszenia nigdzie: na listach, w licznikach, w rejestrze, w statystykach, w logu ani w powiadomieniach.',
  excluded: 'Wyłączeni z dostępu',
  noneExcluded: 'Nikt nie jest wyłączony z dostępu.',
  seeing: 'Zgłoszenie widzą',
  nobodySeeing: 'Nikt.',
  open: 'Wyłącz z dostępu',
  dialogTitle: 'Wyłącz z dostępu do zgłoszenia',
  choose: 'Osoby do wyłączenia',
  reason: 'Powód wyłączenia',
  reasonHint: 'Powód zostanie zapisany w logu systemowym.',
  next: 'Dalej',
  back: 'Wróć',
  question: (identifier: string, names: string) =>
    `Czy na pewno wyłączyć z dostępu do zgłoszenia o identyfikatorze ${identifier}: ${names}?`,
  confirm: 'Wyłącz z dostępu',
  cancel: 'Anuluj',
  readmitTitle: 'Przywróć dostęp',
  readmitQuestion: (name: string) => `Czy na pewno przywrócić dostęp do zgłoszenia: ${name}?`,
  /** After excluding oneself: the report is no longer theirs to see. */
  selfExcluded: 'Wyłączono Cię z dostępu do zgłoszenia.',
  consequences:
    'Wybrane osoby przestaną widzieć zgłoszenie; jeśli je prowadzą, przestaną być osobami prowadzącymi. Dostęp może przywrócić administrator.',
  selfWarning: 'Wybrano również Ciebie: po zapisaniu stracisz dostęp do zgłoszenia.',
  excludedSaved: 'Wyłączono z dostępu.',
  readmit: 'Przywróć dostęp',
  readmitted: 'Przywrócono dostęp.',
  /** In the log and the list, for an excluded person whose account is gone. */
  deletedUser: 'usunięty użytkownik',
  chooseRequired: 'Wybierz co najmniej jedną osobę.',
  reasonRequired: 'Podaj powód wyłączenia.',
  reasonTooLong: `Powód może mieć najwyżej ${EXCLUSION_REASON_MAX} znaków.`,
  tooMany: `Jednorazowo można wyłączyć najwyżej ${REPORT_EXCLUSIONS_MAX} osób.`,
  repeated: 'Ta sama osoba została wskazana więcej niż raz.',
  notStaff: 'Można wyłączyć tylko osobę z zespołu tej organizacji.',
  alreadyExcluded: 'Ta osoba jest już wyłączona z dostępu do tego zgłoszenia.',
  notExcluded: 'Ta osoba nie jest wyłączona z dostępu do tego zgłoszenia.',
  lastHandler:
    'Nie można wyłączyć z dostępu ostatniej osoby, która może prowadzić to zgłoszenie. Najpierw przypisz kategorię innemu użytkownikowi lub dodaj administratora.',
  /** The reporter's request from the form, at the top of the report once it is viewed. */
  requestTitle: 'Zgłaszający prosi o wyłączenie z dostępu',
  requestIntro: 'W formularzu poproszono, aby zgłoszenia nie widziały te osoby lub stanowiska:',
  requestGoTo: 'Przejdź do wyłączenia z dostępu',
  requestAdminOnly: 'Wyłączyć osoby z dostępu do zgłoszenia może administrator.',
  /** set-report-handlers: an excluded person is refused as a handler. */
  excludedHandler: 'Osoba wyłączona z dostępu do tego zgłoszenia nie może go prowadzić.',
} as const;
