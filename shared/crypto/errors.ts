/**
 * Typed errors of the crypto core. `code` is for programs (tests, handlers, UI branches);
 * `message` is Polish and may be shown to the user as is; `detail` is English, for logs only
 * (it never contains key material or plaintext).
 */
import { cryptoErrorTexts } from '../messages/crypto-errors.js';

export const CRYPTO_ERROR_CODES = [
  'UNSUPPORTED_ENVIRONMENT',
  'UNSUPPORTED_VERSION',
  'UNSUPPORTED_ALGORITHM',
  'MALFORMED',
  'INVALID_ARGUMENT',
  'WEAK_PARAMETERS',
  'INVALID_PUBLIC_KEY',
  'DECRYPT_FAILED',
  'WRONG_PASSWORD',
  'WRONG_KEY',
  'BAD_RECOVERY_KEY',
  'WRONG_RECOVERY_KEY',
  'TRUNCATED',
  'INVALID_IDENTIFIER',
  'INVALID_PHONE',
] as const;

export type CryptoErrorCode = (typeof CRYPTO_ERROR_CODES)[number];

/** Polish texts for the user, one per code (shared/messages/crypto-errors.ts). */
export const CRYPTO_ERROR_MESSAGES: Readonly<Record<CryptoErrorCode, string>> = cryptoErrorTexts;

export class CryptoError extends Error {
  override readonly name = 'CryptoError';
  readonly code: CryptoErrorCode;
  /** English, for logs and developers; never shown to users, never contains secrets. */
  readonly detail: string | undefined;

  constructor(code: CryptoErrorCode, detail?: string, options?: { cause?: unknown }) {
    super(CRYPTO_ERROR_MESSAGES[code], options);
    this.code = code;
    this.detail = detail;
  }
}

export function isCryptoError(error: unknown, code?: CryptoErrorCode): error is CryptoError {
  return error instanceof CryptoError && (code === undefined || error.code === code);
}
