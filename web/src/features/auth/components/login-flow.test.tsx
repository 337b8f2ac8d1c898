import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getLoginParams } from '@shared/contracts/auth/get-login-params.js';
import { loginSms } from '@shared/contracts/auth/login-sms.js';
import { loginTotp } from '@shared/contracts/auth/login-totp.js';
import { loginTotpSetup } from '@shared/contracts/auth/login-totp-setup.js';
import { login } from '@shared/contracts/auth/login.js';
import { register } from '@shared/contracts/auth/register.js';
import { getDashboard } from '@shared/contracts/dashboard/get-dashboard.js';
import { authTexts } from '@shared/messages/auth.js';
import * as accountCrypto from '@/lib/account-crypto.js';
import { contractKey } from '@/lib/contract-query.js';
import { getCsrfToken } from '@/lib/csrf.js';
import { getKeys } from '@/lib/key-store.js';
import { resetAccountCryptoMock } from '@/test/account-crypto-mock.js';
import { authKeyFixture, zeros } from '@/test/key-fixtures.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { emptyReportListHandlers } from '@/test/report-fixtures.js';
import { render, staffSessionFixture } from '@/test/render.js';

vi.mock('@/lib/account-crypto.js', () => import('@/test/account-crypto-mock.js'));

const loginParams = { salt: zeros(16), m: 65536, t: 3, p: 1 };
const session = staffSessionFixture({ id: 'user-7', name: 'Jan Nowak' });
const challengeId = 'c'.repeat(43);

function givenServer(loginAnswer: Parameters<typeof contractHandler<typeof login>>[1]) {
  const seen = { loginBodies: [] as unknown[], smsBodies: [] as unknown[] };
  server.use(
    contractHandler(getLoginParams, () => loginParams),
    contractHandler(login, (input) => {
      seen.loginBodies.push(input.body);
      return loginAnswer(input);
    }),
    contractHandler(getDashboard, () => ({
      organisationName: 'Fundacja Łąka',
      counts: { new: 1, open: 2, archived: 3, staffUsers: 4 },
    })),
    ...emptyReportListHandlers(),
  );
  return seen;
}

async function typeCredentials(user: ReturnType<typeof render>['user'], password = 'tajne-haslo') {
  await user.type(await screen.findByLabelText(/^E-mail/), 'jan@example.com');
  await user.type(screen.getByLabelText(/^Hasło/), password);
  await user.click(screen.getByRole('button', { name: 'Zaloguj' }));
}

const codeInput = () => screen.getByLabelText(/^Kod SMS/) as HTMLInputElement;
const loginButton = () => screen.getByRole('button', { name: 'Zaloguj' }) as HTMLButtonElement;
const errorOf = (input: HTMLElement): string | null => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

beforeEach(() => resetAccountCryptoMock());

