import { describe, expect, it } from 'vitest';
import { base64UrlByteLength, fromBase64Url, toBase64Url } from './base64url';
import { decodeCrockford, encodeCrockford, groupText, normaliseCrockford } from './base32';
import { CryptoError } from './errors';
import { randomBytes, randomIndices } from './random';

describe('base64url', () => {
  it('round-trips every length from 0 to 70 bytes', () => {
    for (let length = 0; length <= 70; length++) {
      const bytes = randomBytes(length);
      const text = toBase64Url(bytes);
      expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
      expect(base64UrlByteLength(text)).toBe(length);
      expect(fromBase64Url(text)).toEqual(bytes);
    }
  });

  it('matches the RFC 4648 test vectors (url alphabet, no padding)', () => {
    const cases: Array<[string, string]> = [
      ['', ''],
      ['f', 'Zg'],
      ['fo', 'Zm8'],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg'],
      ['fooba', 'Zm9vYmE'],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [plain, encoded] of cases) expect(toBase64Url(new TextEncoder().encode(plain))).toBe(encoded);
    expect(toBase64Url(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('-__-');
  });

  it('rejects padding, standard-alphabet characters, whitespace and impossible lengths', () => {
    for (const bad of ['Zg==', 'Zm+v', 'Zm/v', 'Zm9 v', 'Z', 'Zm9vY', 'Zm9v\n']) {
      expect(() => fromBase64Url(bad), bad).toThrow(CryptoError);
    }
  });

  it('rejects non-canonical endings so that one byte string has one text form', () => {
    expect(fromBase64Url('Zg')).toEqual(new Uint8Array([0x66]));
    expect(() => fromBase64Url('Zh')).toThrow(/format/);
    expect(() => fromBase64Url('Zm9')).toThrow(CryptoError);
  });
});

describe('Crockford base32', () => {
  it('round-trips bytes and refuses non-zero padding bits', () => {
    for (const length of [1, 5, 7, 16, 32]) {
      const bytes = randomBytes(length);
      const text = encodeCrockford(bytes);
      expect(text).toHaveLength(Math.ceil((length * 8) / 5));
      expect(decodeCrockford(text, length)).toEqual(bytes);
    }
    expect(decodeCrockford('01', 1)).toBeUndefined(); // 10 bits for 8: the last 2 must be zero
  });

  it('normalises case, separators and look-alike letters', () => {
    expect(normaliseCrockford('k7qm-3xpa 9b')).toBe('K7QM3XPA9B');
    expect(normaliseCrockford('oOiIlL')).toBe('001111');
    expect(groupText('K7QM3XPA9B', 4)).toBe('K7QM-3XPA-9B');
  });
});

describe('randomIndices', () => {
  it('gives indices within the alphabet with no obvious bias', () => {
    const counts = new Array<number>(31).fill(0);
    for (const i of randomIndices(31 * 400, 31)) counts[i] = (counts[i] as number) + 1;
    for (const count of counts) {
      expect(count).toBeGreaterThan(250);
      expect(count).toBeLessThan(560);
    }
  });
});
