import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  getCategory,
  getPublicCategory,
  getPublicForm,
  getSession,
  listCategories,
  updateCategory,
} from '@shared/contracts/index.js';
import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { categoryTexts } from '@shared/messages/categories.js';
import { TestClient } from '../support/api-client.js';
import { logIn, registerOrganisation } from '../support/accounts.js';

const translated: CategoryInput = {
  name: 'Nadużycia finansowe',
  visible: true,
  status: 2,
  files: true,
  anonymous: true,
  translations: { uk: { name: 'Фінансові зловживання' }, en: { name: 'Financial wrongdoing' } },
  fields: [
    {
      type: 1,
      required: true,
      label: 'Opis zdarzenia',
      translations: { uk: { label: 'Опис події' }, en: { label: '' } },
    },
    {
      type: 4,
      required: true,
      label: 'Dział',
      options: 'Księgowość, Zakupy, IT',
      translations: { uk: { label: 'Відділ', options: 'Бухгалтерія, Закупівлі, ІТ' }, en: { label: 'Department' } },
    },
    {
      type: 3,
      required: false,
      label: 'Akceptuję <a href="https://example.org/regulamin">regulamin</a>',
      translations: { en: { label: 'I accept the <a href="https://example.org/regulamin">terms</a>' } },
    },
  ],
};

describe("categories: the organisation's texts in Ukrainian and English", () => {
  let admin: TestClient;
  let alias: string;
  beforeAll(async () => {
    const { email, password } = await registerOrganisation();
    admin = (await logIn(email, password)).client;
    alias = (await admin.call(getSession)).body.customerAlias;
  });

  it('stores the translations given, leaves out the empty ones, and the public form serves them', async () => {
    const created = await admin.call(createCategory, { body: translated });
    expect(created.status).toBe(200);
    const stored = (await admin.call(getCategory, { params: { id: created.body.id } })).body;
    expect(stored.translations).toEqual({
      uk: { name: 'Фінансові зловживання' },
      en: { name: 'Financial wrongdoing' },
    });
    expect(stored.fields.map((field) => field.translations)).toEqual([
      { uk: { label: 'Опис події' } },
      { uk: { label: 'Відділ', options: ['Бухгалтерія', 'Закупівлі', 'ІТ'] }, en: { label: 'Department' } },
      { en: { label: 'I accept the <a href="https://example.org/regulamin">terms</a>' } },
    ]);
    // The Polish texts stay what they were: the select's options are what a report stores.
    expect(stored.fields[1]).toMatchObject({ label: 'Dział', options: ['Księgowość', 'Zakupy', 'IT'] });

    const form = (await new TestClient().call(getPublicForm, { params: { alias } })).body;
    expect(form.categories.find((category) => category.id === created.body.id)?.translations).toEqual(
      stored.translations,
    );
    const shown = await new TestClient().call(getPublicCategory, { params: { alias, id: created.body.id } });
    expect(shown.status).toBe(200);
    expect(shown.body.translations).toEqual(stored.translations);
    expect(shown.body.fields.map((field) => field.translations)).toEqual(
      stored.fields.map((field) => field.translations),
    );
  });

  it('keeps each translation with its field when the fields are reordered, and drops those left out', async () => {
    const created = (await admin.call(createCategory, { body: translated })).body;
    const [description, department, consent] = created.fields;
    const reordered = await admin.call(updateCategory, {
      params: { id: created.id },
      body: {
        ...translated,
        translations: { en: { name: 'Financial wrongdoing' } },
        fields: [
          { ...translated.fields[1]!, id: department!.id },
          { ...translated.fields[0]!, id: description!.id },
          { ...translated.fields[2]!, id: consent!.id, translations: {} },
        ],
      },
    });
    expect(reordered.status).toBe(200);
    const stored = (await admin.call(getCategory, { params: { id: created.id } })).body;
    expect(stored.translations).toEqual({ en: { name: 'Financial wrongdoing' } });
    expect(stored.fields.map((field) => [field.label, field.translations])).toEqual([
      ['Dział', { uk: { label: 'Відділ', options: ['Бухгалтерія', 'Закупівлі', 'ІТ'] }, en: { label: 'Department' } }],
      ['Opis zdarzenia', { uk: { label: 'Опис події' } }],
      ['Akceptuję <a href="https://example.org/regulamin">regulamin</a>', undefined],
    ]);
  });

  it.each([
    [
      'a select translated with fewer options',
      { uk: { options: 'Бухгалтерія, Закупівлі' } },
      'fields.1.translations.uk.options',
      categoryTexts.translationOptionsCount(3),
    ],
    [
      'a label over 500 characters',
      { en: { label: 'x'.repeat(501) } },
      'fields.1.translations.en.label',
      categoryTexts.labelMax,
    ],
    [
      'markup in a label',
      { en: { label: 'Department <img src=x>' } },
      'fields.1.translations.en.label',
      categoryTexts.labelMarkup,
    ],
    [
      "a '|' in a label",
      { uk: { label: 'Відділ | служба' } },
      'fields.1.translations.uk.label',
      categoryTexts.labelHasBar,
    ],
  ])(
    'refuses %s with a Polish field message, creating and updating, and stores nothing',
    async (_, translations, field, message) => {
      const body = {
        ...translated,
        fields: translated.fields.map((item, index) => (index === 1 ? { ...item, translations } : item)),
      } as CategoryInput;
      const before = (await admin.call(listCategories)).body.categories.length;
      const refused = await admin.call(createCategory, { body });
      expect(refused.status).toBe(400);
      expect(refused.body.fields?.[field]).toBe(message);
      expect((await admin.call(listCategories)).body.categories).toHaveLength(before);

      const existing = (await admin.call(createCategory, { body: translated })).body;
      const update = await admin.call(updateCategory, {
        params: { id: existing.id },
        body: { ...body, fields: body.fields.map((item, index) => ({ ...item, id: existing.fields[index]!.id })) },
      });
      expect(update.status).toBe(400);
      expect(update.body.fields?.[field]).toBe(message);
      expect((await admin.call(getCategory, { params: { id: existing.id } })).body).toEqual(existing);
    },
  );
});
