/** Texts of follow-up and property-damage notes (where the spec is silent, our wording). */
export const reportNoteTexts = {
  empty: 'Treść nie może być pusta.',
  tooLong: 'Treść jest za długa (najwyżej 10 000 znaków).',
  notAuthor: 'Edytować wpis może tylko jego autor.',
  notFound: 'Nie znaleziono wpisu.',
  idTaken: 'Wpis o tym identyfikatorze już istnieje.',
  changedMeanwhile: 'Wpis został w międzyczasie zmieniony. Odśwież stronę i spróbuj ponownie.',
} as const;
