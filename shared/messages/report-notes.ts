import { NOTE_MENTIONS_MAX } from '../domain/report-notes.js';

/** Texts of follow-up and property-damage notes (where the spec is silent, our wording). */
export const reportNoteTexts = {
  empty: 'Treść nie może być pusta.',
  tooLong: 'Treść jest za długa (najwyżej 10 000 znaków).',
  notAuthor: 'Edytować wpis może tylko jego autor.',
  notFound: 'Nie znaleziono wpisu.',
  idTaken: 'Wpis o tym identyfikatorze już istnieje.',
  changedMeanwhile: 'Wpis został w międzyczasie zmieniony. Odśwież stronę i spróbuj ponownie.',
  // Mentions ('@Jan Kowalski', issue #34).
  mentionsTooMany: `W jednym wpisie można wspomnieć najwyżej ${NOTE_MENTIONS_MAX} osób.`,
  mentionsRepeated: 'Ta sama osoba została wspomniana więcej niż raz.',
  /** One answer for someone excluded, without access, unknown or of another organisation: nothing is told apart. */
  mentionNotSeeing: 'Można wspomnieć tylko osobę, która ma dostęp do tego zgłoszenia.',
  mentionHint: 'Wpisz @, aby wspomnieć osobę, która ma dostęp do zgłoszenia; dostanie e-mail bez treści wpisu.',
  mentionOptions: 'Osoby, które można wspomnieć',
  mentioned: (names: string) => `Wspomniane osoby (dostaną e-mail): ${names}`,
} as const;
