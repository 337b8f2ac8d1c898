import type { ErrorCode } from '../errors.js';
import { externalTexts } from './external.js';

/** Default Polish text for each error code; a handler may give a more precise one. */
export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Przesłane dane są niepoprawne.',
  BAD_REQUEST: 'Nieprawidłowe żądanie.',
  UNAUTHENTICATED: 'Sesja wygasła. Zaloguj się ponownie.',
  LICENCE_INACTIVE: 'Konto zablokowane! Licencja wygasła — odnów subskrypcję w zakładce Rozliczenia.',
  FORBIDDEN: 'Brak uprawnień do wykonania tej operacji.',
  CSRF_FAILED: 'Nieprawidłowy token bezpieczeństwa. Odśwież stronę i spróbuj ponownie.',
  DOWNLOAD_LIMIT_REACHED: externalTexts.limitUsed,
  NOT_FOUND: 'Nie znaleziono zasobu.',
  CONFLICT: 'Operacja koliduje z bieżącym stanem danych. Odśwież stronę i spróbuj ponownie.',
  IN_PROGRESS: 'To samo żądanie jest właśnie wykonywane. Spróbuj ponownie za chwilę.',
  FORM_BLOCKED: 'Wysyłanie zgłoszeń jest wyłączone z powodu wygaśnięcia licencji.',
  PAYLOAD_TOO_LARGE: 'Przesłane dane są zbyt duże.',
  UNSUPPORTED_MEDIA_TYPE: 'Nieobsługiwany format danych.',
  FILE_INFECTED: 'Plik zawiera wirusa lub złośliwe oprogramowanie i nie został przyjęty.',
  RATE_LIMITED: 'Zbyt wiele prób. Spróbuj ponownie później.',
  INTERNAL: 'Wystąpił błąd serwera. Spróbuj ponownie później.',
  UNAVAILABLE: 'Usługa jest chwilowo niedostępna. Spróbuj ponownie później.',
};

/** Texts of malformed requests the handler kit and data layer refuse. */
export const requestTexts = {
  malformedJson: 'Treść żądania nie jest poprawnym JSON-em.',
  badCursor: 'Nieprawidłowy kursor stronicowania.',
  twoSessionCookies: 'Przeglądarka wysłała dwa ciasteczka sesji. Usuń ciasteczka tej strony i zaloguj się ponownie.',
} as const;

/** The key of a code's default text (decision on message keys: `<catalogue>.<entry>`). */
export const codeMessageKey = (code: ErrorCode): string => `errorMessages.${code}`;

/** How long until a rate-limited action may be retried. */
export const rateLimitTexts = {
  /** "Spróbuj ponownie za 3 min." (under a minute in seconds). */
  retryAfter: (seconds: number): string =>
    seconds < 60
      ? `Zbyt wiele prób. Spróbuj ponownie za ${Math.max(1, Math.ceil(seconds))} s.`
      : `Zbyt wiele prób. Spróbuj ponownie za ${Math.ceil(seconds / 60)} min.`,
} as const;
