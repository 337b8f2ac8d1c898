import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { activateAccount } from '@shared/contracts/auth/activate-account.js';
import { getActivation } from '@shared/contracts/auth/get-activation.js';
import { getPasswordReset } from '@shared/contracts/auth/get-password-reset.js';
import { requestPasswordReset } from '@shared/contracts/auth/request-password-reset.js';
import { resetPassword } from '@shared/contracts/auth/reset-password.js';
import * as accountCrypto from '@/lib/account-crypto.js';
import { resetAccountCryptoMock } from '@/test/account-crypto-mock.js';
import { credentialsFixture, organisationKeysFixture, recoveryKeyFixture } from '@/test/key-fixtures.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render } from '@/test/render.js';

vi.mock('@/lib/account-crypto.js', () => import('@/test/account-crypto-mock.js'));

const token = `tok_${'a'.repeat(40)}`;
const linkInvalid = 'Link jest nieprawidłowy, wygasł lub został już wykorzystany.';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const errorOf = (input: HTMLElement): string | null => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

beforeEach(() => resetAccountCryptoMock());

describe('registration step 2 (/registration/{token})', () => {
  const activation = () => {
    const bodies: unknown[] = [];
    server.use(
      contractHandler(getActivation, ({ params }) =>
        params.token === token ? { email: 'anna@example.com' } : errorResponse('NOT_FOUND'),
      ),
      contractHandler(activateAccount, ({ body }) => {
        bodies.push(body);
        return { ok: true };
      }),
    );
    return bodies;
  };

  async function fillAll(user: ReturnType<typeof render>['user']) {
    await user.type(await screen.findByLabelText(/^Imię i nazwisko/), ' Anna Kowalska ');
    await user.type(field(/^Hasło/), 'tajne-haslo');
    await user.type(field(/^Nazwa organizacji/), 'Fundacja Łąka');
    await user.type(field(/^Adres/), 'ul. Polna 1');
    await user.type(field(/^Kod pocztowy/), '00-950');
    await user.type(field(/^Miejscowość/), 'Warszawa');
  }

  it('shows the e-mail of the link read-only, and Aktywuj konto stays disabled until every field is filled', async () => {
    activation();
    const { user } = render(undefined, { path: `/registration/${token}` });
    const email = (await screen.findByLabelText(/^E-mail/)) as HTMLInputElement;
    expect(email.value).toBe('anna@example.com');
    expect(email.readOnly).toBe(true);
    expect(button('Aktywuj konto').disabled).toBe(true);
    await fillAll(user);
    expect(button('Aktywuj konto').disabled).toBe(false);
    await user.clear(field(/^Miejscowość/));
    expect(button('Aktywuj konto').disabled).toBe(true);
  });

  it('says what is wrong with each field, with the spec texts', async () => {
    activation();
    const { user } = render(undefined, { path: `/registration/${token}` });
    await user.type(await screen.findByLabelText(/^Hasło/), '12345');
    await user.click(field(/^Nazwa organizacji/));
    await user.click(field(/^Miejscowość/));
    await user.tab();
    expect(errorOf(field(/^Hasło/))).toBe('Minimum 6 znaków');
    expect(errorOf(field(/^Nazwa organizacji/))).toBe('Nazwa jest wymagana.');
    expect(errorOf(field(/^Miejscowość/))).toBe('Pole jest wymagane');
    fireEvent.change(field(/^Nazwa organizacji/), { target: { value: 'x'.repeat(201) } });
    await waitFor(() => expect(errorOf(field(/^Nazwa organizacji/))).toBe('Nazwa nie może mieć więcej niż 200 znaków'));
  });

  it('checks the organisation like company data: at least 3 characters, the zip code as XX-XXX', async () => {
    activation();
    const { user } = render(undefined, { path: `/registration/${token}` });
    await user.type(await screen.findByLabelText(/^Nazwa organizacji/), 'Z');
    await user.type(field(/^Adres/), 'a');
    await user.type(field(/^Kod pocztowy/), 'abc');
    await user.type(field(/^Miejscowość/), 'W');
    await user.tab();
    expect(errorOf(field(/^Nazwa organizacji/))).toBe('Pole nie może mieć mniej niż 3 znaki');
    expect(errorOf(field(/^Adres/))).toBe('Pole nie może mieć mniej niż 3 znaki');
    expect(errorOf(field(/^Kod pocztowy/))).toBe('Pole nie może mieć mniej niż 5 znaków');
    expect(errorOf(field(/^Miejscowość/))).toBe('Pole nie może mieć mniej niż 3 znaki');
    await user.clear(field(/^Kod pocztowy/));
    await user.type(field(/^Kod pocztowy/), '00950');
    await user.tab();
    expect(errorOf(field(/^Kod pocztowy/))).toBe('Podaj kod pocztowy w formacie XX-XXX');
  });

  it('makes the keys in the browser, activates, then shows the recovery key once until it is confirmed', async () => {
    const bodies = activation();
    const { user, router } = render(undefined, { path: `/registration/${token}` });
    await fillAll(user);
    await user.click(button('Aktywuj konto'));

    const dialog = await screen.findByRole('dialog', { name: 'Klucz odzyskiwania organizacji' });
    expect(accountCrypto.createRegistrationKeys).toHaveBeenCalledWith('tajne-haslo');
    expect(bodies).toEqual([
      {
        details: {
          name: 'Anna Kowalska',
          companyName: 'Fundacja Łąka',
          companyAddress: 'ul. Polna 1',
          companyZipCode: '00-950',
          companyCity: 'Warszawa',
        },
        credentials: credentialsFixture(),
        organisation: organisationKeysFixture(),
      },
    ]);
    expect(within(dialog).getByTestId('recovery-key').textContent).toBe(recoveryKeyFixture);
    const groups = [...within(dialog).getByTestId('recovery-key').querySelectorAll('span')];
    expect(groups.map((group) => group.textContent?.replace(/-$/, ''))).toEqual(recoveryKeyFixture.split('-'));
    expect(groups.every((group) => group.style.whiteSpace === 'nowrap')).toBe(true);
    expect(within(dialog).getByText(/jedynym sposobem odzyskania dostępu do zgłoszeń/)).toBeTruthy();
    expect(within(dialog).getByText(/Ostoja nie przechowuje tego klucza i nie może go odtworzyć/)).toBeTruthy();
    for (const name of ['Pobierz plik .txt', 'Drukuj', 'Kopiuj'])
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    // No way to dismiss it: no close button, Escape does nothing.
    expect(within(dialog).queryByRole('button', { name: /zamknij|close/i })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Klucz odzyskiwania organizacji' })).toBeTruthy();

    const next = within(dialog).getByRole('button', { name: 'Dalej' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox'));
    expect(next.disabled).toBe(false);
    await user.click(next);

    expect(router.state.location.pathname).toBe('/login');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dziękujemy. Konto zostało aktywowane. Teraz możesz się zalogować.',
    );
  });

  it('Pobierz plik .txt saves the key as a text file', async () => {
    activation();
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:recovery';
    });
    // jsdom has no blob URLs: stand-ins for this test only.
    const urls = URL as unknown as Record<'createObjectURL' | 'revokeObjectURL', unknown>;
    urls.createObjectURL = createObjectURL;
    urls.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      delete urls.createObjectURL;
      delete urls.revokeObjectURL;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = render(undefined, { path: `/registration/${token}` });
    await fillAll(user);
    await user.click(button('Aktywuj konto'));
    await user.click(await screen.findByRole('button', { name: 'Pobierz plik .txt' }));
    expect(click).toHaveBeenCalledOnce();
    expect(click.mock.contexts[0]).toMatchObject({ download: 'ostoja-klucz-odzyskiwania.txt', href: 'blob:recovery' });
    expect(await saved[0]?.text()).toContain(recoveryKeyFixture);
    click.mockRestore();
  });

  it('shows the progress text while the keys are made', async () => {
    activation();
    let finish: () => void = () => {};
    vi.mocked(accountCrypto.createRegistrationKeys).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          finish = () =>
            resolve({
              credentials: credentialsFixture(),
              organisation: organisationKeysFixture(),
              recoveryKey: recoveryKeyFixture,
            });
        }),
    );
    const { user } = render(undefined, { path: `/registration/${token}` });
    await fillAll(user);
    await user.click(button('Aktywuj konto'));
    expect((await screen.findByRole('status')).textContent).toBe('Trwa generowanie kluczy szyfrujących...');
    await waitFor(() => expect(accountCrypto.createRegistrationKeys).toHaveBeenCalled());
    finish();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('an unknown or used link: the server’s message, then the Error2 page', async () => {
    server.use(contractHandler(getActivation, () => errorResponse('NOT_FOUND', { message: linkInvalid })));
    const { router } = render(undefined, { path: `/registration/${token}` });
    expect(await screen.findByRole('heading', { name: 'Brak wskazanej strony' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Errors');
    expect(screen.getByRole('alert').textContent).toBe(linkInvalid);
  });

  it('a link used meanwhile (404 at activation) also ends on the Error2 page', async () => {
    activation();
    server.use(contractHandler(activateAccount, () => errorResponse('NOT_FOUND', { message: linkInvalid })));
    const { user, router } = render(undefined, { path: `/registration/${token}` });
    await fillAll(user);
    await user.click(button('Aktywuj konto'));
    expect(await screen.findByRole('heading', { name: 'Brak wskazanej strony' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Errors');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('password reset', () => {
  it('/resetpassword refuses a malformed address with Wprowadź poprawny email', async () => {
    const { user } = render(undefined, { path: '/resetpassword' });
    await user.type(await screen.findByLabelText(/^E-mail/), 'anna@example');
    await user.click(button('Wyślij link'));
    expect((await screen.findByRole('alert')).textContent).toBe('Wprowadź poprawny email');
  });

  it('/resetpassword sends the address and says the link was e-mailed', async () => {
    const sent: unknown[] = [];
    server.use(
      contractHandler(requestPasswordReset, ({ body }) => {
        sent.push(body);
        return { ok: true };
      }),
    );
    const { user } = render(undefined, { path: '/resetpassword' });
    await user.type(await screen.findByLabelText(/^E-mail/), 'anna@example.com');
    await user.click(button('Wyślij link'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Na wskazany adres email wysłano link do resetowania hasła',
    );
    expect(sent).toEqual([{ email: 'anna@example.com' }]);
  });

  const resetLink = () => {
    const bodies: unknown[] = [];
    server.use(
      contractHandler(getPasswordReset, () => ({ email: 'anna@example.com' })),
      contractHandler(resetPassword, ({ body, params }) => {
        bodies.push({ params, body });
        return { ok: true };
      }),
    );
    return bodies;
  };

  it('step 2 explains the loss of access to report contents before anything is sent', async () => {
    resetLink();
    render(undefined, { path: `/reset/${token}` });
    expect(((await screen.findByLabelText(/^E-mail/)) as HTMLInputElement).value).toBe('anna@example.com');
    const warning = screen.getByRole('note');
    expect(warning.textContent).toContain('szyfrowane end-to-end');
    expect(warning.textContent).toContain('klucza odzyskiwania');
  });

  it('step 2 says Hasła nie są takie same and keeps the button disabled until both match', async () => {
    resetLink();
    const { user } = render(undefined, { path: `/reset/${token}` });
    await user.type(await screen.findByLabelText(/^Nowe hasło/), 'nowe-haslo');
    await user.type(field(/^Powtórz nowe hasło/), 'nowe-hasla');
    await user.tab();
    expect(errorOf(field(/^Powtórz nowe hasło/))).toBe('Hasła nie są takie same');
    expect(button('Ustaw nowe hasło').disabled).toBe(true);
    await user.clear(field(/^Nowe hasło/));
    await user.type(field(/^Nowe hasło/), 'abc');
    await user.tab();
    expect(errorOf(field(/^Nowe hasło/))).toBe('Minimum 6 znaków');
  });

  it('step 2 makes new credentials in the browser, sets them, and sends the user to log in', async () => {
    const bodies = resetLink();
    const { user, router } = render(undefined, { path: `/reset/${token}` });
    await user.type(await screen.findByLabelText(/^Nowe hasło/), 'nowe-haslo');
    await user.type(field(/^Powtórz nowe hasło/), 'nowe-haslo');
    await user.click(button('Ustaw nowe hasło'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dziękujemy. Nowe hasło zostało ustawione. Teraz możesz się zalogować.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(accountCrypto.newPasswordCredentials).toHaveBeenCalledWith('nowe-haslo');
    expect(bodies).toEqual([{ params: { token }, body: { credentials: credentialsFixture() } }]);
  });

  it('step 2 with an invalid link: the server’s message, then the Error2 page', async () => {
    server.use(contractHandler(getPasswordReset, () => errorResponse('NOT_FOUND', { message: linkInvalid })));
    const { router } = render(undefined, { path: `/reset/${token}` });
    expect(await screen.findByRole('heading', { name: 'Brak wskazanej strony' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Errors');
    expect(screen.getByRole('alert').textContent).toBe(linkInvalid);
  });
});
