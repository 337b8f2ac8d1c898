import type { LegalHoldReason } from '../domain/retention.js';
import { commonTexts } from './common.js';

/** Retention and legal hold on the report page (the spec is silent: our wording). */
export const retentionTexts = {
  title: 'Przechowywanie danych',
  keptUntil: (date: string) =>
    `Zgłoszenie zostanie trwale usunięte ${date} (3 lata po końcu roku, w którym zakończono działania następcze).`,
  keptUntilOnceArchived: (date: string) =>
    `Zarchiwizowane zgłoszenie zostanie trwale usunięte ${date} (3 lata po końcu roku, w którym zakończono działania następcze).`,
  whileOpen:
    'Okres przechowywania (3 lata po końcu roku zakończenia działań następczych) zacznie biec po archiwizacji zgłoszenia.',
  held: (reason: string, date: string, name: string) => `Usunięcie wstrzymane: ${reason} (od ${date}, ${name}).`,
  hold: 'Wstrzymaj usunięcie',
  holdReason: 'Przyczyna wstrzymania',
  holdHint: 'Szczegóły (np. sygnaturę sprawy) zapisz w notatce zgłoszenia: jest szyfrowana.',
  holdConfirm: 'Wstrzymaj',
  release: 'Zdejmij wstrzymanie',
  releaseTitle: 'Zdjęcie wstrzymania',
  releaseConfirm: 'Czy na pewno zdjąć wstrzymanie? Zgłoszenie zostanie usunięte po upływie okresu przechowywania.',
  followUpEnd: 'Zakończenie działań następczych',
  followUpEnded: (date: string, name: string) => `Działania następcze zakończono ${date} (zapisał(a): ${name}).`,
  followUpEndHint: 'Okres przechowywania liczy się od tej daty. Bez niej liczy się od dnia archiwizacji zgłoszenia.',
  followUpEndSave: 'Zapisz datę',
  followUpEndClear: 'Usuń datę',
  followUpEndProblem: {
    notADay: 'Podaj datę w formacie RRRR-MM-DD.',
    future: 'Data zakończenia działań następczych nie może być późniejsza niż dzisiaj.',
    beforeReceived: 'Data zakończenia działań następczych nie może być wcześniejsza niż data przyjęcia zgłoszenia.',
  },
  saved: commonTexts.saved,
  confirm: 'Tak',
  cancel: 'Nie',
} as const;

export const legalHoldReasonLabel: Record<LegalHoldReason, string> = {
  court: 'postępowanie sądowe',
  prosecution: 'postępowanie przygotowawcze (prokuratura, policja)',
  administrative: 'postępowanie administracyjne',
  inspection: 'kontrola lub audyt',
  other: 'inna przyczyna (opisana w notatce)',
};
