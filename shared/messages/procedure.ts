/** The internal reporting procedure's screen and its errors (issue #40; staff, Polish). */
export const procedureTexts = {
  title: 'Procedura zgłoszeń wewnętrznych',
  badDay: 'Podaj datę w formacie RRRR-MM-DD.',
  editTooLong: (max: number) => `Tekst sekcji może mieć najwyżej ${max} znaków.`,
  detailTooLong: (max: number) => `Ta informacja może mieć najwyżej ${max} znaków.`,
  notFound: 'Nie ma takiej wersji procedury.',
  changedMeanwhile: 'Procedura została w międzyczasie zmieniona. Odśwież stronę i spróbuj ponownie.',
  inProgressExists: 'Jest już wersja procedury w przygotowaniu lub w konsultacjach. Dokończ ją, zanim zaczniesz nową.',
  notDraft: 'Tę wersję przekazano już do konsultacji; zmiany wprowadź w nowej wersji.',
  notInConsultation: 'Ta wersja nie jest w konsultacjach.',
  sentInFuture: 'Data przekazania projektu do konsultacji nie może być z przyszłości.',
  consultationLength: (from: string, to: string) =>
    `Konsultacje trwają od 5 do 10 dni od przekazania projektu: koniec konsultacji wypada między ${from} a ${to}.`,
  publishedInFuture: 'Data podania procedury do wiadomości nie może być z przyszłości.',
  beforeConsultationEnd: (endsOn: string) =>
    `Procedurę podaje się do wiadomości po zakończeniu konsultacji (${endsOn}).`,
  missingFacts: (facts: string) => `Uzupełnij brakujące informacje przed przekazaniem do konsultacji: ${facts}.`,
} as const;
