// zod's mini build: every page's API client reads error answers with it (web/src/lib/api-error-body.ts).
import * as z from 'zod/mini';

/**
 * Error codes every endpoint may answer with, and the HTTP status of each. This is the one
 * place where a code is mapped to a status: handlers throw codes, the client reads them.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  LICENCE_INACTIVE: 403,
  FORBIDDEN: 403,
  CSRF_FAILED: 403,
  /** A share's downloads are used up (its page shows the count anyway, so saying so tells nothing). */
  DOWNLOAD_LIMIT_REACHED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The same request is being carried out by a parallel one: send it again in a moment, unchanged. */
  IN_PROGRESS: 409,
  FORM_BLOCKED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  FILE_INFECTED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorStatus, code);

/**
 * Where a text is defined in `shared/messages`: `<catalogue's export name>.<entry>`
 * (`validationTexts.tooLongText`), with the arguments of an entry that is a function. A reporter
 * screen shows the same entry of its language's catalogue (web/src/i18n/error-texts.ts).
 */
export const ZMessageRef = z.object({
  key: z.string().check(z.minLength(1)),
  args: z.optional(z.array(z.union([z.string(), z.number()]))),
});
export type MessageRef = z.infer<typeof ZMessageRef>;

/**
 * The JSON body of every error answer: `message` is Polish and shown as `{status} - {message}`;
 * `key` (and `args`) name the same text in `shared/messages`, for screens shown in another
 * language. The handler kit writes it, the web client reads it with this schema.
 */
export const ZErrorBody = z.object({
  /** An `ErrorCode`; readers check it with `isErrorCode` (an unknown one falls back to the status). */
  code: z.string(),
  message: z.string().check(z.minLength(1)),
  /** The message's key (optional to readers: a proxy's body or an older server has none). */
  key: z.optional(ZMessageRef.shape.key),
  args: ZMessageRef.shape.args,
  /** Field path (dot-joined) → Polish message, for validation errors. */
  fields: z.optional(z.record(z.string(), z.string())),
  /** Field path → the key of its message, for each field whose message has one. */
  fieldKeys: z.optional(z.record(z.string(), ZMessageRef)),
  /** For RATE_LIMITED: seconds until the next attempt is allowed. */
  retryAfterSeconds: z.optional(z.number()),
  /** For a refused login secret: failures still allowed before logins from this client pause. */
  remainingAttempts: z.optional(z.int().check(z.minimum(0))),
});

/** An error body as the server writes it: every one carries its message's key. */
export type ErrorBody = Omit<z.infer<typeof ZErrorBody>, 'code' | 'key'> & { code: ErrorCode; key: string };
