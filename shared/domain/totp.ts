/*
 * The authenticator app's second factor (RFC 6238) and its backup codes (docs/security.md §12.2).
 * Constants and pure rules only.
 */

export const totpRules = {
  digits: 6,
  periodSeconds: 30,
  /** A code of the step before or after the server's clock is accepted too (clock drift). */
  driftSteps: 1,
  /** 160 bits, as RFC 4226 recommends. */
  secretBytes: 20,
  backupCodeCount: 10,
  /** Ten characters of a 32-letter alphabet: 50 bits, behind the login limits. */
  backupCodeLength: 10,
  /** How long a secret offered for setup waits for its first code. */
  setupSeconds: 10 * 60,
  issuer: 'Ostoja',
} as const;

/** Letters and digits nobody confuses (no 0/o, 1/l/i). */
export const BACKUP_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A TOTP code: 6 digits. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** A backup code as people type it: its 10 characters, in any case, with or without the hyphen or spaces. */
export const BACKUP_CODE_PATTERN = /^[a-z2-9]{5}[\s-]?[a-z2-9]{5}$/i;

/** The 10 characters of a backup code, lower-case, without separators. */
export const normaliseBackupCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

/** "abcdefghjk" → "abcde-fghjk": how a backup code is shown. */
export const formatBackupCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;

/** The time step a moment falls in. */
export const timeStepAt = (epochMs: number): number => Math.floor(epochMs / 1000 / totpRules.periodSeconds);
