import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptInvitation } from '@shared/contracts/users/accept-invitation.js';
import { getInvitation } from '@shared/contracts/users/get-invitation.js';
import { userTexts } from '@shared/messages/users.js';
import * as accountCrypto from '@/lib/account-crypto.js';
import { resetAccountCryptoMock } from '@/test/account-crypto-mock.js';
import { credentialsFixture } from '@/test/key-fixtures.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render } from '@/test/render.js';

vi.mock('@/lib/account-crypto.js', () => import('@/test/account-crypto-mock.js'));

const TOKEN = 'zaproszenie-0123456789abcdef';
const invited = { email: 'marta@example.com', name: 'Marta Wiśniewska', organisationName: 'Fundacja Łąka' };

function givenInvitation() {
  const accepted: unknown[] = [];
  server.use(
    contractHandler(getInvitation, ({ params }) =>
      params.token === TOKEN ? invited : errorResponse('NOT_FOUND', { message: userTexts.invitationInvalid }),
    ),
    contractHandler(acceptInvitation, ({ body }) => {
      accepted.push(body);
      return { ok: true as const };
    }),
  );
  return accepted;
}

beforeEach(() => resetAccountCryptoMock());

describe('/invitation/{token}', () => {
  it('shows whom the invitation is for; the password typed twice makes the key pair here and activates the account', async () => {
    const accepted = givenInvitation();
    const { user, router } = render(undefined, { path: `/invitation/${TOKEN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aktywacja konta użytkownika' })).toBeTruthy();
    expect(await screen.findByText(/organizacji Fundacja Łąka/)).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('marta@example.com');
    expect((screen.getByLabelText('Imię i nazwisko') as HTMLInputElement).value).toBe('Marta Wiśniewska');

    const activate = screen.getByRole('button', { name: 'Aktywuj konto' }) as HTMLButtonElement;
    expect(activate.disabled).toBe(true);
    // Pasted in one go: typing each letter re-renders the form and takes long on a busy machine.
    const fill = async (label: RegExp, text: string) => {
      await user.clear(screen.getByLabelText(label));
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await fill(/^Hasło/, 'Haslo-Marty-1');
    await fill(/^Powtórz nowe hasło/, 'Haslo-Marty-2');
    await user.tab();
    expect(screen.getByText('Hasła nie są takie same')).toBeTruthy();
    await fill(/^Powtórz nowe hasło/, 'Haslo-Marty-1');
    await user.click(activate);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Dziękujemy. Konto zostało aktywowane. Teraz możesz się zalogować.')).toBeTruthy();
    expect(accountCrypto.newPasswordCredentials).toHaveBeenCalledWith('Haslo-Marty-1');
    expect(accepted).toEqual([{ credentials: credentialsFixture() }]);
  });

  it('names the tab after the page, and ends the sentence once after a name that ends with a full stop', async () => {
    givenInvitation();
    server.use(contractHandler(getInvitation, () => ({ ...invited, organisationName: 'Demo Sp. z o.o.' })));
    render(undefined, { path: `/invitation/${TOKEN}` });
    const intro = await screen.findByText(/organizacji Demo Sp\. z o\.o\./);
    expect(intro.textContent).toContain('w organizacji Demo Sp. z o.o. Ustaw hasło');
    expect(intro.textContent).not.toContain('o.o..');
    await waitFor(() => expect(document.title).toBe('Aktywacja konta użytkownika — Ostoja'));
    // The recovery key is the main administrator's, from registration: an invited user never gets one.
    expect(document.body.textContent).not.toMatch(/klucz\w* odzyskiwania/i);
  });

  it('an unknown, used or expired invitation says so and offers the way to the login', async () => {
    givenInvitation();
    render(undefined, { path: '/invitation/nieznane-zaproszenie-0000000' });
    expect((await screen.findByRole('alert')).textContent).toBe(userTexts.invitationInvalid);
    expect(screen.getByRole('link', { name: 'Wróć do logowania' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aktywuj konto' })).toBeNull();
  });

  it('a malformed link never reaches the server', async () => {
    render(undefined, { path: '/invitation/abc' });
    expect((await screen.findByRole('alert')).textContent).toBe(userTexts.invitationInvalid);
  });
});
