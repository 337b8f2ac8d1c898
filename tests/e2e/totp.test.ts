/**
 * The authenticator app in headless Chromium against the whole local product: an administrator
 * turns it on in Settings from the secret the page shows (the test computes the codes from it, as
 * an app would), keeps the backup codes, then logs in with a code of the app and with a backup code.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../functions/lib/totp.js';
import { registerOrganisation } from '../support/accounts.js';
import { launchChromium, logInAsStaff, submitLogin } from '../support/browser.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  page = await (await browser.newContext({ locale: 'pl-PL' })).newPage();
  page.setDefaultTimeout(20_000);
});

afterAll(async () => {
  await browser?.close();
});

async function passwordStep(email: string, password: string) {
  await submitLogin(page, origin, email, password);
  await page.getByText('Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej albo jeden z kodów zapasowych.').waitFor();
}

async function logOut() {
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await page.waitForURL(`${origin}/login`);
}

describe('the authenticator app', () => {
  it(
    'is turned on in Settings and then asked for at every login; a backup code works once instead',
    { timeout: 240_000 },
    async () => {
      const { email, password } = await registerOrganisation('Haslo-Z-Aplikacja-1', undefined, {});
      await logInAsStaff(page, origin, email, password);
      await page.goto(`${origin}/settings`);
      await page.getByRole('button', { name: 'Włącz aplikację uwierzytelniającą' }).click();
      await page.getByRole('img', { name: 'Kod QR do dodania konta w aplikacji uwierzytelniającej' }).waitFor();
      const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByLabel(/^Kod z aplikacji/).fill(totpCodeAt(secret));
      await page.getByRole('button', { name: 'Potwierdź i włącz' }).click();

      const dialog = page.getByRole('dialog', { name: 'Kody zapasowe' });
      const backupCodes = (await dialog.getByTestId('backup-codes').innerText()).split(/\s+/).filter(Boolean);
      expect(backupCodes).toHaveLength(10);
      await dialog.getByLabel('Zapisałem(-am) kody zapasowe w bezpiecznym miejscu').check();
      await dialog.getByRole('button', { name: 'Gotowe' }).click();
      await page.getByText(/Włączona · Pozostałe kody zapasowe: 10 z 10/).waitFor();
      await logOut();

      // The app's next code (the one that turned it on is spent).
      await passwordStep(email, password);
      await page
        .getByLabel(/^Kod z aplikacji lub kod zapasowy/)
        .fill(totpCodeAt(secret, new Date(Date.now() + 30_000)));
      await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
      await page.waitForURL(`${origin}/dashboard`);
      await logOut();

      await passwordStep(email, password);
      await page.getByLabel(/^Kod z aplikacji lub kod zapasowy/).fill(backupCodes[0]!);
      await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
      await page.waitForURL(`${origin}/dashboard`);
      await page.goto(`${origin}/settings`);
      await page.getByText(/Pozostałe kody zapasowe: 9 z 10/).waitFor();
      await logOut();

      await passwordStep(email, password);
      await page.getByLabel(/^Kod z aplikacji lub kod zapasowy/).fill(backupCodes[0]!);
      await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
      await expect.poll(() => page.getByRole('alert').innerText()).toBe('401 - Nieprawidłowy kod.');
    },
  );
});
