/**
 * Texts of the file rules in `shared/domain/files.ts` (the spec's words, exact;
 * `contentMismatch` and `uploadMissing` are ours: the server's checks of an upload).
 */
export const fileTexts = {
  tooLarge30: 'Zbyt duży rozmiar pliku! Suma załączników nie może przekraczać 30MB',
  unsupportedCategoryAttachment:
    'Nieobsługiwany typ pliku... Pliki obsługiwane to: PDF, JPG, JPEG, PNG, DOC, DOCX, XLS, XLSX, CSV, MP3, TXT',
  /**
   * The spec's words and list ('…: DOC,DOCX,PDF,JPG,JPEG,PNG,XLS,XLSX,CSV,MP3,M4A'), continued
   * with the types the same section also allows (TXT, ZIP, 7Z), so that the error and the help
   * name one list.
   */
  unsupportedReportAttachment: (types: readonly string[]) =>
    `Nieobsługiwany typ pliku. Pliki obsługiwane to: ${types.join(',')}`,
  /** Staff attachments: the spec's message says 50MB although the sum is refused from 30,000,000 bytes. */
  tooLargeStaff: 'Zbyt duży rozmiar pliku! Suma załączników nie może przekraczać 50MB',
  unsupportedStaffAttachment:
    'Nieobsługiwany typ pliku. Pliki obsługiwane to: DOC,DOCX,PDF,JPG,JPEG,PNG,XLS,XLSX,CSV,MP3,M4A,MSG,ZIP,7Z',
  tooManyFiles: 'Osiągnięto limit plików tego zgłoszenia.',
  fileNotFound: 'Nie znaleziono pliku.',
  contentMismatch: 'Zawartość pliku nie odpowiada jego typowi.',
  uploadMissing: 'Plik nie został przesłany lub ma inny rozmiar niż zadeklarowany.',
  /** A voice message sent with an inbox message where the organisation no longer offers them (issue #32), ours. */
  voiceNotOffered: 'Organizacja nie przyjmuje wiadomości głosowych. Usuń nagranie z wiadomości.',
  // Antivirus scanning (docs/security.md §6.7), ours.
  infected: (position: number) =>
    `Załącznik nr ${position} zawiera wirusa lub złośliwe oprogramowanie i nie został przyjęty. Usuń go i wyślij zgłoszenie ponownie.`,
  scanUnavailable:
    'Skanowanie antywirusowe załączników jest chwilowo niedostępne, więc zgłoszenie z załącznikami nie zostało przyjęte. Spróbuj ponownie później albo wyślij zgłoszenie bez załączników.',
  scanKeyMissing: 'Ustawienia formularza zmieniły się. Odśwież stronę i wyślij zgłoszenie ponownie.',
  // The same for a file added to a report or Settings after the form (staff files, the inbox's attachments), ours.
  uploadInfected: 'Plik zawiera wirusa lub złośliwe oprogramowanie i nie został dodany.',
  uploadScanUnavailable:
    'Skanowanie antywirusowe plików jest chwilowo niedostępne, więc plik nie został dodany. Spróbuj ponownie później.',
  uploadScanChanged: 'Ustawienia skanowania antywirusowego zmieniły się. Odśwież stronę i dodaj plik ponownie.',
  staffScannedTitle: 'Pliki są skanowane antywirusem',
  staffScanned:
    'Organizacja sprawdza dodawane pliki programem antywirusowym. Dlatego serwer na czas sprawdzenia odszyfrowuje każdy dodany tu plik i widzi jego zawartość; niezaszyfrowanej kopii nie zapisuje. Plik z wirusem zostanie odrzucony.',
} as const;
