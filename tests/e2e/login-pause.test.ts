/**
 * Logging in as people do, in headless Chromium against the whole local product: an
 * administrator who logs in again and again is never stopped, and one who forgot the password
 * sees the tries left, then a paused login with a countdown and 'Resetuj hasło' right there,
 * and a new password set through the e-mailed link ends the pause at once.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts } from '@shared/messages/auth.js';
import { registerOrganisation } from '../support/accounts.js';
import { launchChromium, ownClientAddress, submitLogin } from '../support/browser.js';
import { lastLinkToken } from '../support/outbox.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

/** A browser of its own, on a client address of its own (the gateway of the tests trusts `x-forwarded-for`). */
async function freshBrowserPage(): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: ownClientAddress() });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

describe('logging in again and again', () => {
  it('twelve right logins in a row all open the dashboard', { timeout: 240_000 }, async () => {
    const { email, password } = await registerOrganisation('Haslo-Codzienne-1', undefined, {});
    const page = await freshBrowserPage();
    for (let i = 0; i < 12; i += 1) {
      await submitLogin(page, origin, email, password);
      await page.getByRole('heading', { level: 1, name: 'Panel główny' }).waitFor();
      await page.getByRole('button', { name: 'Wyloguj' }).click();
      await page.waitForURL(`${origin}/login`);
    }
  });

  it(
    'after wrong passwords tells the tries left, pauses with a countdown, and a reset from there ends the pause',
    { timeout: 240_000 },
    async () => {
      const { email } = await registerOrganisation('Haslo-Zapomniane-1', undefined, {});
      const page = await freshBrowserPage();
      const alert = page.getByRole('main').getByRole('alert');

      for (let i = 1; i <= 10; i += 1) {
        await submitLogin(page, origin, email, `zle-haslo-${i}`);
        await alert.filter({ hasText: '401 - Nieprawidłowy e-mail lub hasło.' }).waitFor();
        if (i === 7) await page.getByText(authTexts.attemptsLeft(3)).waitFor();
      }
      const countdown = page.getByTestId('login-pause-countdown');
      await countdown.waitFor();
      expect(await countdown.textContent()).toMatch(/^Kolejna próba będzie możliwa za 1[45]:\d\d\.$/);
      expect(await page.getByRole('button', { name: 'Zaloguj', exact: true }).isDisabled()).toBe(true);
      const first = await countdown.textContent();
      await page.waitForFunction(
        (before) => document.querySelector('[data-testid="login-pause-countdown"]')?.textContent !== before,
        first,
      );

      const pause = page.getByRole('status').filter({ hasText: 'Logowanie wstrzymane' });
      await pause.getByRole('link', { name: 'Resetuj hasło' }).click();
      await page.waitForURL(`${origin}/resetpassword`);
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await page.getByRole('button', { name: 'Wyślij link' }).click();
      await page.getByText(authTexts.resetSent).waitFor();

      await page.goto(`${origin}/reset/${await lastLinkToken(email, '/reset/')}`);
      await page.getByLabel(/^Nowe hasło/).fill('Haslo-Nowe-2');
      await page.getByLabel(/^Powtórz nowe hasło/).fill('Haslo-Nowe-2');
      await page.getByRole('button', { name: 'Ustaw nowe hasło' }).click();
      await page.waitForURL(`${origin}/login`);
      await page.getByText(authTexts.resetDone).waitFor();
      expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(email);

      await page
        .getByLabel(/^Hasło/)
        .first()
        .fill('Haslo-Nowe-2');
      await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Panel główny' }).waitFor();
    },
  );
});
