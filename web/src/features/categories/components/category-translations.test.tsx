import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render, staffSessionFixture } from '@/test/render.js';
import { categoryFixture, fakeCategoriesApi, uuid } from '../test/fake-api.js';

type User = ReturnType<typeof render>['user'];

/** Opens 'Naruszenia BHP' (a short text 'Miejsce zdarzenia' and a list 'Dział': Produkcja, Biuro) in the builder. */
async function openEdit(category = categoryFixture()) {
  const api = fakeCategoriesApi({ categories: [category, categoryFixture({ id: uuid(2), name: 'Korupcja' })] });
  const view = render(undefined, { path: '/categories', session: staffSessionFixture() });
  await screen.findByRole('table', { name: 'Kategorie' }, { timeout: 5000 });
  await view.user.click(
    within(screen.getByRole('group', { name: `Akcje kategorii ${category.name}` })).getByRole('button', {
      name: 'Edytuj',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Edycja kategorii' });
  await within(dialog).findByRole('textbox', { name: /^Nazwa/ });
  return { ...view, api, dialog };
}

async function openTranslations(user: User, dialog: HTMLElement, language: RegExp) {
  await user.click(within(dialog).getByRole('tab', { name: /^Tłumaczenia/ }));
  await user.click(await within(dialog).findByRole('tab', { name: language }));
  return within(dialog).getByRole('tabpanel', { name: language });
}

async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function save(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
  const confirm = await screen.findByRole('dialog', { name: 'Potwierdzenie' });
  await user.click(within(confirm).getByRole('button', { name: 'Zapisz' }));
}

const element = (panel: HTMLElement, n: number) => within(panel).getByRole('group', { name: `Element ${n}` });

describe('Category builder — translations', { timeout: 20_000 }, () => {
  it('says per language how many texts lack a translation and which elements; a translation added is sent', async () => {
    const { user, dialog, api } = await openEdit();
    expect(within(dialog).getByRole('tab', { name: /^Tłumaczenia/ }).textContent).toContain('Brak tłumaczenia: 6');
    const ukrainian = await openTranslations(user, dialog, /^Ukraiński/);
    expect(within(dialog).getByRole('tab', { name: /^Ukraiński/ }).textContent).toContain('Brak tłumaczenia: 3');
    expect(within(dialog).getByRole('tab', { name: /^Angielski/ }).textContent).toContain('Brak tłumaczenia: 3');
    // Each text shows its Polish original beside the translation.
    expect(within(element(ukrainian, 2)).getByText('Po polsku: Dział')).toBeTruthy();
    expect(within(element(ukrainian, 2)).getByText('Po polsku: Produkcja, Biuro')).toBeTruthy();

    await fill(user, within(ukrainian).getByRole('textbox', { name: /^Nazwa/ }), 'Порушення охорони праці');
    await fill(user, within(element(ukrainian, 1)).getByRole('textbox', { name: /^Etykieta/ }), 'Місце події');
    expect(within(dialog).getByRole('tab', { name: /^Ukraiński/ }).textContent).toContain('Brak tłumaczenia: 1');
    expect(within(element(ukrainian, 1)).queryByText('Brak tłumaczenia')).toBeNull();
    expect(within(element(ukrainian, 2)).getByText('Brak tłumaczenia')).toBeTruthy();
    await fill(user, within(element(ukrainian, 2)).getByRole('textbox', { name: /^Etykieta/ }), 'Відділ');
    await fill(user, within(element(ukrainian, 2)).getByRole('textbox', { name: /^Opcje listy/ }), 'Виробництво, Офіс');
    expect(within(dialog).getByRole('tab', { name: /^Ukraiński/ }).textContent).not.toContain('Brak tłumaczenia');

    await save(user, dialog);
    await waitFor(() => expect(api.sentTo('update-category')).toHaveLength(1));
    const body = api.sentTo('update-category')[0]?.body as { translations?: unknown; fields: unknown[] };
    expect(body.translations).toEqual({ uk: { name: 'Порушення охорони праці' } });
    expect(body.fields).toEqual([
      {
        id: uuid(11),
        type: 2,
        required: true,
        label: 'Miejsce zdarzenia',
        translations: { uk: { label: 'Місце події' } },
      },
      {
        id: uuid(12),
        type: 4,
        required: false,
        label: 'Dział',
        options: 'Produkcja, Biuro',
        translations: { uk: { label: 'Відділ', options: 'Виробництво, Офіс' } },
      },
    ]);
  });

  it('refuses a list translated with another number of options, names it in the alert and sends nothing', async () => {
    const { user, dialog, api } = await openEdit();
    const english = await openTranslations(user, dialog, /^Angielski/);
    const options = within(element(english, 2)).getByRole('textbox', { name: /^Opcje listy/ });
    await fill(user, options, 'Production, Office, Warehouse');
    expect(
      within(element(english, 2)).getByText('Tłumaczenie musi mieć tyle opcji co lista po polsku (2).'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    const alert = within(dialog).getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Element 2, tłumaczenie na angielski, Opcje listy (oddzielone przecinkami): Tłumaczenie musi mieć tyle opcji co lista po polsku (2).',
    ]);
    expect(screen.queryByRole('dialog', { name: 'Potwierdzenie' })).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it("shows a stored category's translations, a checkbox's link text apart from its address", async () => {
    const { user, dialog } = await openEdit(
      categoryFixture({
        translations: { en: { name: 'Health and safety' } },
        fields: [
          {
            id: uuid(13),
            type: 3,
            required: true,
            label: 'Akceptuję <a href="https://example.org/regulamin">regulamin</a>',
            options: [],
            order: 0,
            translations: { en: { label: 'I accept the <a href="https://example.org/regulamin">terms</a>' } },
          },
        ],
      }),
    );
    const english = await openTranslations(user, dialog, /^Angielski/);
    expect((within(english).getByRole('textbox', { name: /^Nazwa/ }) as HTMLInputElement).value).toBe(
      'Health and safety',
    );
    expect((within(element(english, 1)).getByRole('textbox', { name: /^Etykieta/ }) as HTMLTextAreaElement).value).toBe(
      'I accept the terms',
    );
    expect((within(element(english, 1)).getByRole('textbox', { name: /^Tekst linku/ }) as HTMLInputElement).value).toBe(
      'terms',
    );
    expect(within(dialog).getByRole('tab', { name: /^Angielski/ }).textContent).not.toContain('Brak tłumaczenia');
  });
});
