import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logInToInbox } from '@shared/contracts/inbox/log-in-to-inbox.js';
import { logInToPhoneInbox } from '@shared/contracts/inbox/log-in-to-phone-inbox.js';
import { clearInboxSession, getInboxSession } from '@/lib/inbox-session.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import * as inboxCrypto from '../lib/inbox-crypto.js';
import { FAKE_AUTH_KEY } from '../test/inbox-crypto-mock.js';

vi.mock('../lib/inbox-crypto.js', () => import('../test/inbox-crypto-mock.js'));

const button = () => screen.getByRole('button', { name: 'Zaloguj' }) as HTMLButtonElement;
const errorOf = (input: HTMLElement): string | null => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

afterEach(() => clearInboxSession());

describe('/inboxlogin', () => {
  const identifier = () => screen.getByLabelText(/^Identyfikator/);
  const password = () => screen.getByLabelText(/^Hasło/);

  it('keeps Zaloguj disabled while the identifier or the password is empty', async () => {
    const { user } = render(undefined, { path: '/inboxlogin' });
    await screen.findByLabelText(/^Identyfikator/);
    expect(button().disabled).toBe(true);
    await user.type(identifier(), 'K7QM-3XPA-9B');
    expect(button().disabled).toBe(true);
    await user.type(password(), 'abcd');
    expect(button().disabled).toBe(false);
    await user.clear(identifier());
    expect(button().disabled).toBe(true);
  });

  it("says 'Identyfikator jest wymagany', 'Hasło jest wymagane' and 'Minimum 4 zanki' as the spec writes them", async () => {
    const { user } = render(undefined, { path: '/inboxlogin' });
    await screen.findByLabelText(/^Identyfikator/);
    await user.click(identifier());
    await user.click(password());
    await user.tab();
    expect(errorOf(identifier())).toBe('Identyfikator jest wymagany');
    expect(errorOf(password())).toBe('Hasło jest wymagane');
    await user.type(password(), 'abc');
    await user.tab();
    expect(errorOf(password())).toBe('Minimum 4 zanki');
  });

  it('sends only the derived secret, and shows the same refusal for any wrong identifier or password, as a sentence without the HTTP status', async () => {
    const sent: unknown[] = [];
    server.use(
      contractHandler(logInToInbox, ({ body }) => {
        sent.push(body);
        return errorResponse('UNAUTHENTICATED', { message: 'Nieprawidłowy identyfikator lub hasło.' });
      }),
    );
    const { user } = render(undefined, { path: '/inboxlogin' });
    await user.type(await screen.findByLabelText(/^Identyfikator/), 'k7qm-3xpa-9b');
    await user.type(password(), 'tajne-haslo');
    await user.click(button());
    expect(await screen.findByText('Nieprawidłowy identyfikator lub hasło.')).toBeTruthy();
    expect(screen.queryByText(/401/)).toBeNull();
    expect(sent).toEqual([{ identifier: 'K7QM3XPA9B', authKey: FAKE_AUTH_KEY }]);
    expect(JSON.stringify(sent)).not.toContain('tajne-haslo');
    expect(vi.mocked(inboxCrypto.deriveReporterKeys)).toHaveBeenCalledWith('k7qm-3xpa-9b', 'tajne-haslo');
    expect(getInboxSession()).toBeNull();
  });

  it('says a paused login in a sentence, without the HTTP status', async () => {
    server.use(
      contractHandler(logInToInbox, () =>
        errorResponse('RATE_LIMITED', {
          message: 'Zbyt wiele prób. Spróbuj ponownie za 15 min.',
          retryAfterSeconds: 900,
        }),
      ),
    );
    const { user } = render(undefined, { path: '/inboxlogin' });
    await user.type(await screen.findByLabelText(/^Identyfikator/), 'K7QM-3XPA-9B');
    await user.type(password(), 'tajne-haslo');
    await user.click(button());
    expect(await screen.findByText('Zbyt wiele prób. Spróbuj ponownie za 15 min.')).toBeTruthy();
    expect(screen.queryByText(/429/)).toBeNull();
  });

  it('refuses an identifier that cannot be one without deriving anything', async () => {
    vi.mocked(inboxCrypto.deriveReporterKeys).mockClear();
    const { user } = render(undefined, { path: '/inboxlogin' });
    await user.type(await screen.findByLabelText(/^Identyfikator/), 'to-nie-jest-id');
    await user.type(password(), 'tajne-haslo');
    await user.click(button());
    expect(await screen.findByText('Nieprawidłowy identyfikator zgłoszenia.')).toBeTruthy();
    expect(vi.mocked(inboxCrypto.deriveReporterKeys)).not.toHaveBeenCalled();
  });
});

describe('/inboxphonelogin', () => {
  const phone = () => screen.getByLabelText(/^Numer telefonu/) as HTMLInputElement;

  it("takes digit keys only and enables Zaloguj at 9 digits; 'Numer telefonu jest wymagany', '9 cyfr bez spacji'", async () => {
    const { user } = render(undefined, { path: '/inboxphonelogin' });
    const identifier = await screen.findByLabelText(/^Identyfikator zgłoszenia telefonicznego/);
    await user.click(phone());
    await user.tab();
    expect(errorOf(phone())).toBe('Numer telefonu jest wymagany');
    await user.type(identifier, 'K7QM-3XPA-9B');
    await user.type(phone(), '600 7a00-8b');
    expect(phone().value).toBe('6007008');
    await user.tab();
    expect(errorOf(phone())).toBe('9 cyfr bez spacji');
    expect(button().disabled).toBe(true);
    await user.type(phone(), '0012');
    expect(phone().value).toBe('600700800');
    await user.tab();
    expect(errorOf(phone())).toBeNull();
    expect(button().disabled).toBe(false);
  });

  it('logs in through the phone login with the phone secret', async () => {
    const sent: unknown[] = [];
    server.use(
      contractHandler(logInToPhoneInbox, ({ body }) => {
        sent.push(body);
        return errorResponse('UNAUTHENTICATED', { message: 'Nieprawidłowy identyfikator lub hasło.' });
      }),
    );
    const { user } = render(undefined, { path: '/inboxphonelogin' });
    await user.type(await screen.findByLabelText(/^Identyfikator zgłoszenia telefonicznego/), 'K7QM3XPA9B');
    await user.type(phone(), '600700800');
    await user.click(button());
    await screen.findByText('Nieprawidłowy identyfikator lub hasło.');
    expect(vi.mocked(inboxCrypto.derivePhoneCaseKeys)).toHaveBeenCalledWith('K7QM3XPA9B', '600700800');
    expect(sent).toEqual([{ identifier: 'K7QM3XPA9B', authKey: FAKE_AUTH_KEY }]);
  });
});
