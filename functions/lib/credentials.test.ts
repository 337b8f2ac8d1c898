import { describe, expect, it } from 'vitest';
import { ARGON2_DEFAULTS } from '@shared/crypto/password.js';
import { readArgon2Floor } from './credentials.js';

describe('the Argon2id floor', () => {
  it('is the defaults (64 MiB, t=3) unless lowered', () => {
    expect(readArgon2Floor({})).toEqual({ m: ARGON2_DEFAULTS.m, t: ARGON2_DEFAULTS.t });
    expect(ARGON2_DEFAULTS).toMatchObject({ m: 64 * 1024, t: 3 });
  });

  it('is lowered by the tests’ runtime', () => {
    expect(readArgon2Floor({ ARGON2_TEST_FLOOR: '1024,2' })).toEqual({ m: 1024, t: 2 });
  });

  it('refuses to start a deployed function that has it lowered', () => {
    expect(() =>
      readArgon2Floor({ ARGON2_TEST_FLOOR: '1024,2', AWS_LAMBDA_FUNCTION_NAME: 'ostoja-prod-login' }),
    ).toThrow(/refusing to start/);
  });

  it('refuses a lowered value it cannot read', () => {
    expect(() => readArgon2Floor({ ARGON2_TEST_FLOOR: 'tanio' })).toThrow();
  });
});
