import { describe, expect, it } from 'vitest';
import { plural } from './catalogue.js';

const pl = { one: 'znak', few: 'znaki', many: 'znaków', other: 'znaku' };
const uk = { one: 'символ', few: 'символи', many: 'символів', other: 'символу' };
const en = { one: 'character', other: 'characters' };

describe('plural forms through Intl.PluralRules', () => {
  it('Polish: 1 znak, 2–4 znaki (not 12–14), otherwise znaków', () => {
    expect([1, 2, 4, 5, 12, 14, 22, 25, 101, 1000].map((n) => plural('pl', n, pl))).toEqual([
      'znak',
      'znaki',
      'znaki',
      'znaków',
      'znaków',
      'znaków',
      'znaki',
      'znaków',
      'znaków',
      'znaków',
    ]);
  });

  it('Ukrainian: 1 and 21 символ, 2–4 and 22 символи (not 12–14), otherwise символів', () => {
    expect([1, 21, 2, 4, 22, 5, 11, 12, 14, 100, 500].map((n) => plural('uk', n, uk))).toEqual([
      'символ',
      'символ',
      'символи',
      'символи',
      'символи',
      'символів',
      'символів',
      'символів',
      'символів',
      'символів',
      'символів',
    ]);
  });

  it('English: 1 character, otherwise characters', () => {
    expect([1, 0, 2, 21, 500].map((n) => plural('en', n, en))).toEqual([
      'character',
      'characters',
      'characters',
      'characters',
      'characters',
    ]);
  });
});
