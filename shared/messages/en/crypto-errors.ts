import type { Translation } from '../catalogue.js';
import type { cryptoErrorTexts as polish } from '../crypto-errors.js';
import { PHONE_DIGITS } from '../../domain/phone.js';

/** What the browser's encryption says when it fails, in English (the Polish source: ../crypto-errors.ts). */
export const cryptoErrorTexts = {
  UNSUPPORTED_ENVIRONMENT:
    'This browser does not support the encryption we need. Please use an up-to-date browser and a secure connection (https).',
  UNSUPPORTED_VERSION:
    'This version of the encrypted data is not supported. Refresh the page to load the current version.',
  UNSUPPORTED_ALGORITHM: 'The data is encrypted with an algorithm we do not support.',
  MALFORMED: 'The encrypted data is not in the right format.',
  INVALID_ARGUMENT: 'The encryption parameters are not valid.',
  WEAK_PARAMETERS:
    'The server asked for password protection that is too weak. For your security, signing in has been stopped.',
  INVALID_PUBLIC_KEY: 'The public key is not valid.',
  DECRYPT_FAILED: 'The data could not be decrypted: it is damaged or belongs to another report.',
  WRONG_PASSWORD: 'Wrong password, or the data is damaged.',
  WRONG_KEY: 'No access to the key: the data was encrypted for a different key.',
  BAD_RECOVERY_KEY:
    'The recovery key contains a mistake (a typo, or a character missing or too many). Check that every group was copied correctly.',
  WRONG_RECOVERY_KEY: 'This recovery key does not match this organisation’s data (a different key, or damaged data).',
  TRUNCATED: 'The file is incomplete: the upload or download was interrupted.',
  INVALID_IDENTIFIER: 'The report identifier is not valid.',
  INVALID_PHONE: `The phone number must have exactly ${PHONE_DIGITS} digits.`,
} as const satisfies Translation<typeof polish>;
