import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDefaultCategory } from '@shared/contracts/categories/create-default-category.js';
import { listCategories } from '@shared/contracts/categories/list-categories.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';
import { narrowScreen } from '@/test/screen-size.js';
import { categoryFixture, fakeCategoriesApi, uuid } from '../test/fake-api.js';

// The lazy route's chunks, loaded once before the first test's clock starts (a busy machine takes seconds).
beforeAll(async () => {
  await Promise.all([
    import('../pages.js'),
    import('@/app/shell/back-office-layout.js'),
    import('@/app/query-provider.js'),
  ]);
});

const session = staffSessionFixture();
const openPanel = (options: { session?: typeof session } = {}) =>
  render(undefined, { path: '/categories', session: options.session ?? session });

const table = () => screen.getByRole('table', { name: 'Kategorie' });
const rowOf = (name: string) => within(table()).getByRole('cell', { name }).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const twoCategories = [
  categoryFixture({ id: uuid(1), name: 'Naruszenia BHP', visible: true, status: 2, files: true, anonymous: false }),
  categoryFixture({ id: uuid(2), name: 'Korupcja', visible: false, status: 1, files: false, anonymous: true }),
];

describe('Kategorie — the table', () => {
  it('shows Ładowanie... Proszę czekać, then every category with its settings, attachments count and user names, flagging those nobody is assigned to', async () => {
    fakeCategoriesApi({
      categories: [...twoCategories, categoryFixture({ id: uuid(3), name: 'Zablokowana kat.', status: 0 })],
      assignments: {
        [uuid(1)]: [
          { userId: 'user-1', canResponse: true },
          { userId: 'user-2', canResponse: false },
        ],
      },
      attachments: { [uuid(1)]: [{ id: uuid(50), name: 'regulamin.pdf', size: 1200 }] },
    });
    openPanel();
    expect(await screen.findByText('Ładowanie... Proszę czekać')).toBeTruthy();
    await screen.findByRole('table', { name: 'Kategorie' }, { timeout: 5000 });

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Nazwa',
      'Widoczna',
      'Status',
      'Załączanie plików',
      'Anonimowa',
      'Załączniki',
      'Użytkownicy',
      'Akcje',
    ]);
    expect(cells(rowOf('Naruszenia BHP')).slice(0, 7)).toEqual([
      'Naruszenia BHP',
      'Tak',
      'Aktywna',
      'Tak',
      'Nie',
      '1',
      'Anna Kowalska, Jan Nowak',
    ]);
    expect(cells(rowOf('Korupcja')).slice(0, 7)).toEqual([
      'Korupcja',
      'Nie',
      'Nieaktywna',
      'Nie',
      'Tak',
      '0',
      'Brak przypisanych osób',
    ]);
    expect(cells(rowOf('Zablokowana kat.'))[2]).toBe('Zablokowana');
  });

  it('a staff user who is not the main administrator sees the table read-only: no actions, no Dodaj, no default buttons', async () => {
    fakeCategoriesApi({ categories: twoCategories, isMainAdmin: false });
    openPanel({ session: staffSessionFixture({ isMainAdmin: false, type: 2 }) });
    await screen.findByRole('table', { name: 'Kategorie' }, { timeout: 5000 });
    expect(within(table()).queryByRole('columnheader', { name: 'Akcje' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dodaj' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edytuj|Usuń|Załączniki|Użytkownicy/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Zgłoszenia wewnętrzne/ })).toBeNull();
  });

  it('follows the list answer, not the session: isMainAdmin false hides the actions even for a main administrator session', async () => {
    fakeCategoriesApi({ categories: twoCategories, isMainAdmin: false });
    openPanel();
    await screen.findByRole('table', { name: 'Kategorie' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Dodaj' })).toBeNull();
  });

  it('the only remaining category cannot be deleted', async () => {
    fakeCategoriesApi({ categories: [categoryFixture()] });
    openPanel();
    await screen.findByRole('table', { name: 'Kategorie' }, { timeout: 5000 });
    const actions = within(screen.getByRole('group', { name: 'Akcje kategorii Naruszenia BHP' }));
    expect((actions.getByRole('button', { name: 'Usuń' }) as HTMLButtonElement).disabled).toBe(true);
    expect((actions.getByRole('button', { name: 'Edytuj' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('on a screen narrower than 1100 px each category is a card with its values, the flag and all four actions', async () => {
    narrowScreen();
    fakeCategoriesApi({
      categories: twoCategories,
      assignments: { [uuid(1)]: [{ userId: 'user-1', canResponse: true }] },
    });
    const { user } = openPanel();
    const list = await screen.findByRole('list', { name: 'Kategorie' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getByRole('listitem', { name: 'Korupcja' });
    expect([...card.querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
      'Nie',
      'Nieaktywna',
      'Nie',
      'Tak',
      '0',
      'Brak przypisanych osób',
    ]);
    const actions = within(card).getByRole('group', { name: 'Akcje kategorii Korupcja' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Użytkownicy', 'Edytuj', 'Załączniki', 'Usuń']);
    await user.click(within(actions).getByRole('button', { name: 'Edytuj' }));
    expect(await screen.findByRole('dialog', { name: 'Edycja kategorii' })).toBeTruthy();
  });

  it('a failing list is an alert "{status} - {message}"', async () => {
    server.use(contractHandler(listCategories, () => errorResponse('INTERNAL')));
    openPanel();
    expect((await screen.findByRole('alert')).textContent).toBe(
      '500 - Wystąpił błąd serwera. Spróbuj ponownie później.',
    );
  });
});

describe('Kategorie — default categories', () => {
  it('creates the internal default category after a confirmation and says exactly so', async () => {
    const api = fakeCategoriesApi({ categories: twoCategories });
    const { user } = openPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Dodaj kategorię „Zgłoszenia wewnętrzne”' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kategoria domyślna' });
    expect(dialog.textContent).toContain('Czy na pewno utworzyć domyślną kategorię „Zgłoszenia wewnętrzne”?');
    expect(api.sentTo('create-default-category')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Utwórz' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sukces! Poprawnie dodano kategorię: Zgłoszenia wewnętrzne.',
    );
    expect(api.sentTo('create-default-category')).toEqual([
      { name: 'create-default-category', params: { kind: 'internal' }, body: undefined },
    ]);
    await waitFor(() => expect(within(table()).getByRole('cell', { name: 'Zgłoszenia wewnętrzne' })).toBeTruthy());
    // Now it exists, its quick button is gone; the external one stays.
    expect(screen.queryByRole('button', { name: 'Dodaj kategorię „Zgłoszenia wewnętrzne”' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dodaj kategorię „Zgłoszenia zewnętrzne”' })).toBeTruthy();
  });

  it('creates the external default category with the exact success text', async () => {
    fakeCategoriesApi({ categories: twoCategories });
    const { user } = openPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Dodaj kategorię „Zgłoszenia zewnętrzne”' }, { timeout: 5000 }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Kategoria domyślna' })).getByRole('button', { name: 'Utwórz' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sukces! Poprawnie dodano kategorię: Zgłoszenia zewnętrzne.',
    );
  });

  it('hides a quick button when a category of that name exists, whatever its letter case', async () => {
    fakeCategoriesApi({
      categories: [...twoCategories, categoryFixture({ id: uuid(3), name: 'ZGŁOSZENIA ZEWNĘTRZNE' })],
    });
    openPanel();
    await screen.findByRole('table', { name: 'Kategorie' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Dodaj kategorię „Zgłoszenia zewnętrzne”' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Dodaj kategorię „Zgłoszenia wewnętrzne”' })).toBeTruthy();
  });

  it('a refusal (409: created meanwhile elsewhere) is an alert "{status} - {message}"', async () => {
    fakeCategoriesApi({ categories: twoCategories });
    server.use(
      contractHandler(createDefaultCategory, () =>
        errorResponse('CONFLICT', { message: 'Kategoria „Zgłoszenia wewnętrzne” już istnieje.' }),
      ),
    );
    const { user } = openPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Dodaj kategorię „Zgłoszenia wewnętrzne”' }, { timeout: 5000 }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Kategoria domyślna' })).getByRole('button', { name: 'Utwórz' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      '409 - Kategoria „Zgłoszenia wewnętrzne” już istnieje.',
    );
  });

  it('cancelling the confirmation creates nothing', async () => {
    const api = fakeCategoriesApi({ categories: twoCategories });
    const { user } = openPanel();
    await user.click(
      await screen.findByRole('button', { name: 'Dodaj kategorię „Zgłoszenia wewnętrzne”' }, { timeout: 5000 }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Kategoria domyślna' })).getByRole('button', { name: 'Anuluj' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sentTo('create-default-category')).toEqual([]);
  });
});

describe('Kategorie — delete', () => {
  it('asks "Na pewno usunąć kategorię?" naming it, then deletes and the row disappears', async () => {
    const api = fakeCategoriesApi({ categories: twoCategories });
    const { user } = openPanel();
    await screen.findByRole('table', { name: 'Kategorie' }, { timeout: 5000 });
    await user.click(
      within(screen.getByRole('group', { name: 'Akcje kategorii Korupcja' })).getByRole('button', { name: 'Usuń' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Usuwanie kategorii' });
    expect(dialog.textContent).toContain('Na pewno usunąć kategorię?');
    // The prompt names the category that goes.
    expect(dialog.textContent).toContain('Kategoria: „Korupcja”. Usunięcie jest nieodwracalne.');
    expect(api.sentTo('delete-category')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Usuń' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Usunięto kategorię: Korupcja.');
    await waitFor(() => expect(within(table()).queryByRole('cell', { name: 'Korupcja' })).toBeNull());
    expect(api.sentTo('delete-category')).toEqual([
      { name: 'delete-category', params: { id: uuid(2) }, body: undefined },
    ]);
  });
});
