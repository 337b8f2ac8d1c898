import type { StatutoryTerm, TermMark, TermState } from '../domain/deadlines.js';

/** The Act's terms on a report (the spec is silent: our wording). */
export const deadlineTexts = {
  title: 'Terminy ustawowe',
  acknowledgement: 'Potwierdzenie przyjęcia (7 dni)',
  feedback: 'Informacja zwrotna (3 miesiące)',
  meeting: 'Spotkanie na prośbę zgłaszającego (14 dni)',
  due: (date: string) => `Termin: ${date}`,
  markFeedback: 'Informacja zwrotna przekazana',
  markFeedbackTitle: 'Informacja zwrotna poza platformą',
  markFeedbackConfirm:
    'Czy na pewno oznaczyć, że sygnalista otrzymał informację zwrotną poza platformą (np. pismem lub osobiście)? Termin ustawowy zostanie uznany za dotrzymany z dzisiejszą datą.',
  feedbackMarked: 'Zapisano przekazanie informacji zwrotnej.',
  confirm: 'Tak',
  cancel: 'Nie',
} as const;

/** Where a term stands, in words: when it was met, or how long is left. */
export function termStateText(
  state: TermState,
  metOn: string | null,
  daysLeft: number,
  term: StatutoryTerm = 'acknowledgement',
): string {
  const met = term === 'meeting' ? 'Protokół spotkania zapisano' : 'Przekazano';
  switch (state) {
    case 'met':
      return `${met} ${metOn}, w terminie.`;
    case 'metLate':
      return `${met} ${metOn}, po terminie.`;
    case 'overdue':
      return 'Termin minął.';
    case 'dueSoon':
      return daysLeft === 0
        ? 'Termin upływa dziś.'
        : daysLeft === 1
          ? 'Termin upływa jutro.'
          : `Pozostało dni: ${daysLeft}.`;
    case 'pending':
      return `Pozostało dni: ${daysLeft}.`;
  }
}

/**
 * The marks of the report lists and the dashboard (our wording): which term, and that it has
 * passed or how soon it ends, in words, never by colour alone.
 */
export const deadlineMarkTexts = {
  column: 'Terminy',
  term: { acknowledgement: 'Potwierdzenie', feedback: 'Informacja zwrotna', meeting: 'Spotkanie' } satisfies Record<
    StatutoryTerm,
    string
  >,
  overdue: 'po terminie',
  dueToday: 'termin dziś',
  dueTomorrow: 'termin jutro',
  dueIn: (days: number) => `termin za ${days} dni`,
  /** The full sentence of a mark (tooltip and screen readers): the term's name and its date. */
  detail: (term: StatutoryTerm, date: string) => `${deadlineTexts[term]}: termin ${date}`,
} as const;

/** A mark's text, e.g. 'Potwierdzenie: po terminie', 'Informacja zwrotna: termin jutro'. */
export function deadlineMarkText(mark: Pick<TermMark, 'term' | 'state' | 'daysLeft'>): string {
  const t = deadlineMarkTexts;
  const when =
    mark.state === 'overdue'
      ? t.overdue
      : mark.daysLeft === 0
        ? t.dueToday
        : mark.daysLeft === 1
          ? t.dueTomorrow
          : t.dueIn(mark.daysLeft);
  return `${t.term[mark.term]}: ${when}`;
}
