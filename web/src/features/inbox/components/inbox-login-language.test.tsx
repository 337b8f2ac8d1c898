import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CryptoError } from '@shared/crypto/errors.js';
import { clientErrorMessages } from '@shared/messages/client-errors.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import { cryptoErrorTexts } from '@shared/messages/crypto-errors.js';
import * as en from '@shared/messages/en/index.js';
import * as uk from '@shared/messages/uk/index.js';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language-choice.js';
import { polishLeft, polishPieces } from '@/test/polish-left.js';
import { render } from '@/test/render.js';
import * as inboxCrypto from '../lib/inbox-crypto.js';

vi.mock('../lib/inbox-crypto.js', () => import('../test/inbox-crypto-mock.js'));

const pressed = () =>
  screen
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent)
    .filter((name) => ['Polski', 'Українська', 'English'].includes(name ?? ''));

const errorOf = (input: HTMLElement): string | null => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

afterEach(() => {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  document.documentElement.lang = 'pl';
});

const languages = [
  ['pl', inboxTexts, 'Polski'],
  ['uk', uk.inboxTexts, 'Українська'],
  ['en', en.inboxTexts, 'English'],
] as const;

describe.each(languages)('the inbox logins in %s', { timeout: 20_000 }, (language, t, name) => {
  it('/inboxlogin: title, fields, button, link and the fields’ messages in the language, <html lang> and the switcher say so', async () => {
    const { user } = render(undefined, { path: `/inboxlogin?lang=${language}` });
    const identifier = await screen.findByLabelText(new RegExp(`^${t.identifier}`));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t.loginTitle);
    expect(screen.getByText(t.loginIntro)).toBeTruthy();
    expect(screen.getByRole('button', { name: t.login })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.phoneLoginLink })).toBeTruthy();
    expect(screen.getByRole('group', { name: t.language })).toBeTruthy();
    expect(pressed()).toEqual([name]);
    expect(document.documentElement.lang).toBe(language);
    expect(document.title).toBe(t.loginPageTitle);
    const password = screen.getByLabelText(new RegExp(`^${t.password}`));
    await user.click(identifier);
    await user.click(password);
    await user.tab();
    expect(errorOf(identifier)).toBe(t.identifierRequired);
    expect(errorOf(password)).toBe(t.passwordRequired);
    await user.type(password, 'abc');
    await user.tab();
    expect(errorOf(password)).toBe(t.passwordMin);
  });

  it('/inboxphonelogin: title, fields and the phone’s messages in the language', async () => {
    const { user } = render(undefined, { path: `/inboxphonelogin?lang=${language}` });
    const phone = await screen.findByLabelText(new RegExp(`^${t.phone}`));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t.phoneLoginTitle);
    expect(screen.getByLabelText(new RegExp(`^${t.phoneIdentifier}`))).toBeTruthy();
    expect(screen.getByRole('link', { name: t.passwordLoginLink })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(t.loginPageTitle));
    await user.type(phone, '123');
    await user.tab();
    expect(errorOf(phone)).toBe(t.phoneDigits);
  });
});

describe('the inbox logins’ language', { timeout: 20_000 }, () => {
  it('is the one chosen on the form (remembered on the device), and the switcher changes it keeping what was typed', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'uk');
    const { user } = render(undefined, { path: '/inboxlogin' });
    const identifier = await screen.findByLabelText(new RegExp(`^${uk.inboxTexts.identifier}`));
    await user.type(identifier, 'K7QM-3XPA-9B');
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.inboxTexts.loginTitle));
    expect((screen.getByLabelText(new RegExp(`^${en.inboxTexts.identifier}`)) as HTMLInputElement).value).toBe(
      'K7QM-3XPA-9B',
    );
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});

/** The Polish texts a login can show ('Status' is English as it is Polish). */
const pieces = polishPieces([inboxTexts, cryptoErrorTexts, clientErrorMessages], [inboxTexts.status]);

describe.each([
  ['uk', uk],
  ['en', en],
] as const)('the inbox login in %s', { timeout: 20_000 }, (language, texts) => {
  it('a browser that cannot do the encryption is told so in the language, with no Polish text of ours left', async () => {
    vi.mocked(inboxCrypto.deriveReporterKeys).mockRejectedValueOnce(
      new CryptoError('UNSUPPORTED_ENVIRONMENT', 'no WebCrypto'),
    );
    const { user } = render(undefined, { path: `/inboxlogin?lang=${language}` });
    await user.type(await screen.findByLabelText(new RegExp(`^${texts.inboxTexts.identifier}`)), 'K7QM-3XPA-9B');
    await user.type(screen.getByLabelText(new RegExp(`^${texts.inboxTexts.password}`)), 'tajne-haslo');
    await user.click(screen.getByRole('button', { name: texts.inboxTexts.login }));
    expect(await screen.findByText(texts.cryptoErrorTexts.UNSUPPORTED_ENVIRONMENT)).toBeTruthy();
    expect(document.title).toBe(texts.inboxTexts.loginPageTitle);
    expect(polishLeft(pieces)).toEqual([]);
  });
});
