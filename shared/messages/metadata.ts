import type { MetadataKind } from '../metadata/outcome.js';

/**
 * What removing metadata from a file found, in plain words (issue wording, ours): each kind of
 * data a cleaner removed (`shared/metadata/outcome.ts`), listed after 'Usunięto:'.
 */
export const metadataKindTexts = {
  gps: 'położenie GPS',
  device: 'model telefonu lub aparatu',
  'capture-time': 'data wykonania',
  'camera-settings': 'ustawienia aparatu',
  author: 'autor',
  company: 'firma',
  comments: 'opisy i komentarze',
  'revision-authors': 'autorzy komentarzy i zmian',
  'edit-history': 'ślady historii edycji',
  'document-properties': 'tytuł, temat i słowa kluczowe',
  'edit-times': 'daty utworzenia i zmian',
  thumbnail: 'miniatura',
  xmp: 'dane XMP (m.in. historia edycji)',
  iptc: 'opis i autor zdjęcia (IPTC)',
  software: 'nazwa programu',
  printer: 'ustawienia drukarki',
  'file-paths': 'ścieżki do plików na komputerze',
  'custom-data': 'dane dodatkowe',
  scripts: 'skrypty',
  'audio-tags': 'opis nagrania (znaczniki)',
  'other-metadata': 'inne metadane',
} as const satisfies Record<MetadataKind, string>;

/** The per-file summary of removing metadata: what happened, and what cleaning cannot remove. */
export const metadataTexts = {
  cleaning: 'Usuwanie metadanych…',
  cleaningProgress: (percent: number) => `Usuwanie metadanych… ${percent}%`,
  removed: (kinds: string) => `Usunięto: ${kinds}`,
  nothingFound: 'Nie znaleziono metadanych, które mogłyby Cię zidentyfikować.',
  nothingToClean: 'Plik tekstowy nie ma metadanych do usunięcia.',
  cannotCleanArchive:
    'Z archiwów ZIP i 7Z nie da się w przeglądarce usunąć metadanych. Jeśli możesz, dodaj pliki z archiwum osobno.',
  cannotCleanLegacyOffice:
    'Ze starszych plików DOC i XLS nie da się w przeglądarce usunąć metadanych, np. autora dokumentu. Jeśli możesz, zapisz plik jako DOCX, XLSX lub PDF i dodaj go ponownie.',
  cannotCleanAudio:
    'Z tego nagrania nie da się jeszcze usunąć metadanych w przeglądarce, np. daty nagrania i nazwy urządzenia.',
  cannotCleanUnknown: 'Nie rozpoznano typu pliku, więc nie usunięto z niego metadanych.',
  failedDamaged: 'Nie udało się usunąć metadanych: plik wygląda na uszkodzony. Możesz wysłać go bez zmian albo usunąć.',
  failedTooLarge:
    'Nie udało się usunąć metadanych: plik jest zbyt duży lub zbyt złożony. Możesz wysłać go bez zmian albo usunąć.',
  failedEncrypted:
    'Nie udało się usunąć metadanych: plik jest chroniony hasłem. Możesz wysłać go bez zmian albo usunąć.',
  failedTimedOut: 'Nie udało się usunąć metadanych: trwało to zbyt długo. Możesz wysłać plik bez zmian albo usunąć.',
  remainingImage:
    'Sam obraz może nadal Cię wskazywać: twarz, odbicie, podpis lub pieczątka na skanie, widok z okna. Obejrzyj go przed wysłaniem.',
  remainingDocument:
    'Tekst widoczny w dokumencie, np. podpis, nazwisko w stopce lub numer telefonu, nie jest usuwany. Przeczytaj go przed wysłaniem.',
  remainingAudio: 'Głos i dźwięki w tle nie są usuwane i mogą Cię wskazywać.',
  remainingEmbeddedFiles: 'Dokument zawiera załączone pliki; sprawdź, czy możesz je wysłać.',
  unavailable:
    'Nie udało się wczytać narzędzia do usuwania metadanych (sprawdź połączenie). Usuń plik i dodaj go ponownie albo wyślij go bez zmian.',
  cleaningList: 'Usuwanie metadanych z dodanych plików',
  nameHint: 'Nazwa pliku też może Cię wskazywać, np. „Skan_Jan_K.pdf”. Możesz ją zmienić przed wysłaniem.',
  rename: 'Zmień nazwę',
  renameLabel: (name: string) => `Nowa nazwa pliku ${name}`,
  renameSave: 'Zapisz nazwę',
  renameCancel: 'Anuluj',
  renameInvalid: 'Podaj nazwę, której nie ma inny plik na liście.',
  sendAsIs: 'Wyślij bez zmian',
  sendingAsIs: 'Plik zostanie wysłany bez zmian, razem z metadanymi.',
  offerOriginal: 'Wyślij oryginał zamiast oczyszczonego pliku',
  originalWarning:
    'Oryginał zawiera wszystko, co z niego usunięto. Organizacja to zobaczy i może Cię po tym rozpoznać.',
  confirmOriginal: 'Tak, wyślij oryginał',
  keepCleaned: 'Wyślij oczyszczony plik',
  notReady:
    'Poczekaj, aż z plików zostaną usunięte metadane, i zdecyduj o każdym pliku, którego nie udało się oczyścić.',
} as const;
