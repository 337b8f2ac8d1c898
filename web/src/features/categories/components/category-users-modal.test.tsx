import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render, staffSessionFixture } from '@/test/render.js';
import { categoryFixture, fakeCategoriesApi, uuid } from '../test/fake-api.js';

const categories = [
  categoryFixture({ id: uuid(1), name: 'Naruszenia BHP' }),
  categoryFixture({ id: uuid(2), name: 'Korupcja' }),
];

async function openUsers() {
  const api = fakeCategoriesApi({ categories, assignments: { [uuid(1)]: [{ userId: 'user-1', canResponse: true }] } });
  const view = render(undefined, { path: '/categories', session: staffSessionFixture() });
  await screen.findByRole('table', { name: 'Kategorie' }, { timeout: 5000 });
  await view.user.click(
    within(screen.getByRole('group', { name: 'Akcje kategorii Naruszenia BHP' })).getByRole('button', {
      name: 'Użytkownicy',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Użytkownicy kategorii: Naruszenia BHP' });
  await within(dialog).findByRole('checkbox', { name: 'Przypisany: Jan Nowak' });
  return { ...view, api, dialog };
}

const box = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name }) as HTMLInputElement;

describe('Category users dialog', { timeout: 15_000 }, () => {
  it('lists every staff user; "Może odpowiadać" can be ticked only for an assigned user', async () => {
    const { dialog } = await openUsers();
    expect(box(dialog, 'Przypisany: Anna Kowalska').checked).toBe(true);
    expect(box(dialog, 'Może odpowiadać: Anna Kowalska').checked).toBe(true);
    expect(box(dialog, 'Może odpowiadać: Anna Kowalska').disabled).toBe(false);
    expect(box(dialog, 'Przypisany: Jan Nowak').checked).toBe(false);
    expect(box(dialog, 'Może odpowiadać: Jan Nowak').disabled).toBe(true);
    expect(within(dialog).getByText('Audytor')).toBeTruthy();
  });

  it('assigning enables the right to answer; unassigning clears it', async () => {
    const { user, dialog } = await openUsers();
    await user.click(box(dialog, 'Przypisany: Jan Nowak'));
    expect(box(dialog, 'Może odpowiadać: Jan Nowak').disabled).toBe(false);
    await user.click(box(dialog, 'Może odpowiadać: Jan Nowak'));
    expect(box(dialog, 'Może odpowiadać: Jan Nowak').checked).toBe(true);
    await user.click(box(dialog, 'Przypisany: Jan Nowak'));
    expect(box(dialog, 'Może odpowiadać: Jan Nowak').checked).toBe(false);
    expect(box(dialog, 'Może odpowiadać: Jan Nowak').disabled).toBe(true);
  });

  it('saves only the assigned users with their right, and the table’s Users column follows', async () => {
    const { user, dialog, api } = await openUsers();
    await user.click(box(dialog, 'Może odpowiadać: Anna Kowalska'));
    await user.click(box(dialog, 'Przypisany: Jan Nowak'));
    await user.click(box(dialog, 'Przypisany: Ewa Zielińska'));
    await user.click(box(dialog, 'Może odpowiadać: Ewa Zielińska'));
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Zapisano użytkowników kategorii: Naruszenia BHP.');
    expect(api.sentTo('set-category-users')).toEqual([
      {
        name: 'set-category-users',
        params: { id: uuid(1) },
        body: {
          users: [
            { userId: 'user-1', canResponse: false },
            { userId: 'user-2', canResponse: false },
            { userId: 'user-3', canResponse: true },
          ],
        },
      },
    ]);
    const row = screen.getByTestId(`category-row-${uuid(1)}`);
    await waitFor(() =>
      expect(within(row).getByTestId('category-users').textContent).toBe('Anna Kowalska, Jan Nowak, Ewa Zielińska'),
    );
    expect(screen.queryByRole('dialog', { name: /Użytkownicy kategorii/ })).toBeNull();
  });
});
