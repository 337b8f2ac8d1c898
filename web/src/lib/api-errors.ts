import type { CryptoError } from '@shared/crypto/errors.js';
import type { ErrorCode, MessageRef } from '@shared/errors.js';
import { commonTexts } from '@shared/messages/common.js';
import type { clientErrorMessages } from '@shared/messages/client-errors.js';

/**
 * How a failed call looks to the page and what an alert says about it. Kept apart from the
 * client (and free of zod and the crypto core) so that any screen may read an error without
 * loading the contracts.
 */

/** Codes the client itself gives when no server error body applies. */
export type ClientErrorCode = keyof typeof clientErrorMessages;

/** A failed call: the server's `ErrorBody`, or a client-side failure (status 0 = no answer). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | ClientErrorCode;
  /** Field path → message, for 400 validation answers (Polish, or the reporter's language). */
  readonly fields: Record<string, string>;
  /** The key of the message and of each field's message, as the answer named them (shared/errors.ts). */
  readonly ref: MessageRef | undefined;
  readonly fieldKeys: Record<string, MessageRef>;
  readonly retryAfterSeconds: number | undefined;
  /** Failures still allowed before logins from this browser pause (a refused password). */
  readonly remainingAttempts: number | undefined;

  constructor(init: {
    status: number;
    code: ErrorCode | ClientErrorCode;
    message: string;
    fields?: Record<string, string>;
    ref?: MessageRef;
    fieldKeys?: Record<string, MessageRef>;
    retryAfterSeconds?: number;
    remainingAttempts?: number;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.ref = init.ref;
    this.fieldKeys = init.fieldKeys ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.remainingAttempts = init.remainingAttempts;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The spec's alert form `{status} - {message}`. */
export function formatApiError(error: unknown): string {
  if (error instanceof ApiError) return error.status > 0 ? `${error.status} - ${error.message}` : error.message;
  return commonTexts.somethingWentWrong;
}

/**
 * By its name, so that every page's first load need not carry the crypto core's messages to
 * recognise its errors (shared/crypto/errors.ts names each one so).
 */
const isCryptoError = (error: unknown): error is CryptoError => error instanceof Error && error.name === 'CryptoError';

/** What an API failure says: a validation answer's first field message (it says more than the general one), else the answer's message. */
const apiSentence = (error: ApiError): string =>
  (error.code === 'VALIDATION_FAILED' ? Object.values(error.fields)[0] : undefined) ?? error.message;

/**
 * The text an alert shows for a failure: `{status} - {message}` for the API (a validation answer
 * names its first field's message, which says more than the general one), the Polish text of a
 * CryptoError, else 'Coś poszło nie tak'.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError)
    return error.status > 0 ? `${error.status} - ${apiSentence(error)}` : apiSentence(error);
  return errorSentence(error);
}

/**
 * The same failure as a sentence alone, without the HTTP status: what the reporter's inbox and
 * its logins show (the spec quotes the `{status} - …` form only for staff screens, the form's
 * send and /external's download, which keep `errorText`). `unknown` is what a failure we cannot
 * name says ('Coś poszło nie tak', or its words in the reporter's language).
 */
export function errorSentence(error: unknown, unknown: string = commonTexts.somethingWentWrong): string {
  if (error instanceof ApiError) return apiSentence(error);
  if (isCryptoError(error)) return error.message;
  return unknown;
}
