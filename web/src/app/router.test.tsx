import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../components/error-page.js';
import { server } from '../test/msw.js';
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
    ['/users', 'Użytkownicy'],
    ['/settings', 'Ustawienia'],
    ['/subscription', 'Subskrypcja'],
    ['/orders', 'Zamówienia'],
    ['/orderInfo/tok-123', 'Podsumowanie płatności'],
    ['/signal/K7QM-3XPA-9B', 'Zgłoszenie'],
  ])('%s is a back-office screen marked W przygotowaniu', async (path, title) => {
    render(undefined, { path, session: staffSessionFixture() });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('W przygotowaniu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyloguj' })).toBeTruthy();
  });

  it.each([
    ['/inbox', 'Skrzynka zgłoszenia'],
    ['/inboxlogin', 'Logowanie do skrzynki zgłoszenia'],
    ['/inboxphonelogin', 'Logowanie do zgłoszenia telefonicznego'],
    ['/external', 'Pobieranie udostępnionych plików'],
  ])('%s is a public screen marked W przygotowaniu, outside the back-office', async (path, title) => {
    render(undefined, { path, session: staffSessionFixture() });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('W przygotowaniu')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Wyloguj' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

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
