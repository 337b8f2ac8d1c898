import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@shared/contracts/auth/get-session.js';
import { logout } from '@shared/contracts/auth/logout.js';
import { restoreAccess } from '@shared/contracts/auth/restore-access.js';
import { getDashboard } from '@shared/contracts/dashboard/get-dashboard.js';
import { CRYPTO_ERROR_MESSAGES, CryptoError } from '@shared/crypto/errors.js';
import { seller } from '@shared/domain/billing.js';
import * as accountCrypto from '@/lib/account-crypto.js';
import { notifyUnauthorized } from '@/lib/auth-events.js';
import { getCsrfToken, setCsrfToken } from '@/lib/csrf.js';
import { getKeys, saveKeys } from '@/lib/key-store.js';
import { fingerprintFixture, resetAccountCryptoMock } from '@/test/account-crypto-mock.js';
import { publicKeyEnvelope, recoveryKeyFixture, unlockedKeysFixture } from '@/test/key-fixtures.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';
import { emptyReportListHandlers } from '@/test/report-fixtures.js';
import { fakeUsersApi } from '@/features/users/test/fake-api.js';

vi.mock('@/lib/account-crypto.js', () => import('@/test/account-crypto-mock.js'));

const menu = () => screen.findByRole('navigation', { name: 'Menu główne' });

beforeEach(() => {
  server.use(...emptyReportListHandlers());
  server.use(
    contractHandler(getDashboard, () => ({
      organisationName: 'Fundacja Łąka',
      counts: { new: 0, open: 0, archived: 0, staffUsers: 1 },
    })),
  );
  fakeUsersApi();
});

