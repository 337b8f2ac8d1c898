/**
 * Staff accounts in a real browser against the whole local runtime (built SPA, gateway,
 * DynamoDB Local, SES and SMS sinks), with the real crypto: Argon2id at the production cost,
 * keys made and unlocked in Chromium. One organisation goes through its life in order:
 * registration and activation, SMS login, password reset with the recovery key, password change.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRYPTO_ERROR_MESSAGES } from '@shared/crypto/errors.js';
import { authTexts } from '@shared/messages/auth.js';
import { uniqueEmail } from '../support/api-client.js';
import { field, launchChromium, openWatchedPage, type WatchedPage } from '../support/browser.js';
import { lastLinkToken, smsTo } from '../support/outbox.js';
import { enableSmsLogin } from '../support/staff-fixtures.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

/** The organisation the journeys share (each journey continues where the previous one ended). */
const account = {
  email: uniqueEmail('e2e-admin'),
  password: 'Pierwsze-haslo-1',
  name: 'Anna Kowalska',
  organisation: `Fundacja Łąka ${Date.now().toString(36)}`,
  phone: String(500_000_000 + Math.floor(Math.random() * 99_999_999)),
  recoveryKey: '',
  smsEnabled: false,
};

let browser: Browser;
const pages: WatchedPage[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await Promise.all(pages.map((p) => p.close()));
  await browser?.close();
});

/**
 * Console errors other than the browser's own line for an expected 401 answer (a wrong SMS
 * code, the session check after logout): CSP violations and script errors all count.
 */
const unexpected = (errors: string[]) =>
  errors.filter((text) => !/the server responded with a status of 401/.test(text));

async function freshPage(): Promise<WatchedPage> {
  const watched = await openWatchedPage(browser);
  pages.push(watched);
  return watched;
}

const main = (page: Page) => page.getByRole('main');
/** The back-office marks its main region with the keys situation (`data-keys`). */
const keysSituation = (page: Page, situation: string) =>
  page.locator(`main[data-keys="${situation}"]`).waitFor({ state: 'attached' });

const lastSmsCode = async (phone: string) => {
  const messages = await smsTo(phone);
  const code = /(\d{6})/.exec(messages.at(-1)?.message ?? '')?.[1];
  if (!code) throw new Error(`no SMS code sent to ${phone}`);
  return { code, count: messages.length };
};

/** The password step; resolves when the SMS step is shown or the dashboard is open. */
async function submitPassword(page: Page, email: string, password: string) {
  await page.goto(`${origin}/login`);
  await page.getByLabel(field('E-mail')).fill(email);
  await page.getByLabel(field('Hasło')).fill(password);
  await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
}

/** Logs in through the UI, answering the SMS step with the code from the SMS sink when it comes. */
async function logIn(page: Page, password: string) {
  await submitPassword(page, account.email, password);
  if (account.smsEnabled) {
    const codeField = page.getByLabel(field('Kod SMS'));
    await codeField.waitFor();
    await codeField.fill((await lastSmsCode(account.phone)).code);
    await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
  }
  await page.waitForURL(`${origin}/dashboard`);
  await main(page).getByRole('heading', { level: 1, name: 'Panel główny' }).waitFor();
}

