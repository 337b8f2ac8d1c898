import { describe, expect, it } from 'vitest';
import { switchCategoryValues } from './category-switch.js';
import type { PublicField } from './field-rules.js';

const field = (id: string, type: number, label: string, options: string[] = []): PublicField =>
  ({ id, type, label, required: true, options }) as PublicField;

describe('switching category', () => {
  const from = [
    field('a', 1, 'Opis naruszenia'),
    field('b', 2, 'Osoby'),
    field('c', 4, 'Jak często?', ['Raz', 'Często']),
    field('d', 3, 'Akceptuję <b>regulamin</b>'),
  ];

  it('keeps the values of fields both categories have, under the new ids', () => {
    const to = [field('x', 1, ' opis  NARUSZENIA '), field('y', 4, 'Jak często?', ['Raz', 'Nigdy'])];
    const result = switchCategoryValues(from, { a: 'Faktury', c: 'Raz' }, to);
    expect(result).toEqual({ values: { x: 'Faktury', y: 'Raz' }, dropped: [] });
  });

  it('names the filled fields the new category lacks, and a choice the new list does not offer', () => {
    const to = [field('x', 2, 'Opis naruszenia'), field('y', 4, 'Jak często?', ['Nigdy'])];
    const result = switchCategoryValues(from, { a: 'Faktury', b: '  ', c: 'Często', d: true }, to);
    expect(result).toEqual({ values: {}, dropped: ['Opis naruszenia', 'Jak często?', 'Akceptuję regulamin'] });
  });
});
