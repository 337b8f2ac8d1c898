import { screen, waitFor, within } from '@testing-library/react';
import { getActivation } from '@shared/contracts/auth/get-activation.js';
import { afterEach, describe, expect, it } from 'vitest';
import { authTexts } from '@shared/messages/auth.js';
import { commonTexts } from '@shared/messages/common.js';
import * as en from '@shared/messages/en/index.js';
import { errorMessages } from '@shared/messages/errors.js';
import { errorPageTexts, reporterErrorPageTexts } from '@shared/messages/error-pages.js';
import * as uk from '@shared/messages/uk/index.js';
import { serveFormApi } from '@/features/form/test/fixtures.js';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language-choice.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { polishLeft, polishPieces } from '@/test/polish-left.js';
import { render } from '@/test/render.js';

/** A browser that asks for these languages (the test setup's browser reads Polish). */
function browserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
}

afterEach(() => {
  browserLanguages(['pl-PL', 'pl']);
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  document.documentElement.lang = 'pl';
});

/** The Polish texts a reporter's error page can show, the spec's title and the server's default answers included. */
const pieces = polishPieces([reporterErrorPageTexts, errorMessages]);

describe.each([
  ['uk', uk],
  ['en', en],
] as const)('the error page a reporter reaches, in %s', { timeout: 20_000 }, (language, texts) => {
  const t = texts.reporterErrorPageTexts;

  it('an unknown address: the title, the reason, the ways on, the switcher, <html lang> and the tab in the language', async () => {
    render(undefined, { path: `/nie-ma-takiej-strony?lang=${language}` });
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    // The ways on are a lazy part of the page.
    expect(await screen.findByText(t.unknownPage)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.goToLogin }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: t.goToInbox }).getAttribute('href')).toBe('/inboxlogin');
    expect(screen.getByRole('group', { name: t.language })).toBeTruthy();
    expect(document.documentElement.lang).toBe(language);
    await waitFor(() => expect(document.title).toBe(`${t.title} — Ostoja`));
    expect(polishLeft(pieces)).toEqual([]);
  });

  it('a form that did not open: the failure the form sent, the reason and the inbox, in the language of the form', async () => {
    serveFormApi({ form: 'NOT_FOUND' });
    const { router } = render(undefined, { path: `/form/nieznana?lang=${language}` });
    expect(await screen.findByText(t.form)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Errors');
    expect(screen.getByRole('alert').textContent).toBe(`404 - ${texts.errorMessages.NOT_FOUND}`);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.goToInbox }).getAttribute('href')).toBe('/inboxlogin');
    expect(document.documentElement.lang).toBe(language);
    expect(polishLeft(pieces)).toEqual([]);
  });
});

describe('the reporter’s error page', { timeout: 20_000 }, () => {
  it('opens in the browser’s language, and the switcher changes it in place, keeping the failure and its reason', async () => {
    browserLanguages(['uk-UA', 'uk']);
    serveFormApi({ form: 'NOT_FOUND' });
    const { user } = render(undefined, { path: '/form/nieznana' });
    expect(await screen.findByText(uk.reporterErrorPageTexts.form)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText(en.reporterErrorPageTexts.form)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(`404 - ${uk.errorMessages.NOT_FOUND}`);
    expect(screen.getByRole('heading', { level: 1, name: en.reporterErrorPageTexts.title })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('in Polish says the spec’s title and our texts letter for letter, with Polski pressed', async () => {
    render(undefined, { path: '/nie-ma-takiej-strony' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Brak wskazanej strony' })).toBeTruthy();
    expect(await screen.findByText(errorPageTexts.unknownPage)).toBeTruthy();
    const switcher = screen.getByRole('group', { name: 'Język' });
    expect(within(switcher).getByRole('button', { pressed: true }).textContent).toBe('Polski');
    await waitFor(() => expect(document.title).toBe(`${commonTexts.pageNotFound} — Ostoja`));
    expect(document.documentElement.lang).toBe('pl');
  });

  it('a staff activation link’s page stays Polish, without a switcher, whatever the browser asks for', async () => {
    browserLanguages(['en-GB', 'en']);
    server.use(contractHandler(getActivation, () => errorResponse('NOT_FOUND', { message: authTexts.linkInvalid })));
    render(undefined, { path: `/registration/${'a'.repeat(43)}?lang=en` });
    expect(await screen.findByText(errorPageTexts.activationLink)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Brak wskazanej strony' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();
    expect(document.documentElement.lang).toBe('pl');
    expect(document.title).toBe('Brak wskazanej strony — Ostoja');
  });
});
