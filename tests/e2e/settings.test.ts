/**
 * Settings in headless Chromium against the whole local product (built web/dist, gateway,
 * emulators), for an organisation of its own on the trial package (which includes the e-mail
 * type): the main administrator enables the e-mail type, is told when no category is chosen,
 * saves it with a category and an address, and the public form then shows that address. Then
 * 'Reguły': a day count out of range and an acknowledgement without its text are refused at their
 * fields; saved once confirmed, the acknowledgement greets the next report sent on the form in
 * its inbox.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession } from '@shared/contracts/index.js';
import { defaultCategoryFields } from '@shared/domain/default-categories.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import { rulesTexts } from '@shared/messages/settings.js';
import { logIn, registerOrganisation } from '../support/accounts.js';
import { field, launchChromium, logInAsStaff, ownClientAddress, sendReportForm } from '../support/browser.js';
import { givenCategory } from '../support/report-fixtures.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];
const admin = { email: '', password: 'Haslo-Ustawien-1', alias: '', categoryName: 'Zgłoszenia e-mail firmy' };
const formCategory = 'Zgłoszenia anonimowe';

beforeAll(async () => {
  // Production Argon2 cost: the browser refuses weaker parameters at login.
  admin.email = (await registerOrganisation(admin.password, undefined, {})).email;
  const { client } = await logIn(admin.email, admin.password);
  const session = (await client.call(getSession)).body;
  admin.alias = session.customerAlias;
  await givenCategory(session.customerId, { name: admin.categoryName });
  await givenCategory(session.customerId, { name: formCategory, anonymous: true });
  browser = await launchChromium();
  context = await browser.newContext({ extraHTTPHeaders: ownClientAddress(), locale: 'pl-PL' });
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
    await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
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

describe("Settings in the browser: 'Reguły'", () => {
  const acknowledgement = 'Dziękujemy. Zgłoszenie trafiło do zespołu ds. sygnalistów — odpowiemy w ciągu 7 dni.';
  const rulesCard = () => page.getByRole('region', { name: rulesTexts.title });

  it('refuses a day count out of range and an acknowledgement without its text, saving nothing', async () => {
    await logInAsStaff(page, origin, admin.email, admin.password);
    await page.goto(`${origin}/settings`);
    await rulesCard().getByRole('button', { name: rulesTexts.edit }).click();
    const form = page.getByRole('form', { name: rulesTexts.edit });
    await form.getByRole('switch', { name: rulesTexts.acknowledgement }).check({ force: true });
    const unopenedDays = form.getByRole('textbox', { name: `${rulesTexts.escalation.unopened}: liczba dni` });
    await unopenedDays.fill('0');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await form.getByText(rulesTexts.daysRange(1, 90)).waitFor();
    await unopenedDays.fill('3');
    await form.getByRole('button', { name: 'Zapisz' }).click();
    await form.getByText(rulesTexts.textRequired).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('saves the acknowledgement and an escalation once confirmed, and the card says so', async () => {
    const form = page.getByRole('form', { name: rulesTexts.edit });
    await form.getByRole('textbox', { name: rulesTexts.acknowledgementText }).fill(acknowledgement);
    await form.getByRole('switch', { name: rulesTexts.escalation.unopened }).check({ force: true });
    await form.getByRole('button', { name: 'Zapisz' }).click();
    const dialog = page.getByRole('dialog', { name: rulesTexts.title });
    await dialog.getByText(rulesTexts.confirm).waitFor();
    await dialog.getByRole('button', { name: 'Zapisz', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rulesCard().getByText(acknowledgement).waitFor();
    await rulesCard()
      .getByText(`${rulesTexts.on}, ${rulesTexts.daysValue(3)}`)
      .waitFor();
  });

  it('a report sent on the public form finds the acknowledgement in its inbox at once', async () => {
    const reporter = await context.newPage();
    await reporter.goto(`${origin}/form/${admin.alias}`);
    await reporter.getByLabel(field('Kategoria zgłoszenia')).selectOption({ label: formCategory });
    const [description, , , reportedBefore] = defaultCategoryFields.internal;
    await reporter.getByLabel(field(description!.label)).fill('Faktury wystawiane na firmę krewnego kierownika.');
    await reporter.getByLabel(field(reportedBefore!.label)).selectOption('Nie');
    const { success, identifier } = await sendReportForm(reporter, 60_000);
    const password = (await success.getByTestId('report-password').innerText()).trim();

    await reporter.goto(`${origin}/inboxlogin`);
    await reporter.getByLabel(field(inboxTexts.identifier)).fill(identifier);
    await reporter.getByLabel(field(inboxTexts.password)).fill(password);
    await reporter.getByRole('button', { name: inboxTexts.login }).click();
    const first = reporter.getByRole('region', { name: inboxTexts.conversation }).getByRole('listitem').first();
    await first.getByText(acknowledgement).waitFor({ timeout: 60_000 });
    expect(await first.getAttribute('aria-label')).toMatch(/^Automatyczne potwierdzenie, /);
    expect(problems).toEqual([]);
  });
});
