import { errorStatus } from '@shared/errors.js';
import { CodedError } from './coded-error.js';
import type { KeyedText } from './message-keys.js';

/** An error meant for the client: its status comes from the code, its message is Polish. */
export class HttpError extends CodedError {
  override readonly name = 'HttpError';

  get status(): number {
    return errorStatus[this.code];
  }
}

export const badRequest = (message?: string | KeyedText, fields?: Record<string, string>) =>
  new HttpError('VALIDATION_FAILED', message, fields ? { fields } : {});
export const unauthenticated = () => new HttpError('UNAUTHENTICATED');
export const forbidden = (message?: string | KeyedText) => new HttpError('FORBIDDEN', message);
export const notFound = (message?: string | KeyedText) => new HttpError('NOT_FOUND', message);
export const conflict = (message?: string | KeyedText) => new HttpError('CONFLICT', message);
