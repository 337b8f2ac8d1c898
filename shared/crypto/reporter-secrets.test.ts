import { describe, expect, it } from 'vitest';
import { generateReportKey, encryptContent, decryptContentText } from './content';
import {
  derivePhoneCaseKeys,
  deriveReporterKeys,
  formatReporterIdentifier,
  generateReporterIdentifier,
  generateReporterPassword,
  isReporterIdentifier,
  normalisePhoneNumber,
  normaliseReporterIdentifier,
  REPORTER_PASSWORD_ALPHABET,
  REPORTER_PASSWORD_BITS,
  reporterSalt,
} from './reporter-secrets';
import { cryptoErrorOf, FAST_ARGON2 } from './test/testing';
import { unwrapKeyWithPassword, wrapKeyWithPassword } from './wrap';

describe('reporter identifier', () => {
  it('is 10 random Crockford base32 characters, shown as K7QM-3XPA-9B', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => generateReporterIdentifier()));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(formatReporterIdentifier('K7QM3XPA9B')).toBe('K7QM-3XPA-9B');
  });

  it('accepts lower case, missing dashes, spaces and O/I/L look-alikes', () => {
    for (const typed of ['K7QM-3XPA-9B', 'k7qm3xpa9b', ' k7qm 3xpa 9b ', 'K7QM-3XPA-9B'.toLowerCase()]) {
      expect(normaliseReporterIdentifier(typed)).toBe('K7QM3XPA9B');
    }
    expect(normaliseReporterIdentifier('OIL0-1000-AB')).toBe('01101000AB');
  });

  it('refuses wrong lengths and letters outside the alphabet with INVALID_IDENTIFIER', async () => {
    for (const bad of ['K7QM-3XPA-9', 'K7QM-3XPA-9BB', 'K7QM-3XPA-9U', 'K7QM-3XPA-9!', '']) {
      expect(isReporterIdentifier(bad), bad).toBe(false);
      const error = await cryptoErrorOf(async () => normaliseReporterIdentifier(bad));
      expect(error.code).toBe('INVALID_IDENTIFIER');
      expect(error.message).toBe('Nieprawidłowy identyfikator zgłoszenia.');
    }
  });
});

describe('reporter password', () => {
  it('has at least 80 bits, no look-alike characters, and reads as 4 groups of 5', () => {
    expect(REPORTER_PASSWORD_BITS).toBeGreaterThanOrEqual(80);
    expect(REPORTER_PASSWORD_ALPHABET).not.toMatch(/[01ilo]/);
    const passwords = new Set(Array.from({ length: 500 }, () => generateReporterPassword()));
    expect(passwords.size).toBe(500);
    for (const password of passwords) expect(password).toMatch(/^[2-9a-hjkmnp-z]{5}(-[2-9a-hjkmnp-z]{5}){3}$/);
  });

  it('derives the same keys however the reporter types the password and identifier', async () => {
    const a = await deriveReporterKeys('K7QM-3XPA-9B', 'abcde-fghjk-mnpqr-stuvw', FAST_ARGON2);
    const b = await deriveReporterKeys('k7qm3xpa9b', ' ABCDE FGHJK MNPQR STUVW ', FAST_ARGON2);
    expect(b.authKey).toBe(a.authKey);
  });

  it('opens the report key wrapped at submission, and refuses a wrong password with WRONG_PASSWORD', async () => {
    const identifier = generateReporterIdentifier();
    const password = generateReporterPassword();
    const reportKey = await generateReportKey();
    const keys = await deriveReporterKeys(identifier, password, FAST_ARGON2);
    const envelope = await wrapKeyWithPassword(reportKey, 'report-key', keys, { context: 'T1/R1' });
    const atLogin = await deriveReporterKeys(formatReporterIdentifier(identifier), password.toUpperCase(), FAST_ARGON2);
    const opened = await unwrapKeyWithPassword(envelope, 'report-key', atLogin, { context: 'T1/R1' });
    const ctx = { tenant: 'T1', report: 'R1', purpose: 'fields' };
    expect(await decryptContentText(opened, await encryptContent(reportKey, 'treść', ctx), ctx)).toBe('treść');
    const wrong = await deriveReporterKeys(identifier, generateReporterPassword(), FAST_ARGON2);
    expect(
      (await cryptoErrorOf(() => unwrapKeyWithPassword(envelope, 'report-key', wrong, { context: 'T1/R1' }))).code,
    ).toBe('WRONG_PASSWORD');
  });

  it('salts per report and per channel, computed from the identifier alone', async () => {
    const a = await reporterSalt('K7QM3XPA9B', 'password');
    expect(a).toHaveLength(16);
    expect(await reporterSalt('k7qm-3xpa-9b', 'password')).toEqual(a);
    expect(await reporterSalt('K7QM3XPA9C', 'password')).not.toEqual(a);
    expect(await reporterSalt('K7QM3XPA9B', 'phone')).not.toEqual(a);
  });
});

describe('phone case', () => {
  it('normalises a Polish phone number to 9 digits and refuses anything else with the spec text', async () => {
    for (const typed of [
      '600123456',
      '600 123 456',
      '600-123-456',
      '+48 600 123 456',
      '0048600123456',
      '(600) 123-456',
    ]) {
      expect(normalisePhoneNumber(typed)).toBe('600123456');
    }
    for (const bad of ['60012345', '6001234567', '+49600123456', '600a23456', '']) {
      const error = await cryptoErrorOf(async () => normalisePhoneNumber(bad));
      expect(error.code).toBe('INVALID_PHONE');
      expect(error.message).toBe('Numer telefonu musi zawierać dokładnie 9 cyfr!');
    }
  });

  it('derives keys from identifier + phone number that open the report key, and differ from any password keys', async () => {
    const identifier = generateReporterIdentifier();
    const reportKey = await generateReportKey();
    const keys = await derivePhoneCaseKeys(identifier, '600 123 456', FAST_ARGON2);
    const envelope = await wrapKeyWithPassword(reportKey, 'report-key', keys);
    const again = await derivePhoneCaseKeys(identifier.toLowerCase(), '+48600123456', FAST_ARGON2);
    expect(again.authKey).toBe(keys.authKey);
    await unwrapKeyWithPassword(envelope, 'report-key', again);
    const otherPhone = await derivePhoneCaseKeys(identifier, '600123457', FAST_ARGON2);
    expect((await cryptoErrorOf(() => unwrapKeyWithPassword(envelope, 'report-key', otherPhone))).code).toBe(
      'WRONG_PASSWORD',
    );
    const asPassword = await deriveReporterKeys(identifier, `${identifier}:600123456`, FAST_ARGON2);
    expect(asPassword.authKey).not.toBe(keys.authKey);
  });
});
