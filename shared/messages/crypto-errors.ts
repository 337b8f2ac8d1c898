import { phoneTexts } from './phone.js';

/**
 * What the browser's encryption says when it fails, one text per `CryptoError` code
 * (shared/crypto/errors.ts): Polish, may be shown to the user as is. A reporter screen in another
 * language fetches its translation with the server's error texts (web/src/i18n/error-texts.ts).
 */
export const cryptoErrorTexts = {
  UNSUPPORTED_ENVIRONMENT:
    'Ta przeglądarka nie obsługuje wymaganego szyfrowania. Użyj aktualnej przeglądarki i bezpiecznego połączenia (https).',
  UNSUPPORTED_VERSION:
    'Nieobsługiwana wersja zaszyfrowanych danych. Odśwież stronę, aby wczytać aktualną wersję aplikacji.',
  UNSUPPORTED_ALGORITHM: 'Nieobsługiwany algorytm szyfrowania danych.',
  MALFORMED: 'Zaszyfrowane dane mają nieprawidłowy format.',
  INVALID_ARGUMENT: 'Nieprawidłowe parametry szyfrowania.',
  WEAK_PARAMETERS:
    'Serwer zażądał zbyt słabych parametrów zabezpieczenia hasła. Ze względów bezpieczeństwa logowanie zostało przerwane.',
  INVALID_PUBLIC_KEY: 'Nieprawidłowy klucz publiczny.',
  DECRYPT_FAILED: 'Nie udało się odszyfrować danych: są uszkodzone albo należą do innego zgłoszenia.',
  WRONG_PASSWORD: 'Nieprawidłowe hasło lub uszkodzone dane.',
  WRONG_KEY: 'Brak dostępu do klucza: dane zaszyfrowano dla innego klucza.',
  BAD_RECOVERY_KEY:
    'Klucz odzyskiwania zawiera błąd (literówkę, brakujący lub nadmiarowy znak). Sprawdź, czy wszystkie grupy przepisano poprawnie.',
  WRONG_RECOVERY_KEY: 'Ten klucz odzyskiwania nie pasuje do danych tej organizacji (inny klucz lub uszkodzone dane).',
  TRUNCATED: 'Plik jest niekompletny: przesyłanie lub pobieranie zostało przerwane.',
  INVALID_IDENTIFIER: 'Nieprawidłowy identyfikator zgłoszenia.',
  INVALID_PHONE: phoneTexts.exactDigits,
} as const;
