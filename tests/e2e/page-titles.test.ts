/**
 * Each page has its own document title (issue 18), as a person sees it in the browser's tabs
 * and history: the visitor's screens, an unknown address, the public form with the
 * organisation's name, and the back-office screens reached through the menu.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../local/config.js';
import { launchChromium, ownClientAddress } from '../support/browser.js';
import { enterDemoAdminCode } from '../support/demo-admin.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({
    extraHTTPHeaders: ownClientAddress(),
    locale: 'pl-PL',
    viewport: { width: 1366, height: 768 },
  });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Waits for the title the page settles on (it changes after the screen's code loads). */
async function expectTitle(title: string) {
  await page
    .waitForFunction((expected) => document.title === expected, title, { timeout: 20_000 })
    .catch(() => undefined);
  expect(await page.title()).toBe(title);
}

describe('every page has its own title', () => {
  it('the visitor’s screens, an unknown address and the public form', async () => {
    const seen: [string, string][] = [
      ['/login', 'Logowanie — Ostoja'],
      ['/login?tab=register', 'Rejestracja — Ostoja'],
      ['/resetpassword', 'Resetowanie hasła — Ostoja'],
      ['/inboxlogin', 'Logowanie do skrzynki zgłaszającego — Ostoja'],
      ['/nie-ma-takiej-strony', 'Brak wskazanej strony — Ostoja'],
    ];
    for (const [path, title] of seen) {
      await page.goto(`${origin}${path}`);
      await expectTitle(title);
    }
    await page.goto(`${origin}/form/${demo.alias}`);
    await expectTitle(`Formularz zgłoszenia — ${demo.organisationName}`);
  });

  it('the back-office screens, each through the menu', async () => {
    await page.goto(`${origin}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(demo.adminEmail);
    await page
      .getByLabel(/^Hasło/)
      .first()
      .fill(demo.adminPassword);
    await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
    await enterDemoAdminCode(page);
    await page.waitForURL(`${origin}/dashboard`);
    await expectTitle('Panel główny — Ostoja');

    const menu = page.getByRole('navigation', { name: 'Menu główne' });
    for (const [link, title] of [
      ['Kategorie', 'Kategorie — Ostoja'],
      ['Użytkownicy', 'Użytkownicy — Ostoja'],
      ['Rejestr zgłoszeń', 'Rejestr zgłoszeń — Ostoja'],
      ['Ustawienia', 'Ustawienia — Ostoja'],
      ['Log systemowy', 'Log systemowy — Ostoja'],
    ] as const) {
      await menu.getByRole('link', { name: link, exact: true }).click();
      await expectTitle(title);
    }
    await page.goto(`${origin}/all`);
    await expectTitle('Wszystkie zgłoszenia — Ostoja');
    await page.goBack();
    await expectTitle('Log systemowy — Ostoja');
  });
});
