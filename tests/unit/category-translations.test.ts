import { describe, expect, it } from 'vitest';
import { categoryTexts } from '@shared/messages/categories.js';
import { validationTexts } from '@shared/messages/validation.js';
import { ZCategoryInput, type CategoryInput } from '@shared/contracts/categories/schemas.js';

const base: CategoryInput = {
  name: 'Nadużycia finansowe',
  visible: true,
  status: 2,
  files: true,
  anonymous: true,
  fields: [
    { type: 1, required: true, label: 'Opis zdarzenia' },
    { type: 4, required: true, label: 'Dział', options: 'Księgowość, Zakupy, IT' },
    { type: 3, required: false, label: 'Akceptuję <a href="https://example.org/regulamin">regulamin</a>' },
  ],
};

/** The category with `patch` applied to field `index`. */
const withField = (index: number, patch: object): unknown => ({
  ...base,
  fields: base.fields.map((field, i) => (i === index ? { ...field, ...patch } : field)),
});

/** The first message at each path of a refused body. */
function problems(body: unknown): Record<string, string> {
  const parsed = ZCategoryInput.safeParse(body);
  if (parsed.success) return {};
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe("a category's translations into Ukrainian and English", () => {
  it('accepts the name, labels, options and a checkbox label with its one link, in either language', () => {
    const body = {
      ...(withField(1, { translations: { uk: { label: 'Відділ', options: 'Бухгалтерія, Закупівлі, ІТ' } } }) as object),
      translations: { uk: { name: 'Фінансові зловживання' }, en: { name: 'Financial abuse' } },
    } as CategoryInput;
    body.fields[2] = {
      ...base.fields[2]!,
      translations: { en: { label: 'I accept the <a href="https://example.org/regulamin">terms</a>' } },
    };
    const parsed = ZCategoryInput.parse(body);
    expect(parsed.translations?.uk?.name).toBe('Фінансові зловживання');
    expect(parsed.fields[1]?.translations?.uk).toEqual({ label: 'Відділ', options: 'Бухгалтерія, Закупівлі, ІТ' });
    expect(parsed.fields[2]?.translations?.en?.label).toBe(
      'I accept the <a href="https://example.org/regulamin">terms</a>',
    );
  });

  it('treats an empty translation as missing, not as an error', () => {
    expect(problems(withField(1, { translations: { en: { label: '', options: '' } } }))).toEqual({});
    expect(problems({ ...base, translations: { uk: { name: '  ' } } })).toEqual({});
  });

  it("refuses a select's translation with another number of options than the Polish one", () => {
    expect(problems(withField(1, { translations: { uk: { options: 'Бухгалтерія, Закупівлі' } } }))).toEqual({
      'fields.1.translations.uk.options': categoryTexts.translationOptionsCount(3),
    });
    expect(problems(withField(1, { translations: { en: { options: 'A, B, C, D' } } }))).toEqual({
      'fields.1.translations.en.options': categoryTexts.translationOptionsCount(3),
    });
  });

  it('refuses a translated label or name over the Polish limits', () => {
    expect(problems(withField(0, { translations: { en: { label: 'x'.repeat(501) } } }))).toEqual({
      'fields.0.translations.en.label': categoryTexts.labelMax,
    });
    expect(problems({ ...base, translations: { en: { name: 'x'.repeat(51) } } })).toEqual({
      'translations.en.name': categoryTexts.nameMax,
    });
    expect(problems(withField(1, { translations: { uk: { options: 'й'.repeat(901) } } }))).toEqual({
      'fields.1.translations.uk.options': categoryTexts.optionsMax,
    });
  });

  it("refuses markup in a translated label, and more than one link in a checkbox's", () => {
    expect(problems(withField(0, { translations: { uk: { label: 'Опис <b>події</b>' } } }))).toEqual({
      'fields.0.translations.uk.label': categoryTexts.labelMarkup,
    });
    expect(
      problems(
        withField(2, {
          translations: { en: { label: '<a href="https://a.pl">A</a> and <a href="https://b.pl">B</a>' } },
        }),
      ),
    ).toEqual({ 'fields.2.translations.en.label': categoryTexts.checkboxLabelMarkup });
  });

  it("refuses a '|' in a translated label or option, and hidden characters", () => {
    expect(problems(withField(0, { translations: { en: { label: 'Description | details' } } }))).toEqual({
      'fields.0.translations.en.label': categoryTexts.labelHasBar,
    });
    expect(problems(withField(1, { translations: { en: { options: 'Accounts|Buying, Buying, IT' } } }))).toEqual({
      'fields.1.translations.en.options': validationTexts.optionsHaveBar,
    });
    expect(problems(withField(0, { translations: { uk: { label: 'Опис\u202e' } } }))).toEqual({
      'fields.0.translations.uk.label': validationTexts.hiddenCharacters,
    });
  });

  it('refuses a language that is not translated into', () => {
    expect(Object.keys(problems(withField(0, { translations: { de: { label: 'Beschreibung' } } })))).toEqual([
      'fields.0.translations',
    ]);
  });
});