describe('back-office layout', () => {
  it('shows the top bar, the menu, the screen and the footer', async () => {
    render(undefined, { path: '/dashboard', session: staffSessionFixture({ name: 'Anna Kowalska' }) });
    const nav = await menu();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Anna Kowalska')).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Wyloguj' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Otwórz menu' })).toBeTruthy();
    expect(within(header).getByRole('img', { name: 'Ostoja' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Panel główny' }).getAttribute('aria-current')).toBe('page');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Panel główny' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    // The operator's company, the same as the invoices' seller; never a placeholder.
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} ${seller.name}`);
    expect(footer.textContent).toContain(`${seller.address}, ${seller.zipCode} ${seller.city}`);
    expect(footer.textContent).not.toMatch(/uzupełnienia|VITE_/);
  });

  it('menu groups open to show their screens', async () => {
    const { user, router } = render(undefined, { path: '/dashboard', session: staffSessionFixture() });
    const nav = await menu();
    const reports = within(nav).getByRole('button', { name: 'Zgłoszenia' });
    expect(reports.getAttribute('aria-expanded')).toBe('false');
    await user.click(reports);
    expect(reports.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(nav).getByRole('link', { name: 'Otwarte' }));
    expect(await screen.findByRole('heading', { name: 'Otwarte zgłoszenia' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/open');
  });

  it('Formularz and Pomoc open in a new tab', async () => {
    render(undefined, { path: '/dashboard', session: staffSessionFixture({ customerAlias: 'moja-firma' }) });
    const nav = await menu();
    const form = within(nav).getByRole('link', { name: /^Formularz/ });
    const help = within(nav).getByRole('link', { name: /^Pomoc/ });
    expect(form.getAttribute('href')).toBe('/form/moja-firma');
    expect(help.getAttribute('href')).toBe('/pomoc');
    expect([form, help].map((link) => link.getAttribute('target'))).toEqual(['_blank', '_blank']);
  });

  it('for an inactive customer only Rozliczenia and Pomoc can be used', async () => {
    // Not the main administrator: the Rozliczenia screen asks the server nothing.
    render(undefined, {
      path: '/subscription',
      session: staffSessionFixture({ customerIsActive: false, isMainAdmin: false }),
    });
    const nav = await menu();
    expect(within(nav).queryByRole('link', { name: 'Panel główny' })).toBeNull();
    expect(within(nav).getByText('Panel główny').closest('[aria-disabled="true"]')).toBeTruthy();
    // Every entry shows, disabled, the system log too: it does not vanish.
    expect(within(nav).getByText('Log systemowy').closest('[aria-disabled="true"]')).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Zgłoszenia' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Rozliczenia' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Subskrypcja' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /^Pomoc/ })).toBeTruthy();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Subskrypcja', 'Zamówienia', expect.stringMatching(/^Pomoc/)]);
  });

  it('an internal-sales customer has no Rozliczenia', async () => {
    render(undefined, { path: '/dashboard', session: staffSessionFixture({ customerInternalSales: true }) });
    const nav = await menu();
    expect(within(nav).queryByText('Rozliczenia')).toBeNull();
  });

  it('Wyloguj ends the session on the server, forgets the CSRF token and the keys, and returns to the login screen', async () => {
    setCsrfToken('csrf-123');
    const headers: (string | null)[] = [];
    server.use(
      contractHandler(logout, ({ request }) => {
        headers.push(request.headers.get('x-csrf-token'));
        return { ok: true };
      }),
    );
    const { user, router } = render(undefined, { path: '/users', session: staffSessionFixture() });
    expect(getKeys('user-1')).not.toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Wyloguj' }));
    expect(await screen.findByRole('tab', { name: 'ZALOGUJ' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(headers).toEqual(['csrf-123']);
    expect(getCsrfToken()).toBeNull();
    expect(getKeys('user-1')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed logout is an alert with status and text on the login screen, and still forgets everything locally', async () => {
    setCsrfToken('csrf-123');
    server.use(contractHandler(logout, () => errorResponse('UNAVAILABLE')));
    const { user } = render(undefined, { path: '/users', session: staffSessionFixture() });
    await user.click(await screen.findByRole('button', { name: 'Wyloguj' }));
    expect(await screen.findByRole('tab', { name: 'ZALOGUJ' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      '503 - Usługa jest chwilowo niedostępna. Spróbuj ponownie później.',
    );
    expect(getCsrfToken()).toBeNull();
    expect(getKeys('user-1')).toBeNull();
  });

  it('a lost session (401 from a back-office call) returns to the login screen without a message', async () => {
    const { router } = render(undefined, { path: '/users', session: staffSessionFixture() });
    await menu();
    expect(getKeys('user-1')).not.toBeNull();
    act(() => notifyUnauthorized());
    expect(await screen.findByRole('tab', { name: 'ZALOGUJ' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getKeys('user-1')).toBeNull();
  });

  it('with no session on the server (401) a back-office screen forgets the local keys and shows the login screen', async () => {
    await saveKeys('user-1', unlockedKeysFixture());
    setCsrfToken('stale');
    const { router } = render(undefined, { path: '/settings' });
    expect(await screen.findByRole('tab', { name: 'ZALOGUJ' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(getKeys('user-1')).toBeNull();
    expect(getCsrfToken()).toBeNull();
  });
});

describe('keys notices', () => {
  beforeEach(() => resetAccountCryptoMock());

  it('a session whose keys this tab does not hold stays locked, says so, and offers to log in again', async () => {
    server.use(contractHandler(logout, () => ({ ok: true })));
    const { user, router } = render(undefined, { path: '/users', session: staffSessionFixture(), keys: 'none' });
    const notice = await screen.findByRole('alert', { name: 'Klucze szyfrujące są zablokowane' });
    expect(screen.getByRole('heading', { level: 1, name: 'Użytkownicy' })).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Zaloguj się ponownie' }));
    expect(await screen.findByRole('tab', { name: 'ZALOGUJ' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('with all keys unlocked there is no notice', async () => {
    render(undefined, { path: '/users', session: staffSessionFixture() });
    await menu();
    expect(screen.queryByText('Brak dostępu do treści zgłoszeń — poproś administratora o nadanie dostępu')).toBeNull();
    expect(screen.queryByText('Klucze szyfrujące są zablokowane')).toBeNull();
  });

  async function openRecovery() {
    const restored: unknown[] = [];
    server.use(
      contractHandler(restoreAccess, ({ body }) => {
        restored.push(body);
        return { ok: true };
      }),
    );
    let session = staffSessionFixture({ withOrganisationKey: false });
    server.use(contractHandler(getSession, () => session));
    const view = render(undefined, { path: '/users', session, keys: 'noOrganisationKey' });
    server.use(contractHandler(getSession, () => session));
    const notice = await screen.findByRole('alert', {
      name: 'Brak dostępu do treści zgłoszeń — poproś administratora o nadanie dostępu',
    });
    expect(notice.textContent).toContain('klucz odzyskiwania');
    await view.user.click(within(notice).getByRole('button', { name: 'Wpisz klucz odzyskiwania' }));
    const dialog = await screen.findByRole('dialog', { name: 'Przywracanie dostępu kluczem odzyskiwania' });
    const grant = () => {
      session = staffSessionFixture();
    };
    return { ...view, dialog, restored, grant };
  }

  it('a user waiting for access sees their key fingerprint; once granted, checking again opens the key in this tab without a new login', async () => {
    let session = staffSessionFixture({ withOrganisationKey: false, type: 2, isMainAdmin: false });
    let asked = 0;
    const answer = () => {
      asked += 1;
      return session;
    };
    server.use(contractHandler(getSession, answer));
    const { user } = render(undefined, { path: '/users', session, keys: 'noOrganisationKey' });
    server.use(contractHandler(getSession, answer));
    const notice = await screen.findByRole('alert', {
      name: 'Brak dostępu do treści zgłoszeń — poproś administratora o nadanie dostępu',
    });
    expect(notice.textContent).toContain('zakładce Użytkownicy');
    // An invited user never received the recovery key (only the main administrator, at registration).
    expect(notice.textContent).not.toMatch(/klucz\w* odzyskiwania/);
    expect(within(notice).queryByRole('button', { name: 'Wpisz klucz odzyskiwania' })).toBeNull();
    expect((await within(notice).findByTestId('own-key-fingerprint')).textContent).toBe(fingerprintFixture);
    expect(accountCrypto.publicKeyFingerprint).toHaveBeenCalledWith(session.keys.user.publicKey);

    const checkAgain = within(notice).getByRole('button', { name: 'Sprawdź, czy nadano dostęp' });
    const before = asked;
    await user.click(checkAgain);
    // Not granted yet: the session came back without the key, nothing to open.
    await waitFor(() => expect(asked).toBe(before + 1));
    await waitFor(() => expect(checkAgain.hasAttribute('data-loading')).toBe(false));
    expect(accountCrypto.unlockGrantedOrganisation).not.toHaveBeenCalled();
    session = staffSessionFixture({ type: 2, isMainAdmin: false });
    await user.click(checkAgain);
    await waitFor(() => expect(screen.queryByRole('alert', { name: /Brak dostępu do treści zgłoszeń/ })).toBeNull());
    expect(accountCrypto.unlockGrantedOrganisation).toHaveBeenCalledWith(
      session.keys,
      expect.objectContaining({ name: 'user' }),
    );
    expect(getKeys('user-1')?.organisationPrivateKey).toBeTruthy();
    expect(await screen.findByText('Administrator nadał Ci dostęp do treści zgłoszeń.')).toBeTruthy();
  });

  it('without the organisation key the notice offers the recovery key; a typo gets the crypto core’s message', async () => {
    const { user, dialog, restored } = await openRecovery();
    vi.mocked(accountCrypto.restoreWithRecoveryKey).mockRejectedValueOnce(
      new CryptoError('BAD_RECOVERY_KEY', 'checksum'),
    );
    await user.type(within(dialog).getByLabelText(/^Klucz odzyskiwania/), 'ABCD-EFGH');
    await user.click(within(dialog).getByRole('button', { name: 'Przywróć dostęp' }));
    expect(await within(dialog).findByText(CRYPTO_ERROR_MESSAGES.BAD_RECOVERY_KEY)).toBeTruthy();
    expect(restored).toEqual([]);
  });

  it('a key of another organisation gets its own message', async () => {
    const { user, dialog } = await openRecovery();
    vi.mocked(accountCrypto.restoreWithRecoveryKey).mockRejectedValueOnce(
      new CryptoError('WRONG_RECOVERY_KEY', 'aead'),
    );
    await user.type(within(dialog).getByLabelText(/^Klucz odzyskiwania/), recoveryKeyFixture);
    await user.click(within(dialog).getByRole('button', { name: 'Przywróć dostęp' }));
    expect(await within(dialog).findByText(CRYPTO_ERROR_MESSAGES.WRONG_RECOVERY_KEY)).toBeTruthy();
  });

  it('the right recovery key restores access: stored on the server, keys unlocked, notice gone', async () => {
    const { user, dialog, restored, grant } = await openRecovery();
    await user.type(within(dialog).getByLabelText(/^Klucz odzyskiwania/), recoveryKeyFixture);
    grant();
    await user.click(within(dialog).getByRole('button', { name: 'Przywróć dostęp' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Brak dostępu do treści zgłoszeń — poproś administratora o nadanie dostępu'),
      ).toBeNull(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(accountCrypto.restoreWithRecoveryKey).toHaveBeenCalledWith(
      recoveryKeyFixture,
      staffSessionFixture({ withOrganisationKey: false }).keys,
      expect.objectContaining({ name: 'user' }),
    );
    expect(restored).toEqual([{ wrappedForUser: publicKeyEnvelope('user-kid') }]);
    expect(getKeys('user-1')?.organisationPrivateKey).toBeTruthy();
    expect(await screen.findByText('Dostęp do klucza organizacji został przywrócony.')).toBeTruthy();
  });
});
