import { commonTexts } from './common.js';
/**
 * Texts of the public form's send and what follows it: a module apart from
 * `formTexts` (form.ts) so that the form's first load does not carry them (docs/figures.md "Budgets"). The spec's
 * exact wording where it gives one; the rest is ours.
 */
export const sentTexts = {
  // Confirmation, exact.
  confirmTitle: 'Potwierdź zgłoszenie',
  confirmText: 'Czy na pewno chcesz wysłać zgłoszenie?',
  confirmSend: 'Wyślij',
  confirmCancel: 'Anuluj',
  // Progress, exact.
  fetchingKey: 'Trwa pobieranie klucza publicznego...',
  keyFetched: 'Pobrano pomyślnie klucz publiczny.',
  encrypting: 'Trwa szyfrowanie danych...',
  encrypted: 'Pomyślnie zaszyfrowano dane.',
  sending: 'Trwa wysyłanie zgłoszenia...',
  // Errors, exact.
  emptyKey: 'Błąd podczas pobierania klucza zgłoszenia',

  // --- Our wording where the spec gives none. ---
  encryptionProgress: 'Postęp szyfrowania',
  uploadProgress: 'Postęp wysyłania załączników',
  uploadFailed: 'Nie udało się przesłać załącznika. Spróbuj ponownie.',
  /** While the finalise is sent again with the same slot token (shared/domain/retries.ts). */
  retrying: 'Ponawiam wysyłanie…',

  // Success ("a modal shows the sent report").
  successTitle: 'Zgłoszenie zostało wysłane',
  successIntro: (company: string) => `Zgłoszenie zostało zaszyfrowane i przekazane organizacji „${company}”.`,
  identifier: 'Identyfikator zgłoszenia',
  password: 'Hasło',
  receivedAt: 'Data przyjęcia',
  successWarning:
    'Zapisz identyfikator i hasło teraz. Nie da się ich odzyskać ani wygenerować ponownie: Ostoja nie zna Twojego hasła, a bez niego nie odczytasz odpowiedzi organizacji.',
  successInbox: 'Odpowiedzi przeczytasz po zalogowaniu do skrzynki zgłaszającego:',
  copy: 'Kopiuj',
  copied: 'Skopiowano',
  download: 'Pobierz plik .txt',
  print: 'Drukuj',
  savedConfirm: 'Identyfikator i hasło mam zapisane.',
  close: commonTexts.close,
  fileHeader: 'Ostoja — dane dostępu do zgłoszenia',
  fileName: (identifier: string) => `zgloszenie-${identifier}.txt`,
} as const;
