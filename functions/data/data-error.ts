import { CodedError } from '../lib/coded-error.js';
import type { KeyedText } from '../lib/message-keys.js';

/**
 * A failure the data layer names itself (a taken e-mail, a used link, a missing item). It knows
 * nothing of HTTP: the handler kit answers it with the status of its code and its Polish message.
 */
export class DataError extends CodedError {
  override readonly name = 'DataError';
}

export const dataConflict = (message?: string | KeyedText) => new DataError('CONFLICT', message);
export const dataNotFound = (message?: string | KeyedText) => new DataError('NOT_FOUND', message);
