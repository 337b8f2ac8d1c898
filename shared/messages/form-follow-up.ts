/**
 * Texts of what the public form shows only once the reporter is at work (ours; the spec gives
 * none): before typed text would be lost, and after a send. A module of their own, so that they
 * travel in the form's later chunk, not its first load (docs/figures.md "Budgets").
 */
export const formFollowUpTexts = {
  // Nothing the reporter typed is lost without asking.
  switchCategoryTitle: 'Zmienić kategorię?',
  switchCategoryText: (dropped: string) =>
    `Wybrana kategoria nie ma tych pól, więc ich treść zostanie usunięta: ${dropped}. Pola, które mają obie kategorie, zachowają wpisaną treść.`,
  switchCategoryConfirm: 'Zmień kategorię',
  leaveTitle: 'Opuścić formularz?',
  leaveText: 'Zgłoszenie nie zostało wysłane. Jeśli opuścisz tę stronę, wpisana treść zostanie utracona.',
  leaveConfirm: 'Opuść stronę',
  stay: 'Zostań',
  // After the success modal is closed: a sign that the report went, and where the answer comes.
  sentIdentifier: (identifier: string) => `Identyfikator zgłoszenia: ${identifier}.`,
  sentReminder:
    'Zapisanym identyfikatorem i hasłem zalogujesz się do skrzynki zgłaszającego: tam przeczytasz odpowiedź organizacji. Organizacja potwierdzi przyjęcie zgłoszenia w ciągu 7 dni.',
  sentInboxLink: 'Przejdź do skrzynki zgłaszającego',
  sendAnother: 'Poniżej możesz wysłać kolejne zgłoszenie.',
  // The success modal shows what was sent, on screen only: never in the saved file.
  sentContentTitle: 'Wysłane zgłoszenie',
  sentContentHint: 'Sprawdź, co zostało wysłane. Po zamknięciu tego okna formularz zostanie wyczyszczony.',
  sentAnonymous: 'Bez danych zgłaszającego.',
  // The request to exclude people or roles from the report (issue #34): comes with the rest once the reporter is at work.
  exclusionRequestLabel: 'Nie chcę, aby zgłoszenie widziały te osoby lub stanowiska:',
  exclusionRequestHint: 'Nieobowiązkowe. Wpisz osoby lub stanowiska, np. „kierownik działu zakupów”.',
  exclusionRequestNotice:
    'Ta prośba jest zaszyfrowana razem ze zgłoszeniem. Osoby obsługujące wybraną kategorię (także te, które tu wskażesz) dowiedzą się, że wpłynęło nowe zgłoszenie, zanim ktokolwiek przeczyta prośbę. Pierwsza osoba, która otworzy zgłoszenie, zobaczy prośbę na jego początku.',
  exclusionRequestCount: (count: number, max: number) => `Znaki: ${count} z ${max}`,
  // The request for a meeting in person (art. 26(3) of the Act), asked with the report (issue #32).
  meetingRequestLabel: 'Proszę o spotkanie osobiste',
  meetingRequestHint:
    'Nieobowiązkowe. Organizacja powinna zorganizować spotkanie w ciągu 14 dni; termin i miejsce uzgodnicie w wiadomościach w skrzynce zgłaszającego. Ze spotkania zostanie sporządzony protokół, który sprawdzisz i zatwierdzisz w skrzynce.',
  meetingRequestSent: 'Poproszono o spotkanie osobiste.',
} as const;
