import type { ErrorBody, ErrorCode } from '@shared/errors.js';
import { errorMessages } from '@shared/messages/errors.js';

/**
 * A failure the data layer names itself (a taken e-mail, a used link, a missing item). It knows
 * nothing of HTTP: the handler kit answers it with the status of its code and its Polish message.
 */
export class DataError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    readonly extra: Pick<ErrorBody, 'fields' | 'retryAfterSeconds'> = {},
  ) {
    super(message);
    this.name = 'DataError';
  }
}

export const dataConflict = (message?: string) => new DataError('CONFLICT', message);
export const dataNotFound = (message?: string) => new DataError('NOT_FOUND', message);
