import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.js';
import { routePatterns } from '../config/paths.js';
import { pageTitle } from './document-title.js';

describe('document titles', () => {
  it('names each screen and the register tab; leaves the form, the inbox, its logins, /external and the error page their own', () => {
    expect(pageTitle('/dashboard', '')).toBe('Panel główny — Ostoja');
    expect(pageTitle('/signal/0b6b2f1e-0000-4000-8000-000000000001', '')).toBe('Zgłoszenie — Ostoja');
    expect(pageTitle('/login', '?tab=register')).toBe('Rejestracja — Ostoja');
    expect(pageTitle('/reset/abc', '')).toBe('Ustawienie nowego hasła — Ostoja');
    expect(pageTitle('/nie-ma-takiej-strony', '')).toBeNull();
    expect(pageTitle('/form/demo-firma', '')).toBeNull();
    expect(pageTitle('/inbox', '')).toBeNull();
    expect(pageTitle('/inboxlogin', '')).toBeNull();
    expect(pageTitle('/inboxphonelogin', '')).toBeNull();
    expect(pageTitle('/external', '?share=abc')).toBeNull();
  });

  it('every route has a title of its own, never the unknown address’s (the form, the inbox, its logins and /external name themselves)', () => {
    const named = Object.entries(routePatterns)
      .filter(([name]) => !['form', 'inbox', 'inboxLogin', 'inboxPhoneLogin', 'external'].includes(name))
      .map(([name, pattern]) => [name, pageTitle(`/${pattern.replace(/:\w+/g, 'abc123')}`, '')] as const);
    expect(
      named.filter(([, title]) => title === null || title === 'Brak wskazanej strony — Ostoja').map(([name]) => name),
    ).toEqual(['errors']);
    expect(pageTitle('/invitation/zaproszenie-0123456789abcdef', '')).toBe('Aktywacja konta użytkownika — Ostoja');
  });

  it('the tab shows the screen the router renders', async () => {
    render(undefined, { path: '/resetpassword' });
    await waitFor(() => expect(document.title).toBe('Resetowanie hasła — Ostoja'));
  });
});
