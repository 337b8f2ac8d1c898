import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changePassword } from '@shared/contracts/auth/change-password.js';
import { getSettings } from '@shared/contracts/settings/get-settings.js';
import { CryptoError } from '@shared/crypto/errors.js';
import * as accountCrypto from '@/lib/account-crypto.js';
import { getCsrfToken, setCsrfToken } from '@/lib/csrf.js';
import { getKeys } from '@/lib/key-store.js';
import { resetAccountCryptoMock } from '@/test/account-crypto-mock.js';
import { authKeyFixture, passwordEnvelope } from '@/test/key-fixtures.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';
import { settingsFixture } from '../test/fixtures.js';

vi.mock('@/lib/account-crypto.js', () => import('@/test/account-crypto-mock.js'));

const session = staffSessionFixture();
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () =>
  within(screen.getByRole('button', { name: 'Anuluj' }).closest('form') as HTMLElement).getByRole('button', {
    name: 'Zmień hasło',
  }) as HTMLButtonElement;
const errorOf = (input: HTMLElement): string | null => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

async function openForm() {
  const view = render(undefined, { path: '/settings', session });
  await view.user.click(await screen.findByRole('button', { name: 'Zmień hasło' }));
  return view;
}

async function fill(user: ReturnType<typeof render>['user'], current: string, password: string, repeat: string) {
  await user.type(field(/^Aktualne hasło/), current);
  await user.type(field(/^Nowe hasło/), password);
  await user.type(field(/^Powtórz nowe hasło/), repeat);
}

beforeEach(() => {
  resetAccountCryptoMock();
  server.use(contractHandler(getSettings, () => settingsFixture()));
});

describe('Settings → change password', () => {
  it('shows the own account data and the change password card to every user', async () => {
    server.use(contractHandler(getSettings, () => settingsFixture({ canEdit: false })));
    render(undefined, {
      path: '/settings',
      session: staffSessionFixture({ type: 2, isMainAdmin: false, canArchivize: false }),
    });
    expect(await screen.findByRole('heading', { name: 'Zmiana hasła' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Moje konto' })).toBeTruthy();
    expect(screen.getByText('Użytkownik')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zmień hasło' })).toBeTruthy();
  });

  it('needs each password at least 6 characters and the repeat equal to the new one; the button waits for that', async () => {
    const { user } = await openForm();
    expect(submitButton().disabled).toBe(true);
    await fill(user, 'stare1', 'nowe1', 'nowe1');
    await user.tab();
    expect(errorOf(field(/^Nowe hasło/))).toBe('Minimum 6 znaków');
    expect(submitButton().disabled).toBe(true);
    await user.clear(field(/^Nowe hasło/));
    await user.type(field(/^Nowe hasło/), 'nowe-haslo');
    await user.clear(field(/^Powtórz nowe hasło/));
    await user.type(field(/^Powtórz nowe hasło/), 'nowe-haslo2');
    await user.tab();
    expect(errorOf(field(/^Powtórz nowe hasło/))).toBe('Hasła nie są takie same');
    expect(submitButton().disabled).toBe(true);
    await user.type(field(/^Powtórz nowe hasło/), '{Backspace}');
    expect(submitButton().disabled).toBe(false);
  });

  it('asks for confirmation first; cancelling changes nothing', async () => {
    const { user } = await openForm();
    await fill(user, 'stare-haslo', 'nowe-haslo', 'nowe-haslo');
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana hasła' });
    expect(dialog.textContent).toContain('Czy na pewno zmienić hasło?');
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(accountCrypto.changePasswordKeys).not.toHaveBeenCalled();
  });

  it('re-wraps the key under the new password, and the server’s logout sends the user to /login with nothing left locally', async () => {
    setCsrfToken('csrf-1');
    const bodies: unknown[] = [];
    server.use(
      contractHandler(changePassword, ({ body }) => {
        bodies.push(body);
        return { ok: true };
      }),
    );
    const { user, router } = await openForm();
    await fill(user, 'stare-haslo', 'nowe-haslo', 'nowe-haslo');
    await user.click(submitButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zmień hasło' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Hasło zostało zmienione. Zaloguj się nowym hasłem.');
    expect(router.state.location.pathname).toBe('/login');
    expect(accountCrypto.changePasswordKeys).toHaveBeenCalledWith('stare-haslo', 'nowe-haslo', session.keys);
    expect(bodies).toEqual([
      { currentAuthKey: authKeyFixture, authKey: authKeyFixture, wrappedPrivateKey: passwordEnvelope() },
    ]);
    expect(getCsrfToken()).toBeNull();
    expect(getKeys(session.id)).toBeNull();
  });

  it('a wrong current password is said once, at its field, and nothing is sent', async () => {
    vi.mocked(accountCrypto.changePasswordKeys).mockRejectedValueOnce(new CryptoError('WRONG_PASSWORD', 'aead'));
    const { user, router } = await openForm();
    await fill(user, 'zle-haslo', 'nowe-haslo', 'nowe-haslo');
    await user.click(submitButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zmień hasło' }));
    await waitFor(() => expect(errorOf(field(/^Aktualne hasło/))).toBe('Aktualne hasło jest nieprawidłowe.'));
    expect(screen.getAllByText('Aktualne hasło jest nieprawidłowe.')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/settings');
  });

  it('says the repeated password differs as soon as it is left, even before the current one is typed', async () => {
    const { user } = await openForm();
    await user.type(field(/^Nowe hasło/), 'nowe-haslo');
    await user.type(field(/^Powtórz nowe hasło/), 'inne-haslo');
    await user.tab();
    expect(errorOf(field(/^Powtórz nowe hasło/))).toBe('Hasła nie są takie same');
  });

  it('a server refusal is an alert "{status} - {message}" and the user stays logged in', async () => {
    setCsrfToken('csrf-1');
    server.use(
      contractHandler(changePassword, () =>
        errorResponse('RATE_LIMITED', { message: 'Zbyt wiele prób. Spróbuj ponownie za 5 min.' }),
      ),
    );
    const { user, router } = await openForm();
    await fill(user, 'stare-haslo', 'nowe-haslo', 'nowe-haslo');
    await user.click(submitButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zmień hasło' }));
    expect(await screen.findByText('429 - Zbyt wiele prób. Spróbuj ponownie za 5 min.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
    expect(getCsrfToken()).toBe('csrf-1');
  });

  it('an expired licence hides the settings behind Konto zablokowane!', async () => {
    render(undefined, { path: '/settings', session: staffSessionFixture({ customerIsActive: false }) });
    expect(await screen.findByText('Konto zablokowane!')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Zmiana hasła' })).toBeNull();
  });
});
