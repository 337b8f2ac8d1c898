/**
 * Typed errors of the crypto core. `code` is for programs (tests, handlers, UI branches);
 * `message` is Polish and may be shown to the user as is; `detail` is English, for logs only
 * (it never contains key material or plaintext).
 */
import { phoneTexts } from '../messages/phone.js';

export const CRYPTO_ERROR_CODES = [
  'UNSUPPORTED_ENVIRONMENT',
  'UNSUPPORTED_VERSION',
  'UNSUPPORTED_ALGORITHM',
  'MALFORMED',
  'INVALID_ARGUMENT',
  'WEAK_PARAMETERS',
  'INVALID_PUBLIC_KEY',
  'DECRYPT_FAILED',
  'WRONG_PASSWORD',
  'WRONG_KEY',
  'BAD_RECOVERY_KEY',
  'WRONG_RECOVERY_KEY',
  'TRUNCATED',
  'INVALID_IDENTIFIER',
  'INVALID_PHONE',
] as const;

export type CryptoErrorCode = (typeof CRYPTO_ERROR_CODES)[number];

/** Polish texts for the user, one per code. */
export const CRYPTO_ERROR_MESSAGES: Readonly<Record<CryptoErrorCode, string>> = {
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
};

export class CryptoError extends Error {
  override readonly name = 'CryptoError';
  readonly code: CryptoErrorCode;
  /** English, for logs and developers; never shown to users, never contains secrets. */
  readonly detail: string | undefined;

  constructor(code: CryptoErrorCode, detail?: string, options?: { cause?: unknown }) {
    super(CRYPTO_ERROR_MESSAGES[code], options);
    this.code = code;
    this.detail = detail;
  }
}

export function isCryptoError(error: unknown, code?: CryptoErrorCode): error is CryptoError {
  return error instanceof CryptoError && (code === undefined || error.code === code);
}
