/**
 * Settings in headless Chromium against the whole local product (built web/dist, gateway,
 * emulators), for an organisation of its own on the trial package (which includes the e-mail
 * type): the main administrator enables the e-mail type, is told when no category is chosen,
 * saves it with a category and an address, and the public form then shows that address.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession } from '@shared/contracts/index.js';
import { logIn, registerOrganisation } from '../support/accounts.js';
import { launchChromium } from '../support/browser.js';
import { givenCategory } from '../support/report-fixtures.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];
const admin = { email: '', password: 'Haslo-Ustawien-1', alias: '', categoryName: 'Zgłoszenia e-mail firmy' };

beforeAll(async () => {
  // Production Argon2 cost: the browser refuses weaker parameters at login.
  admin.email = (await registerOrganisation(admin.password, undefined, {})).email;
  const { client } = await logIn(admin.email, admin.password);
  const session = (await client.call(getSession)).body;
  admin.alias = session.customerAlias;
  await givenCategory(session.customerId, { name: admin.categoryName });
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'pl-PL' });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const channelsCard = () => page.getByRole('region', { name: 'Dodatkowe typy zgłoszeń' });

describe('Settings in the browser: additional types', () => {
  it('enabling the e-mail type without a category says so and saves nothing', async () => {
    await page.goto(`${origin}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(admin.email);
    await page
      .getByLabel(/^Hasło/)
      .first()
      .fill(admin.password);
    await page.getByRole('button', { name: 'Zaloguj' }).click();
    await page.waitForURL(`${origin}/dashboard`, { timeout: 20_000 });
    await page.goto(`${origin}/settings`);

    await channelsCard().getByRole('button', { name: 'Zmień dodatkowe typy' }).click();
    const form = page.getByRole('form', { name: 'Zmień dodatkowe typy' });
    await form.getByRole('switch', { name: 'Włącz zgłoszenia e-mail' }).check({ force: true });
    await form.getByRole('textbox', { name: 'Adres e-mail' }).fill('zgloszenia@reports.ostoja.local');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await form.getByText('Nie wybrano kategorii dla zgłoszeń email', { exact: true }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('with a category chosen and the save confirmed, the card and the public form show the address', async () => {
    const form = page.getByRole('form', { name: 'Zmień dodatkowe typy' });
    await form.getByLabel('Kategoria zgłoszeń e-mail', { exact: true }).first().click();
    await page.getByRole('option', { name: admin.categoryName }).click();
    await form.getByRole('button', { name: 'Zapisz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dodatkowe typy zgłoszeń' });
    await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await channelsCard().getByText('zgloszenia@reports.ostoja.local').waitFor();

    await page.goto(`${origin}/form/${admin.alias}`);
    await page.getByText('Zgłoszenie możesz wysłać także e-mailem na adres:').waitFor();
    expect(await page.getByRole('link', { name: 'zgloszenia@reports.ostoja.local' }).getAttribute('href')).toBe(
      'mailto:zgloszenia@reports.ostoja.local',
    );
    expect(problems).toEqual([]);
  });
});