describe('staff accounts in the browser', () => {
  it('/login shows ZALOGUJ and REJESTRACJA with no console errors or CSP violations; /api/health answers on the same origin', async () => {
    const { page, errors, cspViolations } = await freshPage();
    const response = await page.goto(`${origin}/login`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('tab', { name: 'ZALOGUJ' }).waitFor();
    await page.getByRole('tab', { name: 'REJESTRACJA' }).waitFor();
    expect(await page.getByRole('tab', { name: 'ZALOGUJ' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'REJESTRACJA' }).click();
    await page.getByRole('button', { name: 'Rejestruj' }).waitFor();
    const health = await page.evaluate(async () => {
      const answer = await fetch('/api/health');
      return { status: answer.status, url: answer.url };
    });
    expect(health).toEqual({ status: 200, url: `${origin}/api/health` });
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('registers, activates through the e-mailed link, keeps the recovery key, logs in, survives a reload and logs out', async () => {
    const { page, context, errors, cspViolations } = await freshPage();
    await page.goto(`${origin}/login?tab=register`);
    await page.getByLabel(field('E-mail')).fill(account.email);
    await page.getByRole('button', { name: 'Rejestruj' }).click();
    await page.getByText(authTexts.registrationSent).waitFor();

    const token = await lastLinkToken(account.email, '/registration/');
    await page.goto(`${origin}/registration/${token}`);
    const emailField = page.getByLabel(field('E-mail'));
    await emailField.waitFor();
    expect(await emailField.inputValue()).toBe(account.email);
    await page.getByLabel(field('Imię i nazwisko')).fill(account.name);
    await page.getByLabel(field('Hasło')).fill(account.password);
    await page.getByLabel(field('Nazwa organizacji')).fill(account.organisation);
    await page.getByLabel(field('Adres')).fill('ul. Polna 1');
    await page.getByLabel(field('Kod pocztowy')).fill('00-950');
    await page.getByLabel(field('Miejscowość')).fill('Warszawa');
    await page.getByRole('button', { name: 'Aktywuj konto' }).click();
    await page.getByText(authTexts.generatingKeys).waitFor();

    const dialog = page.getByRole('dialog', { name: authTexts.recoveryKeyTitle });
    await dialog.waitFor();
    account.recoveryKey = ((await dialog.getByTestId('recovery-key').textContent()) ?? '').trim();
    expect(account.recoveryKey).toMatch(/^([0-9A-Z]{4}-){13}[0-9A-Z]{4}$/);
    const next = dialog.getByRole('button', { name: 'Dalej' });
    expect(await next.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').check();
    await next.click();
    await page.getByText(authTexts.activated).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await logIn(page, account.password);
    expect(await page.getByTestId('session-user-name').textContent()).toBe(account.name);
    expect(await page.getByTestId('dashboard-organisation').textContent()).toBe(account.organisation);
    await keysSituation(page, 'unlocked');

    // Chromium keeps a `__Host-` cookie from http://localhost (a secure context), so the local
    // runtime runs with the production cookie.
    expect((await context.cookies()).filter((cookie) => cookie.name.includes('ostoja_sid'))).toEqual([
      expect.objectContaining({
        name: '__Host-ostoja_sid',
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      }),
    ]);

    // The unlocked keys are kept in IndexedDB for the session: a reload does not lock the content.
    await page.reload();
    await page.getByTestId('dashboard-organisation').waitFor();
    await keysSituation(page, 'unlocked');

    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await page.getByRole('tab', { name: 'ZALOGUJ' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('ostoja_csrf_token'))).toBeNull();
    // Logged out for real: the back-office sends the visitor back to /login.
    await page.goto(`${origin}/dashboard`);
    await page.waitForURL(`${origin}/login`);
    expect(await cspViolations()).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
  });

  it('with SMS authorisation: the code step shows the masked phone, the SMS code opens the dashboard; five wrong codes end the attempt', async () => {
    await enableSmsLogin(account.email, account.phone);
    account.smsEnabled = true;
    const { page, errors } = await freshPage();

    await submitPassword(page, account.email, account.password);
    const codeField = page.getByLabel(field('Kod SMS'));
    await codeField.waitFor();
    await page.getByText(`******${account.phone.slice(-3)}`).waitFor();
    const sent = await lastSmsCode(account.phone);
    await codeField.fill(sent.code);
    await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
    await page.waitForURL(`${origin}/dashboard`);
    await page.getByTestId('dashboard-organisation').waitFor();
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await page.getByRole('tab', { name: 'ZALOGUJ' }).waitFor();

    await submitPassword(page, account.email, account.password);
    await codeField.waitFor();
    const second = await lastSmsCode(account.phone);
    expect(second.count).toBe(sent.count + 1);
    const wrong = second.code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await codeField.fill(wrong);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/login/sms'));
      await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
      expect((await answered).status()).toBe(401);
      if (attempt < 5) await page.getByText(`401 - ${authTexts.invalidSmsCode}`).waitFor();
    }
    await page.getByText(`401 - ${authTexts.smsCodeExpired}`).waitFor();
    await page.getByLabel(field('Hasło')).waitFor();
    expect(await codeField.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(unexpected(errors)).toEqual([]);
  });

  it('resets the password through the e-mailed link, loses the organisation key, and restores it with the recovery key', async () => {
    const { page, errors } = await freshPage();
    await page.goto(`${origin}/login`);
    await page.getByRole('link', { name: 'Resetuj hasło' }).click();
    // The reset page is loaded on demand: until it shows, 'E-mail' is still the login's field.
    const send = page.getByRole('button', { name: 'Wyślij link' });
    await send.waitFor();
    await page.getByLabel(field('E-mail')).fill(account.email);
    await send.click();
    await page.getByText(authTexts.resetSent).waitFor();

    const token = await lastLinkToken(account.email, '/reset/');
    await page.goto(`${origin}/reset/${token}`);
    await page.getByText(authTexts.resetWarningTitle).waitFor();
    expect(await page.getByLabel(field('E-mail')).inputValue()).toBe(account.email);
    account.password = 'Drugie-haslo-2';
    await page.getByLabel(field('Nowe hasło')).fill(account.password);
    await page.getByLabel(field('Powtórz nowe hasło')).fill(account.password);
    await page.getByRole('button', { name: 'Ustaw nowe hasło' }).click();
    await page.getByText(authTexts.resetDone).waitFor();

    await logIn(page, account.password);
    await keysSituation(page, 'no-organisation-key');
    const notice = page.getByRole('alert').filter({ hasText: authTexts.noOrganisationKeyTitle });
    await notice.getByRole('button', { name: authTexts.enterRecoveryKey }).click();

    const dialog = page.getByRole('dialog', { name: authTexts.restoreTitle });
    const keyField = dialog.getByLabel(authTexts.recoveryKeyLabel);
    const typo = (account.recoveryKey.startsWith('A') ? 'B' : 'A') + account.recoveryKey.slice(1);
    await keyField.fill(typo);
    await dialog.getByRole('button', { name: authTexts.restoreAccess }).click();
    await dialog.getByText(CRYPTO_ERROR_MESSAGES.BAD_RECOVERY_KEY).waitFor();

    await keyField.fill(account.recoveryKey.toLowerCase());
    await dialog.getByRole('button', { name: authTexts.restoreAccess }).click();
    await keysSituation(page, 'unlocked');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByText(authTexts.noOrganisationKeyTitle).count()).toBe(0);

    // Stored on the server, not only in this tab: a new login unlocks the organisation key too.
    await page.getByRole('button', { name: 'Wyloguj' }).click();
    await page.getByRole('tab', { name: 'ZALOGUJ' }).waitFor();
    await logIn(page, account.password);
    await keysSituation(page, 'unlocked');
    expect(unexpected(errors)).toEqual([]);
  });

  it('changes the password in Settings, which logs out; the new password logs in with access kept', async () => {
    const { page, errors } = await freshPage();
    await logIn(page, account.password);
    await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Ustawienia' }).click();
    await main(page).getByRole('heading', { level: 1, name: 'Ustawienia' }).waitFor();
    await main(page).getByRole('button', { name: 'Zmień hasło' }).click();

    const newPassword = 'Trzecie-haslo-3';
    await page.getByLabel(field('Aktualne hasło')).fill(account.password);
    await page.getByLabel(field('Nowe hasło')).fill(newPassword);
    await page.getByLabel(field('Powtórz nowe hasło')).fill(newPassword);
    await main(page).getByRole('button', { name: 'Zmień hasło' }).click();
    const confirm = page.getByRole('dialog', { name: authTexts.changePasswordTitle });
    await confirm.getByRole('button', { name: 'Zmień hasło' }).click();

    await page.getByText(authTexts.passwordChanged).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    account.password = newPassword;
    await logIn(page, account.password);
    await keysSituation(page, 'unlocked');
    expect(await page.getByText(authTexts.noOrganisationKeyTitle).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });
});
