import { describe, expect, it } from 'vitest';
import { isValidNip } from './nip.js';

describe('isValidNip', () => {
  it.each(['5260250274', '7251801126', '1234563218'])('accepts the issued NIP %s', (nip) => {
    expect(isValidNip(nip)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '5260250275'],
    ['nine digits', '526025027'],
    ['eleven digits', '52602502740'],
    ['dashes', '526-025-02-74'],
    ['letters', '52602502a4'],
    ['an empty value', ''],
  ])('refuses %s', (_what, nip) => {
    expect(isValidNip(nip)).toBe(false);
  });

  it('refuses numbers whose checksum would be 10 (never issued)', () => {
    // The first nine digits of some number whose weighted sum leaves 10: no check digit can match it.
    const tenMod = Array.from({ length: 1000 }, (_, i) => `100000${String(i).padStart(3, '0')}`).find((first9) => {
      const sum = [6, 5, 7, 2, 3, 4, 5, 6, 7].reduce((total, weight, i) => total + weight * Number(first9[i]), 0);
      return sum % 11 === 10;
    })!;
    expect(isValidNip(`${tenMod}0`)).toBe(false);
  });
});
