import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { BACKUP_CODE_ALPHABET, normaliseBackupCode, timeStepAt, totpRules } from '@shared/domain/totp.js';
import { sha256 } from './hashing.js';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: totpRules.issuer,
    label,
    algorithm: 'SHA1',
    digits: totpRules.digits,
    period: totpRules.periodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret, base32 (what authenticator apps take typed by hand). */
export const newTotpSecret = (): string => new Secret({ size: totpRules.secretBytes }).base32;

/** The `otpauth://` URI an authenticator app reads from the QR code. */
export const totpUri = (secret: string, email: string): string => totpOf(secret, email).toString();

/**
 * The time step whose code `code` is, within the accepted drift, or null when it is none of
 * them. The caller refuses a step not after the last one used (a code works once).
 */
export function matchingTimeStep(secret: string, code: string, now = new Date()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: totpRules.driftSteps });
  return delta === null ? null : timeStepAt(now.getTime()) + delta;
}

/** The code of a moment (the demo and the tests log in with it). */
export const totpCodeAt = (secret: string, now = new Date()): string =>
  totpOf(secret).generate({ timestamp: now.getTime() });

/** Ten new backup codes, each 10 characters of an unambiguous alphabet. */
export const newBackupCodes = (): string[] =>
  Array.from({ length: totpRules.backupCodeCount }, () =>
    Array.from(
      { length: totpRules.backupCodeLength },
      () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)],
    ).join(''),
  );

/**
 * What is stored of a backup code: its SHA-256, bound to the user (the same code of two people
 * stores differently). 50 random bits behind the login limits need no slow hash.
 */
export const backupCodeHash = (userId: string, code: string): string =>
  sha256(`ostoja/v1/backup-code/${userId}/${normaliseBackupCode(code)}`);
