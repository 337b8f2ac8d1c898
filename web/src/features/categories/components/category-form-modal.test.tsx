import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCategory } from '@shared/contracts/categories/create-category.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';
import { categoryFixture, fakeCategoriesApi, uuid } from '../test/fake-api.js';

type User = ReturnType<typeof render>['user'];

const twoCategories = [
  categoryFixture({ id: uuid(1), name: 'Naruszenia BHP' }),
  categoryFixture({ id: uuid(2), name: 'Korupcja', fields: [] }),
];

async function openAdd(categories = twoCategories) {
  const api = fakeCategoriesApi({ categories });
  const view = render(undefined, { path: '/categories', session: staffSessionFixture() });
  await view.user.click(await screen.findByRole('button', { name: 'Dodaj' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Dodawanie kategorii' });
  return { ...view, api, dialog };
}

const inDialog = (dialog: HTMLElement) => within(dialog);
const elements = (dialog: HTMLElement) => within(dialog).queryAllByRole('group', { name: /^Element \d+$/ });
const element = (dialog: HTMLElement, n: number) => within(dialog).getByRole('group', { name: `Element ${n}` });
const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Zapisz' }) as HTMLButtonElement;

/** Types by pasting: one change per field instead of one per character (the form validates on change). */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

async function addElement(user: User, dialog: HTMLElement, type: string | null, label: string, options?: string) {
  await user.click(within(dialog).getByRole('button', { name: 'Dodaj element' }));
  const fieldset = elements(dialog).at(-1) as HTMLElement;
  if (type) {
    await user.click(within(fieldset).getByRole('combobox', { name: 'Typ elementu' }));
    await user.click(await within(fieldset).findByRole('option', { name: type }));
  }
  if (label) await fill(user, within(fieldset).getByRole('textbox', { name: /^Etykieta/ }), label);
  if (options !== undefined) await fill(user, within(fieldset).getByRole('textbox', { name: /^Opcje listy/ }), options);
  return fieldset;
}

async function confirmSave(user: User) {
  const confirm = await screen.findByRole('dialog', { name: 'Potwierdzenie' });
  expect(confirm.textContent).toContain('Czy na pewno edytować/dodać nową kategorię?');
  await user.click(within(confirm).getByRole('button', { name: 'Zapisz' }));
}

describe('Category form — validation', { timeout: 15_000 }, () => {
  it('the name is required and has at most 50 characters', async () => {
    const { user, dialog } = await openAdd();
    const name = inDialog(dialog).getByRole('textbox', { name: /^Nazwa/ });
    await user.click(name);
    await user.tab();
    expect(inDialog(dialog).getByText('Nazwa jest wymagana.')).toBeTruthy();
    await fill(user, name, 'x'.repeat(51));
    expect(inDialog(dialog).getByText('Nazwa nie może mieć więcej niż 50 znaków')).toBeTruthy();
    expect(inDialog(dialog).getByText('51/50')).toBeTruthy();
    await user.type(name, '{Backspace}');
    expect(inDialog(dialog).queryByText('Nazwa nie może mieć więcej niż 50 znaków')).toBeNull();
  });

  it('saving without any form element says "Dodaj co najmniej jeden element formularza." and sends nothing', async () => {
    const { user, dialog, api } = await openAdd();
    await fill(user, inDialog(dialog).getByRole('textbox', { name: /^Nazwa/ }), 'Mobbing');
    await user.click(saveButton(dialog));
    expect(inDialog(dialog).getByRole('alert').textContent).toBe('Dodaj co najmniej jeden element formularza.');
    expect(screen.queryByRole('dialog', { name: 'Potwierdzenie' })).toBeNull();
    expect(api.sent).toEqual([]);
  });

  it('an element without type or label is "Pole wymagane" and the alert says "Błąd z formularzem"', async () => {
    const { user, dialog, api } = await openAdd();
    await fill(user, inDialog(dialog).getByRole('textbox', { name: /^Nazwa/ }), 'Mobbing');
    const fieldset = await addElement(user, dialog, null, '');
    await user.click(saveButton(dialog));
    const alert = inDialog(dialog).getByRole('alert');
    expect(alert.textContent?.startsWith('Błąd z formularzem')).toBe(true);
    // Each problem is named as the form shows it, and the first one gets the focus.
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Element 1, Typ elementu: Pole wymagane', 'Element 1, Etykieta: Pole wymagane']);
    expect(within(fieldset).getAllByText('Pole wymagane')).toHaveLength(2);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(fieldset).getByRole('combobox', { name: 'Typ elementu' })),
    );
    expect(screen.queryByRole('dialog', { name: 'Potwierdzenie' })).toBeNull();
    expect(api.sent).toEqual([]);
    // A click on a named problem leads to its field; fixing it takes it off the list.
    await user.click(within(alert).getByRole('button', { name: 'Element 1, Etykieta: Pole wymagane' }));
    const label = within(fieldset).getByRole('textbox', { name: /^Etykieta/ });
    await waitFor(() => expect(document.activeElement).toBe(label));
    await user.paste('Opis');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Element 1, Typ elementu: Pole wymagane']);
  });

  it('a select list needs its options', async () => {
    const { user, dialog } = await openAdd();
    await fill(user, inDialog(dialog).getByRole('textbox', { name: /^Nazwa/ }), 'Mobbing');
    const fieldset = await addElement(user, dialog, 'Lista wyboru', 'Dział');
    await user.click(saveButton(dialog));
    expect(inDialog(dialog).getByRole('alert').textContent).toContain(
      'Element 1, Opcje listy (oddzielone przecinkami): Pole wymagane',
    );
    const options = within(fieldset).getByRole('textbox', { name: /^Opcje listy/ });
    expect(options.getAttribute('aria-invalid')).toBe('true');
    expect(within(fieldset).getByText('Pole wymagane')).toBeTruthy();
  });

  it('a label has a counter; over 500 characters it is refused and Zapisz is disabled', async () => {
    const { user, dialog } = await openAdd();
    const fieldset = await addElement(user, dialog, 'Pole tekstowe krótkie', 'a');
    expect(within(fieldset).getByText('1/500')).toBeTruthy();
    await user.click(within(fieldset).getByRole('textbox', { name: /^Etykieta/ }));
    await user.paste('x'.repeat(500));
    expect(within(fieldset).getByText('501/500')).toBeTruthy();
    expect(within(fieldset).getByText('Etykieta nie może mieć więcej niż 500 znaków')).toBeTruthy();
    expect(saveButton(dialog).disabled).toBe(true);
    await user.type(within(fieldset).getByRole('textbox', { name: /^Etykieta/ }), '{Backspace}');
    expect(saveButton(dialog).disabled).toBe(false);
  });

  it('a checkbox label’s counter counts what the reporter reads: its link’s words, not the address or the markup', async () => {
    const { user, dialog } = await openAdd();
    await fill(user, inDialog(dialog).getByRole('textbox', { name: /^Nazwa/ }), 'Mobbing');
    const label = 'Zapoznałem się z procedurą zgłoszeń ' + 'x'.repeat(460);
    const fieldset = await addElement(user, dialog, 'Pole wyboru (checkbox)', label);
    await fill(
      user,
      within(fieldset).getByRole('textbox', { name: 'Adres linku' }),
      `https://firma.pl/${'procedura/'.repeat(30)}`,
    );
    await fill(user, within(fieldset).getByRole('textbox', { name: /^Tekst linku/ }), 'procedurą');
    expect(within(fieldset).getByText(`${label.length}/500`)).toBeTruthy();
    expect(within(fieldset).queryByText('Etykieta nie może mieć więcej niż 500 znaków')).toBeNull();
    expect(saveButton(dialog).disabled).toBe(false);
    // Link words the label lacks are added at its end, where the reporter reads them: they count.
    const linkText = within(fieldset).getByRole('textbox', { name: /^Tekst linku/ });
    await user.clear(linkText);
    await fill(user, linkText, 'pełna procedura');
    expect(within(fieldset).getByText(`${label.length + ' pełna procedura'.length}/500`)).toBeTruthy();
    expect(saveButton(dialog).disabled).toBe(true);
  });

  it('select options have at most 900 characters', async () => {
    const { user, dialog } = await openAdd();
    const fieldset = await addElement(user, dialog, 'Lista wyboru', 'Dział');
    await user.click(within(fieldset).getByRole('textbox', { name: /^Opcje listy/ }));
    await user.paste('a,'.repeat(450) + 'b');
    expect(within(fieldset).getByText('901/900')).toBeTruthy();
    expect(within(fieldset).getByText('Opcje nie mogą mieć więcej niż 900 znaków')).toBeTruthy();
  });
});

describe('Category form — saving', { timeout: 15_000 }, () => {
  it('adds a category with all four element types after the confirmation; the select options go as typed with commas', async () => {
    const { user, dialog, api } = await openAdd();
    await fill(user, inDialog(dialog).getByRole('textbox', { name: /^Nazwa/ }), 'Mobbing');
    await user.click(inDialog(dialog).getByRole('checkbox', { name: /^Anonimowa/ }));
    await addElement(user, dialog, 'Pole tekstowe długie', 'Opis zdarzenia');
    await addElement(user, dialog, 'Pole tekstowe krótkie', 'Miejsce');
    const checkbox = await addElement(user, dialog, 'Pole wyboru (checkbox)', 'Akceptuję regulamin');
    await user.click(within(checkbox).getByRole('checkbox', { name: 'Wymagany' }));
    await addElement(user, dialog, 'Lista wyboru', 'Dział', 'a, b, c');

    await user.click(saveButton(dialog));
    expect(api.sent).toEqual([]); // nothing before the confirmation
    await confirmSave(user);

    await waitFor(() => expect(api.sentTo('create-category')).toHaveLength(1));
    expect(api.sentTo('create-category')[0]?.body).toEqual({
      name: 'Mobbing',
      visible: true,
      status: 2,
      files: true,
      anonymous: false,
      fields: [
        { type: 1, required: false, label: 'Opis zdarzenia' },
        { type: 2, required: false, label: 'Miejsce' },
        { type: 3, required: true, label: 'Akceptuję regulamin' },
        { type: 4, required: false, label: 'Dział', options: 'a, b, c' },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Zapisano kategorię: Mobbing.');
    expect(screen.queryByRole('dialog', { name: 'Dodawanie kategorii' })).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Kategorie' })).getByRole('cell', { name: 'Mobbing' }),
    ).toBeTruthy();
  });

  it('an unticked Aktywna sends status 1; cancelling the confirmation sends nothing', async () => {
    const { user, dialog, api } = await openAdd();
    await fill(user, inDialog(dialog).getByRole('textbox', { name: /^Nazwa/ }), 'Mobbing');
    await user.click(inDialog(dialog).getByRole('checkbox', { name: /^Aktywna/ }));
    await addElement(user, dialog, 'Pole tekstowe krótkie', 'Miejsce');
    await user.click(saveButton(dialog));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Potwierdzenie' })).getByRole('button', { name: 'Anuluj' }),
    );
    expect(api.sent).toEqual([]);
    await user.click(saveButton(dialog));
    await confirmSave(user);
    await waitFor(() => expect(api.sentTo('create-category')[0]?.body).toMatchObject({ status: 1 }));
  });

  it('moves elements up and down and removes them; the order sent is the order shown', async () => {
    const { user, dialog, api } = await openAdd();
    await fill(user, inDialog(dialog).getByRole('textbox', { name: /^Nazwa/ }), 'Mobbing');
    await addElement(user, dialog, 'Pole tekstowe krótkie', 'Pierwszy');
    await addElement(user, dialog, 'Pole tekstowe krótkie', 'Drugi');
    await addElement(user, dialog, 'Pole tekstowe krótkie', 'Trzeci');
    expect(
      (inDialog(dialog).getByRole('button', { name: 'Przesuń element 1 w górę' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(inDialog(dialog).getByRole('button', { name: 'Przesuń element 3 w górę' }));
    await user.click(inDialog(dialog).getByRole('button', { name: 'Przesuń element 1 w dół' }));
    await user.click(inDialog(dialog).getByRole('button', { name: 'Usuń element 3' }));
    expect(
      elements(dialog).map((f) => (within(f).getByRole('textbox', { name: /^Etykieta/ }) as HTMLTextAreaElement).value),
    ).toEqual(['Trzeci', 'Pierwszy']);
    await user.click(saveButton(dialog));
    await confirmSave(user);
    await waitFor(() => expect(api.sentTo('create-category')).toHaveLength(1));
    const body = api.sentTo('create-category')[0]?.body as { fields: { label: string }[] };
    expect(body.fields.map((f) => f.label)).toEqual(['Trzeci', 'Pierwszy']);
  });

  it('a checkbox link is an address and the words that become it; the preview shows the working link; the label is sent with it', async () => {
    const { user, dialog, api } = await openAdd();
    await fill(user, inDialog(dialog).getByRole('textbox', { name: /^Nazwa/ }), 'Mobbing');
    const fieldset = await addElement(user, dialog, 'Pole wyboru (checkbox)', 'Akceptuję regulamin firmy');
    await fill(user, within(fieldset).getByRole('textbox', { name: 'Adres linku' }), 'firma.pl/r');
    await fill(user, within(fieldset).getByRole('textbox', { name: /^Tekst linku/ }), 'regulamin');
    await user.click(saveButton(dialog));
    expect(within(fieldset).getByText('Podaj pełny adres zaczynający się od https:// (lub http://).')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Potwierdzenie' })).toBeNull();
    const url = within(fieldset).getByRole('textbox', { name: 'Adres linku' });
    await user.clear(url);
    await fill(user, url, 'https://firma.pl/r');

    await user.click(inDialog(dialog).getByRole('tab', { name: 'Podgląd' }));
    const preview = inDialog(dialog).getByTestId('form-preview');
    const link = within(preview).getByRole('link', { name: /regulamin/ });
    expect(link.getAttribute('href')).toBe('https://firma.pl/r');
    expect(within(preview).getByRole('checkbox').closest('div')?.parentElement?.textContent).toContain(
      'Akceptuję regulamin',
    );
    expect(preview.textContent).not.toContain('<a');

    await user.click(saveButton(dialog));
    await confirmSave(user);
    await waitFor(() => expect(api.sentTo('create-category')).toHaveLength(1));
    const body = api.sentTo('create-category')[0]?.body as { fields: { label: string }[] };
    expect(body.fields[0]?.label).toBe('Akceptuję <a href="https://firma.pl/r">regulamin</a> firmy');
  });

  it('markup typed into a label is refused at the field, named in the alert', async () => {
    const { user, dialog, api } = await openAdd();
    await fill(user, inDialog(dialog).getByRole('textbox', { name: /^Nazwa/ }), 'Mobbing');
    const fieldset = await addElement(user, dialog, 'Pole tekstowe krótkie', 'Miejsce <img src=x>');
    const message = 'Etykieta może zawierać tylko tekst, bez znaczników HTML (takich jak <b> czy <img>).';
    expect(within(fieldset).getByText(message)).toBeTruthy();
    await user.click(saveButton(dialog));
    expect(inDialog(dialog).getByRole('alert').textContent).toContain(`Element 1, Etykieta: ${message}`);
    expect(api.sent).toEqual([]);
  });

  it('closing with unsaved changes (Esc, Anuluj) asks first; without changes it just closes', async () => {
    const { user, dialog } = await openAdd();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dodawanie kategorii' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Dodaj' }));
    const again = await screen.findByRole('dialog', { name: 'Dodawanie kategorii' });
    await fill(user, inDialog(again).getByRole('textbox', { name: /^Nazwa/ }), 'Mobbing');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: 'Niezapisane zmiany' });
    await user.click(within(ask).getByRole('button', { name: 'Wróć do edycji' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Niezapisane zmiany' })).toBeNull());
    expect((inDialog(again).getByRole('textbox', { name: /^Nazwa/ }) as HTMLInputElement).value).toBe('Mobbing');

    await user.click(inDialog(again).getByRole('button', { name: 'Anuluj' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Niezapisane zmiany' })).getByRole('button', {
        name: 'Porzuć zmiany',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Dodawanie kategorii' })).toBeNull());
    expect(dialog).toBeTruthy();
  });

  it('a server refusal is an alert "{status} - {message}" and the form stays open', async () => {
    const { user, dialog } = await openAdd();
    server.use(
      contractHandler(createCategory, () =>
        errorResponse('CONFLICT', { message: 'Kategoria o tej nazwie już istnieje.' }),
      ),
    );
    await user.type(inDialog(dialog).getByRole('textbox', { name: /^Nazwa/ }), 'Korupcja');
    await addElement(user, dialog, 'Pole tekstowe krótkie', 'Miejsce');
    await user.click(saveButton(dialog));
    await confirmSave(user);
    expect((await inDialog(dialog).findByRole('alert')).textContent).toBe('409 - Kategoria o tej nazwie już istnieje.');
    expect(screen.getByRole('dialog', { name: 'Dodawanie kategorii' })).toBeTruthy();
  });
});

describe('Category form — editing', { timeout: 15_000 }, () => {
  it('loads the category, lists its elements in order with the options joined, and saves with the element ids', async () => {
    const api = fakeCategoriesApi({ categories: twoCategories });
    const { user } = render(undefined, { path: '/categories', session: staffSessionFixture() });
    await screen.findByRole('table', { name: 'Kategorie' }, { timeout: 5000 });
    await user.click(
      within(screen.getByRole('group', { name: 'Akcje kategorii Naruszenia BHP' })).getByRole('button', {
        name: 'Edytuj',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edycja kategorii' });
    const name = (await inDialog(dialog).findByRole('textbox', { name: /^Nazwa/ })) as HTMLInputElement;
    expect(name.value).toBe('Naruszenia BHP');
    expect((inDialog(dialog).getByRole('checkbox', { name: /^Widoczna/ }) as HTMLInputElement).disabled).toBe(false);
    const second = element(dialog, 2);
    expect((within(second).getByRole('textbox', { name: /^Opcje listy/ }) as HTMLTextAreaElement).value).toBe(
      'Produkcja, Biuro',
    );

    await user.clear(name);
    await user.type(name, 'BHP');
    await user.click(saveButton(dialog));
    await confirmSave(user);
    await waitFor(() => expect(api.sentTo('update-category')).toHaveLength(1));
    expect(api.sentTo('update-category')[0]).toEqual({
      name: 'update-category',
      params: { id: uuid(1) },
      body: {
        name: 'BHP',
        visible: true,
        status: 2,
        files: true,
        anonymous: false,
        fields: [
          { id: uuid(11), type: 2, required: true, label: 'Miejsce zdarzenia' },
          { id: uuid(12), type: 4, required: false, label: 'Dział', options: 'Produkcja, Biuro' },
        ],
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Zapisano kategorię: BHP.');
  });

  it('the only category keeps its visibility and status: both checkboxes are disabled', async () => {
    fakeCategoriesApi({ categories: [categoryFixture()] });
    const { user } = render(undefined, { path: '/categories', session: staffSessionFixture() });
    await screen.findByRole('table', { name: 'Kategorie' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Edytuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja kategorii' });
    await inDialog(dialog).findByRole('textbox', { name: /^Nazwa/ });
    expect((inDialog(dialog).getByRole('checkbox', { name: /^Widoczna/ }) as HTMLInputElement).disabled).toBe(true);
    expect((inDialog(dialog).getByRole('checkbox', { name: /^Aktywna/ }) as HTMLInputElement).disabled).toBe(true);
    expect((inDialog(dialog).getByRole('checkbox', { name: /^Anonimowa/ }) as HTMLInputElement).disabled).toBe(false);
    expect(inDialog(dialog).getByRole('note').textContent).toBe(
      'Ostatniej kategorii nie można usunąć ani zmienić jej widoczności i statusu.',
    );
  });
});
