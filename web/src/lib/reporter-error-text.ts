import type { Translation } from '@shared/messages/catalogue.js';
import type { clientErrorMessages } from '@shared/messages/client-errors.js';
import { isApiError } from './api-errors.js';

/**
 * A failure the browser names itself (no answer, an answer it cannot read) in the language shown,
 * in the form `format` gives it; any other failure as `format` says it. A server's own text stays as
 * the server sent it (Polish) until error answers carry a message key (issue 30).
 */
export function reporterErrorText(
  error: unknown,
  messages: Translation<typeof clientErrorMessages>,
  format: (error: unknown) => string,
): string {
  if (isApiError(error) && (error.code === 'NETWORK_ERROR' || error.code === 'INVALID_RESPONSE')) {
    const message = messages[error.code];
    return error.status > 0 ? `${error.status} - ${message}` : message;
  }
  return format(error);
}
