import type { TermState } from '../domain/deadlines.js';

/** The Act's terms on a report (the spec is silent: our wording). */
export const deadlineTexts = {
  title: 'Terminy ustawowe',
  acknowledgement: 'Potwierdzenie przyjęcia (7 dni)',
  feedback: 'Informacja zwrotna (3 miesiące)',
  due: (date: string) => `Termin: ${date}`,
  markFeedback: 'Informacja zwrotna przekazana',
  markFeedbackTitle: 'Informacja zwrotna poza platformą',
  markFeedbackConfirm: 'Czy na pewno oznaczyć, że sygnalista otrzymał informację zwrotną poza platformą (np. pismem lub osobiście)? Termin ustawowy zostanie uznany za dotrzymany z dzisiejszą datą.',
  feedbackMarked: 'Zapisano przekazanie informacji zwrotnej.',
  confirm: 'Tak',
  cancel: 'Nie',
} as const;

/** Where a term stands, in words: when it was met, or how long is left. */
export function termStateText(state: TermState, metOn: string | null, daysLeft: number): string {
  switch (state) {
    case 'met':
      return `Przekazano ${metOn}, w terminie.`;
    case 'metLate':
      return `Przekazano ${metOn}, po terminie.`;
    case 'overdue':
      return 'Termin minął.';
    case 'dueSoon':
      return daysLeft === 0 ? 'Termin upływa dziś.' : daysLeft === 1 ? 'Termin upływa jutro.' : `Pozostało dni: ${daysLeft}.`;
    case 'pending':
      return `Pozostało dni: ${daysLeft}.`;
  }
}