describe('login, password step', () => {
  it('derives the login secret in the browser, sends only it, unlocks the keys and opens the dashboard', async () => {
    const seen = givenServer(() => ({ step: 'session' as const, csrfToken: 'csrf-1' }));
    const { user, router } = render(undefined, { path: '/login', session, keys: 'none' });
    await typeCredentials(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Panel główny' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByTestId('session-user-name').textContent).toBe('Jan Nowak');
    expect(accountCrypto.deriveLogin).toHaveBeenCalledWith('tajne-haslo', loginParams);
    expect(seen.loginBodies).toEqual([{ email: 'jan@example.com', authKey: authKeyFixture }]);
    expect(JSON.stringify(seen.loginBodies)).not.toContain('tajne-haslo');
    expect(getCsrfToken()).toBe('csrf-1');
    expect(accountCrypto.unlockSession).toHaveBeenCalledWith(
      expect.objectContaining({ authKey: authKeyFixture }),
      session.keys,
    );
    expect(getKeys('user-7')?.organisationPrivateKey).toBeTruthy();
  });

  it('a new login shows none of what an earlier session in this tab loaded: the dashboard waits for its own answer', async () => {
    givenServer(() => ({ step: 'session' as const, csrfToken: 'csrf-1' }));
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      contractHandler(getDashboard, async () => {
        await answered;
        return { organisationName: 'Fundacja Łąka', counts: { new: 1, open: 2, archived: 3, staffUsers: 4 } };
      }),
    );
    const { user, queryClient } = render(undefined, { path: '/login', session, keys: 'none' });
    queryClient.setQueryData(contractKey(getDashboard), {
      organisationName: 'Inna Organizacja',
      counts: { new: 9, open: 9, archived: 9, staffUsers: 9 },
    });
    await typeCredentials(user);

    expect(await screen.findByText('Ładowanie... Proszę czekać')).toBeTruthy();
    expect(screen.queryByText('Inna Organizacja')).toBeNull();
    answer();
    expect((await screen.findByTestId('dashboard-organisation')).textContent).toBe('Fundacja Łąka');
  });

  it('says what it is doing while the password is being verified', async () => {
    givenServer(() => ({ step: 'session' as const, csrfToken: 'csrf-1' }));
    let finish: () => void = () => {};
    vi.mocked(accountCrypto.deriveLogin).mockImplementationOnce(
      (_password, params) =>
        new Promise((resolve) => {
          finish = () =>
            resolve({ authKey: authKeyFixture, kek: {} as CryptoKey, params: { ...params, salt: new Uint8Array(16) } });
        }),
    );
    const { user } = render(undefined, { path: '/login', session, keys: 'none' });
    await typeCredentials(user);
    expect((await screen.findByRole('status')).textContent).toBe('Trwa weryfikacja hasła...');
    expect(loginButton().disabled).toBe(true);
    await waitFor(() => expect(accountCrypto.deriveLogin).toHaveBeenCalled());
    finish();
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel główny' })).toBeTruthy();
  });

  it('a refused login is an alert "{status} - {message}" and the form stays', async () => {
    givenServer(() => errorResponse('UNAUTHENTICATED', { message: 'Nieprawidłowy e-mail lub hasło.' }));
    const { user, router } = render(undefined, { path: '/login' });
    await typeCredentials(user);
    expect((await screen.findByRole('alert')).textContent).toBe('401 - Nieprawidłowy e-mail lub hasło.');
    expect(router.state.location.pathname).toBe('/login');
    expect(getCsrfToken()).toBeNull();
    expect(loginButton().disabled).toBe(false);
  });

  it('a rate-limited login shows the server’s wait time', async () => {
    givenServer(() =>
      errorResponse('RATE_LIMITED', {
        message: 'Zbyt wiele prób. Spróbuj ponownie za 14 min.',
        retryAfterSeconds: 840,
      }),
    );
    const { user } = render(undefined, { path: '/login' });
    await typeCredentials(user);
    expect((await screen.findByRole('alert')).textContent).toBe('429 - Zbyt wiele prób. Spróbuj ponownie za 14 min.');
  });

  it('after a few wrong passwords tells how many tries are left', async () => {
    givenServer(() =>
      errorResponse('UNAUTHENTICATED', { message: 'Nieprawidłowy e-mail lub hasło.', remainingAttempts: 3 }),
    );
    const { user } = render(undefined, { path: '/login' });
    await typeCredentials(user);
    expect(
      await screen.findByText(
        "Pozostałe próby logowania z tego urządzenia: 3. Jeśli nie pamiętasz hasła, ustaw nowe przyciskiem 'Resetuj hasło'.",
      ),
    ).toBeTruthy();
  });

  it('says nothing about tries left while there are still many', async () => {
    givenServer(() =>
      errorResponse('UNAUTHENTICATED', { message: 'Nieprawidłowy e-mail lub hasło.', remainingAttempts: 8 }),
    );
    const { user } = render(undefined, { path: '/login' });
    await typeCredentials(user);
    await screen.findByRole('alert');
    expect(screen.queryByText(/Pozostałe próby logowania/)).toBeNull();
  });

  it('when logins are paused shows a countdown, keeps Zaloguj disabled and offers Resetuj hasło right there', async () => {
    givenServer(() =>
      errorResponse('RATE_LIMITED', {
        message: 'Zbyt wiele prób. Spróbuj ponownie za 14 min.',
        retryAfterSeconds: 840,
      }),
    );
    const { user, router } = render(undefined, { path: '/login' });
    await typeCredentials(user);
    expect((await screen.findByTestId('login-pause-countdown')).textContent).toBe(
      'Kolejna próba będzie możliwa za 14:00.',
    );
    expect(loginButton().disabled).toBe(true);
    const pause = screen.getByText('Logowanie wstrzymane').closest('[role="status"]') as HTMLElement;
    await user.click(within(pause).getByRole('link', { name: 'Resetuj hasło' }));
    expect(router.state.location.pathname).toBe('/resetpassword');
  });
});

