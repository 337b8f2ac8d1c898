import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '../../config/site.js';
import { notifyUnauthorized } from '../../lib/auth-events.js';
import { getCsrfToken, setCsrfToken } from '../../lib/csrf.js';
import { render, staffSessionFixture } from '../../test/render.js';

const menu = () => screen.findByRole('navigation', { name: 'Menu główne' });

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
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} ${site.companyName}`);
    expect(footer.textContent).toContain(site.companyAddress);
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
    render(undefined, { path: '/dashboard', session: staffSessionFixture({ formAlias: 'moja-firma' }) });
    const nav = await menu();
    const form = within(nav).getByRole('link', { name: /^Formularz/ });
    const help = within(nav).getByRole('link', { name: /^Pomoc/ });
    expect(form.getAttribute('href')).toBe('/form/moja-firma');
    expect(help.getAttribute('href')).toBe(site.helpUrl);
    expect([form, help].map((link) => link.getAttribute('target'))).toEqual(['_blank', '_blank']);
  });

  it('for an inactive customer only Rozliczenia and Pomoc can be used', async () => {
    render(undefined, { path: '/subscription', session: staffSessionFixture({ customerIsActive: false }) });
    const nav = await menu();
    expect(within(nav).queryByRole('link', { name: 'Panel główny' })).toBeNull();
    expect(within(nav).getByText('Panel główny').closest('[aria-disabled="true"]')).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Zgłoszenia' })).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Rozliczenia' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Subskrypcja' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /^Pomoc/ })).toBeTruthy();
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Subskrypcja',
      'Zamówienia',
      expect.stringMatching(/^Pomoc/),
    ]);
  });

  it('an internal-sales customer has no Rozliczenia', async () => {
    render(undefined, { path: '/dashboard', session: staffSessionFixture({ customerInternalSales: true }) });
    const nav = await menu();
    expect(within(nav).queryByText('Rozliczenia')).toBeNull();
  });

  it('Wyloguj forgets the CSRF token and returns to the login screen', async () => {
    setCsrfToken('csrf-123');
    const { user, router } = render(undefined, { path: '/dashboard', session: staffSessionFixture() });
    await user.click(await screen.findByRole('button', { name: 'Wyloguj' }));
    expect(await screen.findByRole('tab', { name: 'ZALOGUJ' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(getCsrfToken()).toBeNull();
  });

  it('a lost session (401 from a back-office call) returns to the login screen without a message', async () => {
    const { router } = render(undefined, { path: '/users', session: staffSessionFixture() });
    await menu();
    act(() => notifyUnauthorized());
    expect(await screen.findByRole('tab', { name: 'ZALOGUJ' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
