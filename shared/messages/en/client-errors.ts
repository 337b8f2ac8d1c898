import type { Translation } from '../catalogue.js';
import type { clientErrorMessages as polish } from '../client-errors.js';

/** What the web client says when no server error body applies, in English (the Polish source: ../client-errors.ts). */
export const clientErrorMessages = {
  INVALID_RESPONSE: 'The server sent an invalid answer. Refresh the page and try again.',
  NETWORK_ERROR: 'No connection to the server. Check your internet connection and try again.',
} as const satisfies Translation<typeof polish>;
