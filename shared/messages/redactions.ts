import { redactionLimits, type RedactionProblem } from '../domain/redactions.js';

/** Redaction of a report's text (issue #35): the report page's tools, its refusals, the PDF's choice. */
export const redactionTexts = {
  section: 'Zaczernienia',
  explain:
    'Zaznacz fragment pola, danych sygnalisty albo wiadomości i wybierz „Zaczernij” albo „Zastąp”. Oryginał zostaje bez zmian; zaczernioną wersję zawiera PDF „wersja zaczerniona”.',
  /** The conversation's messages in the report's content, where they are redacted for copies. */
  conversation: 'Wiadomości w korespondencji',
  conversationHint: 'PDF zgłoszenia i przekazanie zawierają te wiadomości w wersji pokazanej tutaj.',
  messageName: (sentAt: string, author: string) => `Wiadomość z ${sentAt} (${author})`,
  black: 'Zaczernij',
  replace: 'Zastąp',
  replaceLabel: 'Etykieta zamiast fragmentu',
  replacePlaceholder: '[świadek 1]',
  selected: (text: string) => `Zaznaczony fragment: „${text}”`,
  none: 'Brak zaczernień.',
  remove: 'Usuń zaczernienie',
  removeOf: (text: string) => `Usuń zaczernienie fragmentu „${text}”`,
  showOriginal: 'Pokaż oryginał',
  showRedacted: 'Pokaż wersję zaczernioną',
  /** A redacted range in the list: its original words, then what the copy holds instead. */
  entry: (original: string, shown: string) => `„${original}” → ${shown}`,
  saved: 'Zapisano zaczernienia.',
  ignored: (count: number) =>
    `Pominięto zapisane zaczernienia, które nie pasują do treści zgłoszenia (${count}). Sprawdź listę i zaznacz je ponownie.`,
  unreadable: 'Nie udało się odczytać zapisanych zaczernień tego zgłoszenia.',
  /** In place of a text while the redactions are not read: the redacted version cannot be shown yet. */
  withheld: '[ukryte do czasu odczytania zaczernień]',
  changedMeanwhile:
    'Zaczernienia tego zgłoszenia zostały zmienione w międzyczasie. Wczytano aktualną wersję: zaznacz fragment ponownie.',
  forbidden: 'Zaczerniać mogą administratorzy i użytkownicy z prawem odpowiadania w kategorii zgłoszenia.',
  tooLarge: 'Zapis zaczernień jest za duży.',
  problem: {
    empty: 'Zaznacz fragment tekstu (nie same odstępy).',
    outOfRange: 'Zaznaczenie wychodzi poza tekst pola.',
    overlaps: 'Zaznaczenie nachodzi na fragment już zaczerniony.',
    unknownTarget: 'Zaznacz fragment jednego pola, danych sygnalisty albo jednej wiadomości.',
    tooMany: `Zgłoszenie może mieć najwyżej ${redactionLimits.maxRanges} zaczernień.`,
  } satisfies Record<RedactionProblem, string>,
  labelRequired: 'Podaj etykietę, która zastąpi fragment.',
  labelTooLong: `Etykieta może mieć najwyżej ${redactionLimits.labelMaxChars} znaków.`,
  /** 'Pobierz PDF' once the report has redactions. */
  pdfOriginal: 'Pobierz PDF (oryginał)',
  pdfRedacted: 'Pobierz PDF (wersja zaczerniona)',
  /** The forward's choice, once something is redacted (on by default). */
  forwardRedacted: 'Wyślij raport PDF w wersji zaczernionej',
  forwardRedactedOnly: 'Raport PDF zostanie wysłany w wersji zaczernionej.',
  /** What the forward's summary calls its PDF once something is redacted. */
  summaryRedacted: 'raport PDF, wersja zaczerniona',
  summaryOriginal: 'raport PDF, oryginał bez zaczernień',
  /** Under the redacted PDF's heading. */
  pdfVersionRedacted: 'Wersja zaczerniona: fragmenty chronione zaczerniono lub zastąpiono etykietami.',
} as const;
