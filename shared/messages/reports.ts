import type { ReportState } from '../domain/report.js';

/** The 'Status' of a report in the register and lists (statusForReport). */
export const reportStateLabel: Record<ReportState, string> = {
  1: 'Nowe',
  2: 'Otwarte',
  3: 'Archiwalne',
};

/** Refusals of the report endpoints (where the spec is silent, our wording). */
export const reportTexts = {
  notFound: 'Nie znaleziono zgłoszenia.',
  categoryNotFound: 'Nie znaleziono kategorii.',
  archiveNew: 'Nowego zgłoszenia nie można zarchiwizować — najpierw je otwórz.',
  alreadyArchived: 'Zgłoszenie jest już w archiwum.',
  deleteNotArchived: 'Trwale usunąć można tylko zgłoszenie z archiwum.',
  deleteHeld: 'Usunięcie tego zgłoszenia jest wstrzymane (toczy się postępowanie). Najpierw zdejmij wstrzymanie.',
  changedMeanwhile: 'Zgłoszenie zostało w międzyczasie zmienione. Odśwież listę i spróbuj ponownie.',
  badPageSize: 'Dozwolone liczby wierszy: 10, 20, 30, 40 albo wszystkie (-1).',
  labelTooLong: (max: number) => `Etykieta może mieć najwyżej ${max} znaków.`,
  labelEmpty: 'Etykieta nie może być pusta. Aby ją usunąć, wyczyść pole i zapisz.',
  labelChangedMeanwhile:
    'Etykietę tego zgłoszenia ktoś w międzyczasie zmienił. Odśwież stronę, sprawdź aktualną etykietę i zapisz ponownie.',
} as const;

/** Confirmations asked before acting (the delete warning is our wording). */
export const reportConfirmTexts = {
  archive: (identifier: string) => `Czy na pewno przenieść zgłoszenie o identyfikatorze: ${identifier} do archiwum?`,
  delete: (identifier: string) =>
    `Czy na pewno trwale usunąć zgłoszenie o identyfikatorze: ${identifier}? Zgłoszenie, jego wiadomości, notatki i załączniki zostaną usunięte bezpowrotnie — tej operacji nie można cofnąć.`,
} as const;
