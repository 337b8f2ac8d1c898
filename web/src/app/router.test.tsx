import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getActivation } from '@shared/contracts/auth/get-activation.js';
import { getPasswordReset } from '@shared/contracts/auth/get-password-reset.js';
import { authTexts } from '@shared/messages/auth.js';
import { errorPageTexts } from '@shared/messages/error-pages.js';
import { ErrorPage } from '../components/error-page.js';
import { setCsrfToken } from '../lib/csrf.js';
import { contractHandler, errorResponse, server } from '../test/msw.js';
import { render, staffSessionFixture } from '../test/render.js';
import { emptyReportListHandlers } from '../test/report-fixtures.js';

describe('routes', () => {
  it('an unknown path shows Brak wskazanej strony', async () => {
    render(undefined, { path: '/nie-ma-takiej-strony' });
    expect(await screen.findByRole('heading', { name: 'Brak wskazanej strony' })).toBeTruthy();
  });

  it('/Errors (Error2) shows Brak wskazanej strony', async () => {
    render(undefined, { path: '/Errors' });
    expect(await screen.findByRole('heading', { name: 'Brak wskazanej strony' })).toBeTruthy();
  });

  it('an unknown path offers the login and the reporter inbox to a visitor', async () => {
    render(undefined, { path: '/nie-ma-takiej-strony' });
    await screen.findByText(errorPageTexts.unknownPage);
    expect(screen.getByRole('link', { name: errorPageTexts.goToLogin }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: errorPageTexts.goToInbox }).getAttribute('href')).toBe('/inboxlogin');
  });

  it('an unknown path keeps a logged-in user in the back-office, with the way back to the dashboard', async () => {
    setCsrfToken('csrf-1');
    render(undefined, { path: '/nie-ma-takiej-strony', session: staffSessionFixture() });
    await screen.findByText(errorPageTexts.unknownPageStaff);
    expect(screen.getByRole('heading', { level: 1, name: 'Brak wskazanej strony' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyloguj' })).toBeTruthy();
    expect(screen.getByRole('link', { name: errorPageTexts.backToDashboard }).getAttribute('href')).toBe('/dashboard');
  });

  it('a used activation link explains itself without a status code and offers a new link and the login', async () => {
    server.use(contractHandler(getActivation, () => errorResponse('NOT_FOUND', { message: authTexts.linkInvalid })));
    const { router } = render(undefined, { path: `/registration/${'a'.repeat(43)}` });
    await screen.findByText(errorPageTexts.activationLink);
    expect(router.state.location.pathname).toBe('/Errors');
    expect(screen.getByRole('alert').textContent).toBe(authTexts.linkInvalid);
    expect(screen.getByRole('link', { name: errorPageTexts.newActivationLink }).getAttribute('href')).toBe(
      '/login?tab=register',
    );
    expect(screen.getByRole('link', { name: errorPageTexts.goToLogin }).getAttribute('href')).toBe('/login');
  });

  it('a used reset link offers to ask for a new one', async () => {
    server.use(contractHandler(getPasswordReset, () => errorResponse('NOT_FOUND', { message: authTexts.linkInvalid })));
    render(undefined, { path: `/reset/${'b'.repeat(43)}` });
    await screen.findByText(errorPageTexts.resetLink);
    expect(screen.getByRole('link', { name: errorPageTexts.newResetLink }).getAttribute('href')).toBe('/resetpassword');
  });

  it('/ leads to the login screen', async () => {
    const { router } = render(undefined, { path: '/' });
    expect(await screen.findByRole('tab', { name: 'ZALOGUJ' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a back-office screen without a session leads to the login screen', async () => {
    const { router } = render(undefined, { path: '/dashboard' });
    expect(await screen.findByRole('tab', { name: 'ZALOGUJ' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['/new', 'Nowe zgłoszenia'],
    ['/open', 'Otwarte zgłoszenia'],
    ['/archive', 'Archiwalne zgłoszenia'],
    ['/all', 'Wszystkie zgłoszenia'],
    ['/messages', 'Wiadomości'],
    ['/reports', 'Rejestr zgłoszeń'],
  ])('%s is a back-office screen of report lists', async (path, title) => {
    server.use(...emptyReportListHandlers());
    render(undefined, { path, session: staffSessionFixture() });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect((await screen.findAllByText('Strona 1 z 1', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.queryByText('W przygotowaniu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Wyloguj' })).toBeTruthy();
  });

  it.each([
    ['/subscription', 'Subskrypcja'],
    ['/orders', 'Zamówienia'],
    ['/orderInfo/tok-1234567890abcdefghij', 'Podsumowanie płatności'],
  ])('%s is a back-office screen of Rozliczenia (its own tests: features/billing)', async (path, title) => {
    // A user who is not the main administrator: the screen asks the server nothing.
    render(undefined, { path, session: staffSessionFixture({ isMainAdmin: false }) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Brak dostępu!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyloguj' })).toBeTruthy();
  });

  it.each([
    ['/inbox', 'Skrzynka zgłoszenia'],
    ['/inboxlogin', 'Skrzynka zgłoszenia'],
    ['/inboxphonelogin', 'Skrzynka zgłoszenia telefonicznego'],
  ])(
    '%s is the reporter inbox (its login without a session of this tab), outside the back-office',
    async (path, title) => {
      render(undefined, { path, session: staffSessionFixture() });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Zaloguj' })).toBeTruthy();
      expect(screen.getByRole('main')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Wyloguj' })).toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();
    },
  );

  it.each([['/external', 'Pobieranie udostępnionych plików']])(
    '%s is the external authority’s download page, outside the back-office',
    async (path, title) => {
      render(undefined, { path, session: staffSessionFixture() });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      // Without the share of an e-mailed link there is nothing to download.
      expect(screen.getByText('Link jest niepełny. Otwórz go ponownie z wiadomości e-mail.')).toBeTruthy();
      expect(screen.getByRole('main')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Wyloguj' })).toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();
    },
  );

  it.each([
    ['/resetpassword', 'Resetowanie hasła'],
    ['/reset/abc-123', 'Brak wskazanej strony'],
    ['/registration/abc-123', 'Brak wskazanej strony'],
  ])('%s is an account screen outside the back-office', async (path, title) => {
    // A link token too short to be real never reaches the server: straight to Error2.
    render(undefined, { path, session: staffSessionFixture() });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wyloguj' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a failing screen shows Coś poszło nie tak, with a way back to the dashboard', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    const { router, user } = render(undefined, {
      path: '/broken',
      routes: [
        { path: '/broken', element: <Broken />, errorElement: <ErrorPage /> },
        { path: '/dashboard', element: <p>Panel</p> },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Coś poszło nie tak' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Wróć' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(consoleError).toHaveBeenCalled(); // the details go to the console, not to the screen
    consoleError.mockRestore();
  });
});
