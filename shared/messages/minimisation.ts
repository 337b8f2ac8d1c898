import { MINIMISATION_TERM_DAYS, minimisationLimits, type MarkProblem } from '../domain/minimisation.js';

/** 'Nieistotne dla sprawy' (issue #35): the report page's marks, their refusals and the job's log. */
export const minimisationTexts = {
  section: 'Dane nieistotne dla sprawy',
  explain: `Dane osobowe nieistotne dla sprawy zostaną trwale usunięte w ciągu 14 dni (art. 8 ustawy). Zaznacz fragment pola i wybierz „Nieistotne dla sprawy” albo oznacz całe pole lub załącznik. Do terminu usunięcia (${MINIMISATION_TERM_DAYS} dni od oznaczenia) oznaczenie można cofnąć. Danych sygnalisty potrzebnych do rejestru zgłoszeń nie można oznaczyć.`,
  markSelection: 'Nieistotne dla sprawy',
  markField: (label: string) => `Oznacz całe pole „${label}” jako nieistotne dla sprawy`,
  markFile: (name: string) => `Oznacz załącznik „${name}” jako nieistotny dla sprawy`,
  selected: (text: string) => `Fragment do oznaczenia: „${text}”`,
  wholeFieldButton: (label: string) => `Całe pole: ${label}`,
  fileButton: (name: string) => `Załącznik: ${name}`,
  wholeOrFile: 'Oznacz w całości:',
  none: 'Brak danych oznaczonych jako nieistotne.',
  /** One mark in the list: what it is, who marked it and the term. */
  passage: (field: string, text: string) => `${field}: „${text}”`,
  wholeField: (field: string) => `${field}: całe pole`,
  file: (name: string) => `Załącznik: ${name}`,
  pending: (due: string, by: string) => `usunięcie ${due} (oznaczył(a): ${by})`,
  deleted: (at: string, by: string) => `usunięto ${at} (oznaczył(a): ${by})`,
  unmark: 'Cofnij oznaczenie',
  unmarkOf: (what: string) => `Cofnij oznaczenie: ${what}`,
  marked: (due: string) => `Oznaczono jako nieistotne dla sprawy. Dane zostaną usunięte ${due}.`,
  unmarked: 'Cofnięto oznaczenie.',
  /** A mark carried out: its words are gone. */
  removedPassage: (field: string) => `${field}: usunięty fragment`,
  removedFile: 'Załącznik: usunięty',
  /** What the log names (never the data itself): a field by its label, a file without its (encrypted) name. */
  logField: (label: string) => `dane w polu „${label}”`,
  logFile: 'załącznik zgłoszenia',
  /** Refusals (the server's and the page's). */
  changedMeanwhile:
    'Dane nieistotne tego zgłoszenia zostały zmienione w międzyczasie. Wczytano aktualną wersję: zaznacz fragment ponownie.',
  forbidden:
    'Oznaczać dane jako nieistotne mogą administratorzy i użytkownicy z prawem odpowiadania w kategorii zgłoszenia.',
  registerData:
    'Danych sygnalisty (imię i nazwisko, e-mail, telefon) nie można oznaczyć jako nieistotnych: są potrzebne do rejestru zgłoszeń.',
  notTextField: 'Jako nieistotne można oznaczyć tylko pole tekstowe, które sygnalista wypełnił.',
  unknownField: 'Zgłoszenie nie ma takiego wypełnionego pola.',
  unknownFile: 'Zgłoszenie nie ma takiego załącznika (mógł już zostać usunięty).',
  fileMarked: 'Ten załącznik jest już oznaczony jako nieistotny.',
  replacementMissing: 'Brak zaszyfrowanej treści pola po usunięciu fragmentu.',
  replacementForFile: 'Załącznik usuwa się w całości: bez treści zastępczej.',
  markNotFound: 'Nie ma takiego oznaczenia.',
  afterTerm: 'Termin usunięcia minął: danych nie można już przywrócić.',
  notLatest:
    'Najpierw cofnij oznaczenie późniejszego fragmentu tego pola: jego treść po usunięciu obejmuje ten fragment.',
  problem: {
    empty: 'Zaznacz fragment tekstu (nie same odstępy).',
    outOfRange: 'Zaznaczenie wychodzi poza tekst pola.',
    overlaps: 'Zaznaczenie nachodzi na fragment już oznaczony jako nieistotny.',
    tooMany: `Zgłoszenie może mieć najwyżej ${minimisationLimits.maxMarks} oznaczeń danych nieistotnych.`,
  } satisfies Record<MarkProblem, string>,
  /** Where the text of a marked field cannot be read here. */
  unreadable: 'Nie udało się przygotować treści pola po usunięciu fragmentu.',
} as const;
