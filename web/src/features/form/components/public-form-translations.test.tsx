import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPublicCategory } from '@shared/contracts/form/get-public-category.js';
import { getPublicForm } from '@shared/contracts/form/get-public-form.js';
import * as uk from '@shared/messages/uk/index.js';
import * as en from '@shared/messages/en/index.js';
import { contractHandler, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import { categoryFixtures, formFixture, ids, serveFormApi, type PublicCategoryResponse } from '../test/fixtures.js';
import { encryptSubmission, resetReportCryptoMock } from '../test/report-crypto-mock.js';

vi.mock('../lib/report-crypto.js', () => import('../test/report-crypto-mock.js'));

type User = ReturnType<typeof render>['user'];

/** 'Zgłoszenia wewnętrzne' with the organisation's Ukrainian texts, and English only for its name and one label. */
const internal = categoryFixtures[ids.internal] as PublicCategoryResponse;
const translatedInternal: PublicCategoryResponse = {
  ...internal,
  translations: { uk: { name: 'Внутрішні повідомлення' }, en: { name: 'Internal reports' } },
  fields: internal.fields.map((field) => {
    if (field.id === ids.description)
      return { ...field, translations: { uk: { label: 'Опис порушення' }, en: { label: 'What happened' } } };
    if (field.id === ids.previously)
      return {
        ...field,
        translations: {
          uk: { label: 'Чи повідомляли ви вже про цю справу?', options: ['Ні', 'Так — всередині організації'] },
        },
      };
    if (field.id === ids.consent)
      return {
        ...field,
        translations: { uk: { label: 'Я приймаю <a href="https://firma.example/regulamin">правила</a> повідомлень' } },
      };
    return field; // 'Osoby, których dotyczy' has no translation
  }),
};

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function paste(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

beforeEach(() => resetReportCryptoMock());
afterEach(() => {
  document.documentElement.lang = 'pl';
});

describe("public form: the organisation's own texts in the reporter's language", { timeout: 20_000 }, () => {
  beforeEach(() => {
    serveFormApi();
    const form = formFixture();
    form.categories[0] = { ...form.categories[0]!, translations: translatedInternal.translations };
    server.use(
      contractHandler(getPublicForm, () => form),
      contractHandler(getPublicCategory, ({ params }) =>
        params.id === ids.internal ? translatedInternal : (categoryFixtures[params.id] as PublicCategoryResponse),
      ),
    );
  });

  it('in Ukrainian shows the translated name, labels and options, and Polish where a translation is missing', async () => {
    render(undefined, { path: '/form/demo?lang=uk' });
    await screen.findByLabelText(/^Опис порушення/);
    const categories = input(new RegExp(`^${uk.formTexts.category}`)) as unknown as HTMLSelectElement;
    expect([...categories.options].map((option) => option.text)).toEqual([
      'Внутрішні повідомлення',
      'Skargi imienne',
      'Bez załączników',
    ]);
    expect(screen.queryByLabelText(/^Opis naruszenia/)).toBeNull();
    // No translation: the Polish label, never an empty one.
    expect(input(/^Osoby, których dotyczy/)).toBeTruthy();
    const select = input(/^Чи повідомляли ви вже про цю справу/) as unknown as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.text])).toEqual([
      ['', uk.formTexts.choose],
      ['Nie', 'Ні'],
      ['Tak - wewnętrznie', 'Так — всередині організації'],
    ]);
    expect(screen.getByRole('link', { name: /правила/ }).getAttribute('href')).toBe('https://firma.example/regulamin');
  });

  it('in English falls back to Polish label by label and option by option', async () => {
    render(undefined, { path: '/form/demo?lang=en' });
    await screen.findByLabelText(/^What happened/);
    expect(input(/^Czy zgłaszałeś już tę sprawę/)).toBeTruthy();
    const select = input(/^Czy zgłaszałeś już tę sprawę/) as unknown as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([en.formTexts.choose, 'Nie', 'Tak - wewnętrznie']);
    expect(screen.getByRole('link', { name: /regulamin/ })).toBeTruthy();
  });

  it("a Ukrainian reporter's choice is sent as the organisation's Polish option, a ticked box as 'on'", async () => {
    const { user } = render(undefined, { path: '/form/demo?lang=uk' });
    await paste(user, await screen.findByLabelText(/^Опис порушення/), 'Рахунки без поставки товару');
    await paste(user, input(/^Osoby, których dotyczy/), 'Відділ закупівель');
    await user.selectOptions(input(/^Чи повідомляли ви вже про цю справу/), 'Так — всередині організації');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: uk.formTexts.send }));
    const confirm = await screen.findByRole('dialog', { name: uk.sentTexts.confirmTitle });
    await user.click(within(confirm).getByRole('button', { name: uk.sentTexts.confirmSend }));
    const success = await screen.findByRole('dialog', { name: uk.sentTexts.successTitle });

    expect(encryptSubmission.mock.calls[0]?.[1]).toMatchObject({
      fields: [
        { fieldId: ids.description, value: 'Рахунки без поставки товару' },
        { fieldId: ids.persons, value: 'Відділ закупівель' },
        { fieldId: ids.previously, value: 'Tak - wewnętrznie' },
        { fieldId: ids.consent, value: 'on' },
      ],
      language: 'uk',
    });
    // What was sent reads back in the reporter's words.
    expect(within(success).getByText('Внутрішні повідомлення')).toBeTruthy();
    expect(within(success).getByText('Чи повідомляли ви вже про цю справу?')).toBeTruthy();
    expect(within(success).getByText('Так — всередині організації')).toBeTruthy();
  });

  it('the switcher changes the organisation’s texts too, keeping the choice made', async () => {
    const { user } = render(undefined, { path: '/form/demo?lang=uk' });
    await user.selectOptions(
      await screen.findByLabelText(/^Чи повідомляли ви вже про цю справу/),
      'Так — всередині організації',
    );
    await user.click(screen.getByRole('button', { name: 'Polski' }));
    expect((await screen.findByLabelText(/^Czy zgłaszałeś już tę sprawę/)) as HTMLSelectElement).toBeTruthy();
    expect((input(/^Czy zgłaszałeś już tę sprawę/) as unknown as HTMLSelectElement).value).toBe('Tak - wewnętrznie');
    expect(input(/^Opis naruszenia/)).toBeTruthy();
  });
});
