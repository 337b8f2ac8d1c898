/**
 * What a reporter gets and types (docs/security.md):
 *
 * - identifier: 10 random Crockford base32 characters (50 bits), stored without dashes
 *   ("K7QM3XPA9B"), shown as "K7QM-3XPA-9B"; typed input is normalised (case, dashes, spaces,
 *   O→0, I/L→1). It names the report; it is not a secret.
 * - password: generated in the browser, 20 characters from a 31-character alphabet without
 *   look-alikes (no 0/o, 1/i/l), shown as 4 groups of 5 for reading aloud: log2(31)·20 ≈ 99 bits.
 * - keys: the password is split like a staff password (password.ts) with the salt
 *   SHA-256("ostoja/v1/reporter-salt/password/{identifier}")[0..16): a unique salt per report
 *   that the browser computes itself, so the inbox login needs no "get salt" round trip.
 * - phone cases (type 2): the reporter has no password; the key is derived from the identifier
 *   and the 9-digit phone number (salt "…/phone/{identifier}"). WEAK: the secret part is a phone
 *   number, at most 10⁹ values, and often known to the organisation and others. Whoever holds a
 *   copy of the database (the envelope and SHA-256(authKey)) and the identifier can try every
 *   number offline at the cost of one Argon2id run each (≈ 0.3 s·core at the defaults: about 9
 *   core-years for the whole space, minutes for a short list of likely numbers). The server must
 *   never keep the caller's number in clear next to the report. See docs/security.md §8.
 */
import { type Bytes, utf8 } from './bytes';
import { CROCKFORD_ALPHABET, groupText, invalidCrockfordCharacters, normaliseCrockford } from './base32';
import { CryptoError } from './errors';
import { type Argon2Params, derivePasswordKeys, type PasswordKeys } from './password';
import { randomIndices, subtle } from './random';
import { isPhoneNumber, PHONE_DIGITS } from '../domain/phone.js';

export const REPORTER_IDENTIFIER_LENGTH = 10;
export const REPORTER_PASSWORD_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
export const REPORTER_PASSWORD_GROUPS = 4;
export const REPORTER_PASSWORD_GROUP_LENGTH = 5;
/** ≈ 99 bits of entropy (at least 80 are needed: docs/security.md §10). */
export const REPORTER_PASSWORD_BITS = Math.floor(
  REPORTER_PASSWORD_GROUPS * REPORTER_PASSWORD_GROUP_LENGTH * Math.log2(REPORTER_PASSWORD_ALPHABET.length),
);

/** A new identifier, canonical form (10 characters, no dashes). */
export function generateReporterIdentifier(): string {
  return randomIndices(REPORTER_IDENTIFIER_LENGTH, 32)
    .map((i) => CROCKFORD_ALPHABET[i])
    .join('');
}

/** Canonical identifier from what a person typed; INVALID_IDENTIFIER when it cannot be one. */
export function normaliseReporterIdentifier(input: string): string {
  if (typeof input !== 'string') throw new CryptoError('INVALID_IDENTIFIER', 'not a string');
  const clean = normaliseCrockford(input);
  if (clean.length !== REPORTER_IDENTIFIER_LENGTH || invalidCrockfordCharacters(clean).length > 0) {
    throw new CryptoError('INVALID_IDENTIFIER', `not ${REPORTER_IDENTIFIER_LENGTH} Crockford base32 characters`);
  }
  return clean;
}

export function isReporterIdentifier(input: string): boolean {
  try {
    normaliseReporterIdentifier(input);
    return true;
  } catch {
    return false;
  }
}

/** "K7QM3XPA9B" (or any typed form) → "K7QM-3XPA-9B". */
export function formatReporterIdentifier(identifier: string): string {
  return groupText(normaliseReporterIdentifier(identifier), 4);
}

/** A new password, grouped for display: "k7qm2-ab3cd-x9pzt-4hwne". */
export function generateReporterPassword(): string {
  const length = REPORTER_PASSWORD_GROUPS * REPORTER_PASSWORD_GROUP_LENGTH;
  const text = randomIndices(length, REPORTER_PASSWORD_ALPHABET.length)
    .map((i) => REPORTER_PASSWORD_ALPHABET[i])
    .join('');
  return groupText(text, REPORTER_PASSWORD_GROUP_LENGTH);
}

/** What the key is derived from: lower case, without spaces and dashes. */
export function normaliseReporterPassword(input: string): string {
  return input
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\-_.]/g, '');
}

/**
 * A Polish phone number as 9 digits: spaces, dashes, dots, brackets and a +48 / 0048 prefix are
 * dropped; anything else that is not exactly 9 digits gives INVALID_PHONE.
 */
export function normalisePhoneNumber(input: string): string {
  if (typeof input !== 'string') throw new CryptoError('INVALID_PHONE', 'not a string');
  let digits = input.replace(/[\s\-.()]/g, '');
  if (digits.startsWith('+48')) digits = digits.slice(3);
  else if (digits.startsWith('0048')) digits = digits.slice(4);
  if (!isPhoneNumber(digits)) throw new CryptoError('INVALID_PHONE', `not ${PHONE_DIGITS} digits`);
  return digits;
}

export type ReporterChannel = 'password' | 'phone';

/** The per-report salt: SHA-256("ostoja/v1/reporter-salt/{channel}/{identifier}")[0..16). */
export async function reporterSalt(identifier: string, channel: ReporterChannel): Promise<Bytes> {
  const canonical = normaliseReporterIdentifier(identifier);
  const digest = await subtle().digest('SHA-256', utf8(`ostoja/v1/reporter-salt/${channel}/${canonical}`));
  return new Uint8Array(digest.slice(0, 16));
}

type CostParams = Partial<Pick<Argon2Params, 'm' | 't' | 'p'>>;

/** authKey (inbox login) and kek (opens the report key) from identifier + generated password. */
export async function deriveReporterKeys(
  identifier: string,
  password: string,
  params: CostParams = {},
): Promise<PasswordKeys> {
  const secret = normaliseReporterPassword(password);
  if (secret.length === 0) throw new CryptoError('WRONG_PASSWORD', 'empty password');
  return derivePasswordKeys(secret, { ...params, salt: await reporterSalt(identifier, 'password') });
}

/** The phone-case keys from identifier + phone number (weak: see the module comment). */
export async function derivePhoneCaseKeys(
  identifier: string,
  phone: string,
  params: CostParams = {},
): Promise<PasswordKeys> {
  const canonical = normaliseReporterIdentifier(identifier);
  const digits = normalisePhoneNumber(phone);
  return derivePasswordKeys(`${canonical}:${digits}`, { ...params, salt: await reporterSalt(canonical, 'phone') });
}
