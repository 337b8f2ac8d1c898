import { describe, expect, it } from 'vitest';
import { categoryToValues, newCategoryValues, newField, toCategoryInput, validateCategory, type CategoryFormValues } from './form-model.js';
import { categoryFixture, uuid } from '../test/fake-api.js';

const values = (overrides: Partial<CategoryFormValues> = {}): CategoryFormValues => ({ ...newCategoryValues(), name: 'Mobbing', ...overrides });
const field = (overrides: Partial<ReturnType<typeof newField>>) => ({ ...newField(), ...overrides });

describe('category form model', () => {
  it('puts a stored category in the form: elements by their order, select options joined for typing', () => {
    const category = categoryFixture({
      status: 1,
      fields: [
        { id: uuid(12), type: 4, required: false, label: 'Dział', options: ['Produkcja', 'Biuro'], order: 1 },
        { id: uuid(11), type: 3, required: true, label: 'Zgoda', options: [], order: 0 },
      ],
    });
    const form = categoryToValues(category);
    expect(form.active).toBe(false);
    expect(form.fields.map(({ key: _key, ...rest }) => rest)).toEqual([
      { id: uuid(11), type: 3, required: true, label: 'Zgoda', options: '' },
      { id: uuid(12), type: 4, required: false, label: 'Dział', options: 'Produkcja, Biuro' },
    ]);
  });

  it('sends the contract’s body: trimmed, status 2 or 1, options only for a select list, ids of stored elements', () => {
    const body = toCategoryInput(
      values({
        name: '  Mobbing ',
        active: false,
        fields: [
          field({ id: uuid(11), type: 2, label: ' Miejsce ', options: 'left over' }),
          field({ type: 4, label: 'Dział', options: 'a, b, c' }),
        ],
      }),
    );
    expect(body).toEqual({
      name: 'Mobbing',
      visible: true,
      status: 1,
      files: true,
      anonymous: true,
      fields: [
        { id: uuid(11), type: 2, required: false, label: 'Miejsce' },
        { type: 4, required: false, label: 'Dział', options: 'a, b, c' },
      ],
    });
  });

  it('names each problem by its form path, in Polish', () => {
    expect(validateCategory(values({ name: '', fields: [] }))).toEqual({
      name: 'Nazwa jest wymagana.',
      fields: 'Dodaj co najmniej jeden element formularza.',
    });
    expect(validateCategory(values({ fields: [field({ type: null }), field({ type: 4, label: 'x'.repeat(501), options: ' , ' })] }))).toEqual({
      'fields.0.type': 'Pole wymagane',
      'fields.0.label': 'Pole wymagane',
      'fields.1.label': 'Etykieta nie może mieć więcej niż 500 znaków',
      'fields.1.options': 'Pole wymagane',
    });
    expect(toCategoryInput(values({ fields: [] }))).toBeNull();
  });
});
