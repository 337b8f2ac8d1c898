import { errorStatus, type ErrorBody, type ErrorCode } from '@shared/errors.js';
import { errorMessages } from '@shared/messages/errors.js';

/** An error meant for the client: its status comes from the code, its message is Polish. */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    readonly extra: Pick<ErrorBody, 'fields' | 'retryAfterSeconds'> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = errorStatus[code];
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...this.extra };
  }
}

export const badRequest = (message?: string, fields?: Record<string, string>) =>
  new HttpError('VALIDATION_FAILED', message, fields ? { fields } : {});
export const unauthenticated = () => new HttpError('UNAUTHENTICATED');
export const forbidden = (message?: string) => new HttpError('FORBIDDEN', message);
export const notFound = (message?: string) => new HttpError('NOT_FOUND', message);
export const conflict = (message?: string) => new HttpError('CONFLICT', message);