describe('login, SMS step', () => {
  const smsAnswer = () => ({ step: 'sms' as const, phone: '******789', challengeId });

  it('shows the masked phone and a code field that takes 6 digits only', async () => {
    givenServer(smsAnswer);
    const { user } = render(undefined, { path: '/login', session, keys: 'none' });
    await typeCredentials(user);

    expect(await screen.findByText(/\*{6}789/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Hasło/)).toBeNull();
    expect(loginButton().disabled).toBe(true);
    await user.type(codeInput(), 'ab1-2c3');
    expect(codeInput().value).toBe('123');
    expect(loginButton().disabled).toBe(true);
    await user.tab();
    expect(errorOf(codeInput())).toBe('Dokładnie 6 znaków');
    await user.clear(codeInput());
    await user.tab();
    expect(errorOf(codeInput())).toBe('Kod wymagany');
    await user.type(codeInput(), '1234567');
    expect(codeInput().value).toBe('123456');
    expect(loginButton().disabled).toBe(false);
  });

  it('the right code finishes the login: CSRF token, unlocked keys, dashboard', async () => {
    givenServer(smsAnswer);
    const codes: unknown[] = [];
    server.use(
      contractHandler(loginSms, ({ body }) => {
        codes.push(body);
        return { csrfToken: 'csrf-sms' };
      }),
    );
    const { user, router } = render(undefined, { path: '/login', session, keys: 'none' });
    await typeCredentials(user);
    await user.type(await screen.findByLabelText(/^Kod SMS/), '654321');
    await user.click(loginButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Panel główny' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(codes).toEqual([{ challengeId, code: '654321' }]);
    expect(getCsrfToken()).toBe('csrf-sms');
    expect(getKeys('user-7')).not.toBeNull();
  });

  it('a wrong code is an alert and the code step stays, emptied for the next try', async () => {
    givenServer(smsAnswer);
    server.use(
      contractHandler(loginSms, () => errorResponse('UNAUTHENTICATED', { message: authTexts.invalidSmsCode })),
    );
    const { user } = render(undefined, { path: '/login' });
    await typeCredentials(user);
    await user.type(await screen.findByLabelText(/^Kod SMS/), '000000');
    await user.click(loginButton());
    expect((await screen.findByRole('alert')).textContent).toBe('401 - Nieprawidłowy kod SMS.');
    expect(codeInput().value).toBe('');
  });

  it('when the server gives up on the code (5 wrong tries), it is back to the password step with its message', async () => {
    givenServer(smsAnswer);
    server.use(
      contractHandler(loginSms, () => errorResponse('UNAUTHENTICATED', { message: authTexts.smsCodeExpired })),
    );
    const { user } = render(undefined, { path: '/login' });
    await typeCredentials(user);
    await user.type(await screen.findByLabelText(/^Kod SMS/), '000000');
    await user.click(loginButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      '401 - Kod SMS wygasł lub wykorzystano limit prób. Zaloguj się ponownie.',
    );
    expect(screen.queryByLabelText(/^Kod SMS/)).toBeNull();
    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).value).toBe('jan@example.com');
    expect((screen.getByLabelText(/^Hasło/) as HTMLInputElement).value).toBe('');
  });

  it('Wróć returns to the password step', async () => {
    givenServer(smsAnswer);
    const { user } = render(undefined, { path: '/login' });
    await typeCredentials(user);
    await user.click(await screen.findByRole('button', { name: 'Wróć' }));
    expect(screen.getByLabelText(/^Hasło/)).toBeTruthy();
  });
});

