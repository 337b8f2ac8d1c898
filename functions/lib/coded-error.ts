import type { ErrorBody, ErrorCode } from '@shared/errors.js';
import { errorMessages } from '@shared/messages/errors.js';

/**
 * A failure that names its code: the handler kit answers it with the code's status and its
 * Polish message (the code's default unless a more precise one is given).
 */
export abstract class CodedError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    readonly extra: Pick<ErrorBody, 'fields' | 'retryAfterSeconds' | 'remainingAttempts'> = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message, ...this.extra };
  }
}
