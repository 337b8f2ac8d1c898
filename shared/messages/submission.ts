/** What the server answers to a submission it refuses (our wording; the spec gives none). */
export const submissionTexts = {
  formNotFound: 'Nie znaleziono formularza zgłoszeń.',
  categoryNotFound: 'Nie znaleziono kategorii.',
  slotExpired: 'Sesja wysyłania zgłoszenia wygasła. Wyślij zgłoszenie ponownie.',
  finaliseInProgress: 'Zgłoszenie jest właśnie zapisywane. Odśwież stronę za chwilę, nie wysyłaj go ponownie.',
  filesNotAllowed: 'Ta kategoria nie pozwala na dołączanie plików.',
  voiceNotOffered: 'Organizacja nie przyjmuje wiadomości głosowych. Usuń nagranie i wyślij zgłoszenie ponownie.',
  unknownField: 'Pole nie należy do wybranej kategorii.',
  missingRequired: 'Nie wypełniono wymaganego pola.',
  reporterRequired: 'Ta kategoria wymaga podania danych zgłaszającego.',
  reporterNotAllowed: 'Zgłoszenie w tej kategorii jest anonimowe: dane zgłaszającego nie są przyjmowane.',
  filesMismatch: 'Lista plików nie zgadza się z przesłanymi plikami.',
  wrongKey: 'Klucz zgłoszenia nie jest zaszyfrowany kluczem organizacji.',
  valueTooLong: 'Za długa treść pola.',
  tooLong: 'Zgłoszenie jest zbyt długie.',
  categoryMismatch: 'Kategoria nie zgadza się z rozpoczętym zgłoszeniem.',
} as const;