describe('login, passkey step', () => {
  const passkeyAnswer = (totpChallengeId: string | null) => () => ({
    step: 'passkey' as const,
    options: { challenge: 'p'.repeat(43), allowCredentials: [], userVerification: 'required' as const },
    totpChallengeId,
  });

  it("asks for the passkey and, for a user with the app, lets the app's code finish the login instead", async () => {
    givenServer(passkeyAnswer(challengeId));
    const codes: unknown[] = [];
    server.use(
      contractHandler(loginTotp, ({ body }) => {
        codes.push(body);
        return { csrfToken: 'csrf-totp' };
      }),
    );
    const { user, router } = render(undefined, { path: '/login', session, keys: 'none' });
    await typeCredentials(user);
    expect(await screen.findByText('Potwierdź logowanie kluczem dostępu.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Użyj klucza dostępu' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Wpisz zamiast tego kod z aplikacji uwierzytelniającej' }));
    await user.type(await screen.findByLabelText(/^Kod z aplikacji lub kod zapasowy/), '123456');
    await user.click(loginButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel główny' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(codes).toEqual([{ challengeId, code: '123456' }]);
  });

  it('offers no app code to a user without the app', async () => {
    givenServer(passkeyAnswer(null));
    const { user } = render(undefined, { path: '/login', session, keys: 'none' });
    await typeCredentials(user);
    expect(await screen.findByText('Potwierdź logowanie kluczem dostępu.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wpisz zamiast tego kod z aplikacji uwierzytelniającej' })).toBeNull();
  });
});

describe('login, authenticator step', () => {
  const totpAnswer = () => ({ step: 'totp' as const, challengeId });
  const totpInput = () => screen.getByLabelText(/^Kod z aplikacji lub kod zapasowy/) as HTMLInputElement;

  it('takes a 6-digit code or a backup code, and the right one finishes the login', async () => {
    givenServer(totpAnswer);
    const codes: unknown[] = [];
    server.use(
      contractHandler(loginTotp, ({ body }) => {
        codes.push(body);
        return { csrfToken: 'csrf-totp' };
      }),
    );
    const { user, router } = render(undefined, { path: '/login', session, keys: 'none' });
    await typeCredentials(user);
    expect(await screen.findByText(/Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej/)).toBeTruthy();
    await user.type(totpInput(), '12345');
    expect(loginButton().disabled).toBe(true);
    await user.clear(totpInput());
    await user.type(totpInput(), 'ABCDE-23456xyz');
    expect(totpInput().value).toBe('ABCDE-23456');
    expect(loginButton().disabled).toBe(false);
    await user.click(loginButton());

    expect(await screen.findByRole('heading', { level: 1, name: 'Panel główny' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(codes).toEqual([{ challengeId, code: 'ABCDE-23456' }]);
    expect(getCsrfToken()).toBe('csrf-totp');
  });

  it('a used code is an alert; an ended step goes back to the password', async () => {
    givenServer(totpAnswer);
    const answers = [
      errorResponse('CONFLICT', { message: 'Ten kod został już użyty. Poczekaj na następny kod w aplikacji.' }),
      errorResponse('UNAUTHENTICATED', {
        message: 'Czas na podanie kodu minął lub wykorzystano limit prób. Zaloguj się ponownie.',
      }),
    ];
    server.use(contractHandler(loginTotp, () => answers.shift()!));
    const { user } = render(undefined, { path: '/login' });
    await typeCredentials(user);
    await user.type(await screen.findByLabelText(/^Kod z aplikacji/), '123456');
    await user.click(loginButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      '409 - Ten kod został już użyty. Poczekaj na następny kod w aplikacji.',
    );
    await user.type(totpInput(), '654321');
    await user.click(loginButton());
    expect(await screen.findByLabelText(/^Hasło/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Kod z aplikacji/)).toBeNull();
  });

  it('a setup the organisation requires: QR code, first code, backup codes shown once, then the dashboard', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    givenServer(() => ({ step: 'totp-setup' as const, challengeId, secret, uri: `otpauth://totp/x?secret=${secret}` }));
    const backupCodes = Array.from({ length: 10 }, (_, i) => `abcde2345${i + 2}`);
    server.use(contractHandler(loginTotpSetup, () => ({ csrfToken: 'csrf-setup', backupCodes })));
    const { user, router } = render(undefined, { path: '/login', session, keys: 'none' });
    await typeCredentials(user);
    expect(await screen.findByText(/Organizacja wymaga drugiego składnika logowania/)).toBeTruthy();
    expect(await screen.findByRole('img', { name: /Kod QR/ })).toBeTruthy();
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText(/^Kod z aplikacji/), '123456');
    await user.click(loginButton());

    const dialog = await screen.findByRole('dialog', { name: 'Kody zapasowe' });
    expect(within(dialog).getByTestId('backup-codes').textContent).toContain('abcde-23452');
    expect(router.state.location.pathname).toBe('/login');
    await user.click(within(dialog).getByLabelText('Zapisałem(-am) kody zapasowe w bezpiecznym miejscu'));
    await user.click(within(dialog).getByRole('button', { name: 'Gotowe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel główny' })).toBeTruthy();
    expect(getCsrfToken()).toBe('csrf-setup');
  });
});

describe('registration tab', () => {
  it('sends a full address and says the activation link was e-mailed', async () => {
    const sent: unknown[] = [];
    server.use(
      contractHandler(register, ({ body }) => {
        sent.push(body);
        return { ok: true };
      }),
    );
    const { user } = render(undefined, { path: '/login?tab=register' });
    await user.type(await screen.findByLabelText(/^E-mail/), ' Anna@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Rejestruj' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Na wskazany adres email wysłano link aktywacyjny');
    expect(screen.getByText(authTexts.checkInbox('Anna@Example.com'))).toBeTruthy();
    expect(screen.getByText(authTexts.resendIn('1:00'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: authTexts.resendLink })).toBeNull();
    expect(sent).toEqual([{ email: 'anna@example.com' }]);
  });

  it('a refused registration shows the server’s text', async () => {
    server.use(
      contractHandler(register, () =>
        errorResponse('RATE_LIMITED', { message: 'Zbyt wiele prób. Spróbuj ponownie za 60 min.' }),
      ),
    );
    const { user } = render(undefined, { path: '/login?tab=register' });
    await user.type(await screen.findByLabelText(/^E-mail/), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Rejestruj' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Zbyt wiele prób. Spróbuj ponownie za 60 min.');
  });
});

describe('login page notices', () => {
  it('shows the alert a previous screen sent along', async () => {
    const { router } = render(undefined, { path: '/Errors' });
    await screen.findByRole('heading', { name: 'Brak wskazanej strony' });
    await router.navigate('/login', { state: { notice: { kind: 'success', text: authTexts.activated } } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Dziękujemy. Konto zostało aktywowane. Teraz możesz się zalogować.');
  });
});
