import { type Translation } from '../catalogue.js';
import type { errorMessages as polishErrors, rateLimitTexts as polishLimits } from '../errors.js';

/** The server's default text for each error code, in English (the Polish source: ../errors.ts). */
export const errorMessages = {
  VALIDATION_FAILED: 'The data sent is not valid.',
  BAD_REQUEST: 'Invalid request.',
  UNAUTHENTICATED: 'Your session has expired. Please sign in again.',
  LICENCE_INACTIVE: 'Account blocked! The licence has expired — renew the subscription under “Rozliczenia”.',
  FORBIDDEN: 'You are not allowed to do this.',
  CSRF_FAILED: 'Invalid security token. Refresh the page and try again.',
  DOWNLOAD_LIMIT_REACHED: 'Download limit reached',
  NOT_FOUND: 'Not found.',
  CONFLICT: 'This could not be done because the data has changed in the meantime. Refresh the page and try again.',
  IN_PROGRESS: 'The same request is being carried out right now. Try again in a moment.',
  FORM_BLOCKED: 'Sending reports is switched off because the organisation’s licence has expired.',
  PAYLOAD_TOO_LARGE: 'The data sent is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported data format.',
  FILE_INFECTED: 'The file contains a virus or malware and was not accepted.',
  RATE_LIMITED: 'Too many attempts. Try again later.',
  INTERNAL: 'Something went wrong on the server. Try again later.',
  UNAVAILABLE: 'The service is temporarily unavailable. Try again later.',
} as const satisfies Translation<typeof polishErrors>;

/** How long until a rate-limited action may be retried, in English. */
export const rateLimitTexts = {
  retryAfter: (seconds: number): string =>
    seconds < 60
      ? `Too many attempts. Try again in ${Math.max(1, Math.ceil(seconds))} s.`
      : `Too many attempts. Try again in ${Math.ceil(seconds / 60)} min.`,
} as const satisfies Translation<typeof polishLimits>;
