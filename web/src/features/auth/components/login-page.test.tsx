import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { site } from '@/config/site.js';
import { render } from '@/test/render.js';

const tab = (name: string) => screen.findByRole('tab', { name });
const isSelected = (element: HTMLElement) => element.getAttribute('aria-selected') === 'true';
const loginButton = () => screen.getByRole('button', { name: 'Zaloguj' }) as HTMLButtonElement;
const errorOf = (input: HTMLElement): string | null => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

describe('login page', () => {
  it('shows the tabs ZALOGUJ and REJESTRACJA, with ZALOGUJ selected by default', async () => {
    render(undefined, { path: '/login' });
    expect(isSelected(await tab('ZALOGUJ'))).toBe(true);
    expect(isSelected(await tab('REJESTRACJA'))).toBe(false);
    expect(screen.getByLabelText(/^E-mail/)).toBeTruthy();
    expect(screen.getByLabelText(/^Hasło/)).toBeTruthy();
  });

  it('?tab=register opens REJESTRACJA', async () => {
    render(undefined, { path: '/login?tab=register' });
    expect(isSelected(await tab('REJESTRACJA'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Rejestruj' })).toBeTruthy();
  });

  it('switching tabs updates the tab query parameter', async () => {
    const { router, user } = render(undefined, { path: '/login' });
    await user.click(await tab('REJESTRACJA'));
    expect(router.state.location.search).toBe('?tab=register');
    await user.click(await tab('ZALOGUJ'));
    expect(router.state.location.search).toBe('');
    expect(isSelected(await tab('ZALOGUJ'))).toBe(true);
  });

  it('keeps Zaloguj disabled while the e-mail or the password is empty', async () => {
    const { user } = render(undefined, { path: '/login' });
    await tab('ZALOGUJ');
    expect(loginButton().disabled).toBe(true);
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
    expect(loginButton().disabled).toBe(true);
    await user.type(screen.getByLabelText(/^Hasło/), 'sekret1');
    expect(loginButton().disabled).toBe(false);
    await user.clear(screen.getByLabelText(/^E-mail/));
    expect(loginButton().disabled).toBe(true);
  });

  it('says which field is required once it is left empty', async () => {
    const { user } = render(undefined, { path: '/login' });
    await tab('ZALOGUJ');
    const email = screen.getByLabelText(/^E-mail/);
    const password = screen.getByLabelText(/^Hasło/);
    await user.click(email);
    await user.click(password);
    await user.tab();
    expect(errorOf(email)).toBe('E-mail jest wymagany');
    expect(errorOf(password)).toBe('Hasło jest wymagane');
  });

  it('says the e-mail needs an @ and the password at least 6 characters', async () => {
    const { user } = render(undefined, { path: '/login' });
    await tab('ZALOGUJ');
    const email = screen.getByLabelText(/^E-mail/);
    const password = screen.getByLabelText(/^Hasło/);
    await user.type(email, 'anna.example.com');
    await user.type(password, '12345');
    await user.tab();
    expect(errorOf(email)).toBe('Niepoprawny E-mail');
    expect(errorOf(password)).toBe('Minimum 6 znaków');
    await user.click(loginButton());
    expect(screen.queryByText('W przygotowaniu')).toBeNull();
  });

  it('Resetuj hasło leads to the password reset screen', async () => {
    const { router, user } = render(undefined, { path: '/login' });
    await user.click(await screen.findByRole('link', { name: 'Resetuj hasło' }));
    expect(router.state.location.pathname).toBe('/resetpassword');
    expect(await screen.findByRole('heading', { name: 'Resetowanie hasła' })).toBeTruthy();
  });
});

describe('registration tab', () => {
  it('has only an e-mail field, the terms and privacy policy links and Rejestruj', async () => {
    render(undefined, { path: '/login?tab=register' });
    const panel = await screen.findByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('textbox')
        .map((input) => input.getAttribute('type')),
    ).toEqual(['email']);
    expect(within(panel).queryByLabelText(/^Hasło/)).toBeNull();
    const terms = within(panel).getByRole('link', { name: /^regulamin/ });
    const privacy = within(panel).getByRole('link', { name: /^politykę prywatności/ });
    expect(terms.getAttribute('href')).toBe(site.termsUrl);
    expect(privacy.getAttribute('href')).toBe(site.privacyUrl);
    expect([terms, privacy].map((link) => link.getAttribute('target'))).toEqual(['_blank', '_blank']);
    expect(within(panel).getByText(/akceptujesz/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Rejestruj' })).toBeTruthy();
  });

  it('a malformed address gives the alert Wprowadź poprawny email', async () => {
    const { user } = render(undefined, { path: '/login?tab=register' });
    await user.type(await screen.findByLabelText(/^E-mail/), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Rejestruj' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Wprowadź poprawny email');
  });
});
