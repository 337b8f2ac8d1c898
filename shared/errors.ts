/**
 * Error codes every endpoint may answer with, and the HTTP status of each. This is the one
 * place where a code is mapped to a status: handlers throw codes, the client reads them.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  LICENCE_INACTIVE: 402,
  FORBIDDEN: 403,
  CSRF_FAILED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  FORM_BLOCKED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** The JSON body of every error answer: `message` is Polish and shown as `{status} - {message}`. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  /** Field path (dot-joined) → Polish message, for validation errors. */
  fields?: Record<string, string>;
  /** For RATE_LIMITED: seconds until the next attempt is allowed. */
  retryAfterSeconds?: number;
}
