import { describe, expect, it } from 'vitest';
import {
  categoryToValues,
  namedErrors,
  newCategoryValues,
  newField,
  toCategoryInput,
  validateCategory,
  validateCategoryForm,
  type CategoryFormValues,
} from './form-model.js';
import { categoryFixture, uuid } from '../test/fake-api.js';

const values = (overrides: Partial<CategoryFormValues> = {}): CategoryFormValues => ({
  ...newCategoryValues(),
  name: 'Mobbing',
  ...overrides,
});
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
    const untranslated = { label: '', linkText: '', options: '' };
    expect(form.fields.map((element) => element.translations)).toEqual([
      { uk: untranslated, en: untranslated },
      { uk: untranslated, en: untranslated },
    ]);
    expect(form.fields.map(({ key: _key, translations: _translations, ...rest }) => rest)).toEqual([
      { id: uuid(11), type: 3, required: true, label: 'Zgoda', options: '', linkUrl: '', linkText: '' },
      {
        id: uuid(12),
        type: 4,
        required: false,
        label: 'Dział',
        options: 'Produkcja, Biuro',
        linkUrl: '',
        linkText: '',
      },
    ]);
  });

  it('a checkbox’s stored link comes back as its two fields and is written back into the label unchanged', () => {
    const label = 'Akceptuję <a href="https://firma.pl/regulamin">regulamin</a> firmy';
    const form = categoryToValues(
      categoryFixture({ fields: [{ id: uuid(11), type: 3, required: true, label, options: [], order: 0 }] }),
    );
    expect(form.fields[0]).toMatchObject({
      label: 'Akceptuję regulamin firmy',
      linkUrl: 'https://firma.pl/regulamin',
      linkText: 'regulamin',
    });
    expect(toCategoryInput(form)?.fields[0]?.label).toBe(label);
  });

  it('a translated checkbox label takes the Polish link’s address on its own words, and comes back as them', () => {
    const label = 'Akceptuję <a href="https://firma.pl/regulamin">regulamin</a> firmy';
    const english = 'I accept the company’s <a href="https://firma.pl/regulamin">terms</a>';
    const form = categoryToValues(
      categoryFixture({
        fields: [
          {
            id: uuid(11),
            type: 3,
            required: true,
            label,
            options: [],
            order: 0,
            translations: { en: { label: english } },
          },
        ],
      }),
    );
    expect(form.fields[0]?.translations.en).toEqual({
      label: 'I accept the company’s terms',
      linkText: 'terms',
      options: '',
    });
    expect(toCategoryInput(form)?.fields[0]?.translations).toEqual({ en: { label: english } });
  });

  it('the link fields are checked with the form, and every problem is named by its element and field', () => {
    const errors = validateCategoryForm(values({ fields: [field({ type: 3, label: 'Zgoda', linkUrl: 'firma.pl' })] }));
    expect(errors).toEqual({
      'fields.0.linkUrl': 'Podaj pełny adres zaczynający się od https:// (lub http://).',
      'fields.0.linkText': 'Podaj słowa etykiety, które mają być linkiem (np. „regulamin”).',
    });
    expect(namedErrors({ ...errors, name: 'Nazwa jest wymagana.' }).map((problem) => problem.text)).toEqual([
      'Nazwa: Nazwa jest wymagana.',
      'Element 1, Adres linku: Podaj pełny adres zaczynający się od https:// (lub http://).',
      'Element 1, Tekst linku: Podaj słowa etykiety, które mają być linkiem (np. „regulamin”).',
    ]);
  });

  it('a link’s address over 2000 characters is named once, at the address, with the server’s message', () => {
    const errors = validateCategoryForm(
      values({
        fields: [
          field({ type: 3, label: 'Zgoda', linkUrl: `https://firma.pl/${'a'.repeat(2000)}`, linkText: 'Zgoda' }),
        ],
      }),
    );
    expect(errors['fields.0.linkUrl']).toBe('Adres linku może mieć najwyżej 2000 znaków.');
    expect(errors['fields.0.label']).toBeUndefined();
    expect(
      validateCategoryForm(
        values({
          fields: [
            field({ type: 3, label: 'Zgoda', linkUrl: `https://firma.pl/${'a'.repeat(1900)}`, linkText: 'Zgoda' }),
          ],
        }),
      ),
    ).toEqual({});
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
    expect(
      validateCategory(
        values({ fields: [field({ type: null }), field({ type: 4, label: 'x'.repeat(501), options: ' , ' })] }),
      ),
    ).toEqual({
      'fields.0.type': 'Pole wymagane',
      'fields.0.label': 'Pole wymagane',
      'fields.1.label': 'Etykieta nie może mieć więcej niż 500 znaków',
      'fields.1.options': 'Pole wymagane',
    });
    expect(toCategoryInput(values({ fields: [] }))).toBeNull();
  });
});
