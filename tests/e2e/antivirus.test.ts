/**
 * Antivirus on the public form in headless Chromium against the whole local product, with the
 * clamd the runtime starts (Debian's clamav-daemon and the project's test signature database):
 * an organisation turns on the scanning of reporters' files; the form says that the server then
 * sees them; the EICAR test file is refused on the form with a Polish message (the reporter stays
 * on the form with what they wrote), and with a clean file instead the report is received.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, updateSecurity } from '@shared/contracts/index.js';
import { formTexts } from '@shared/messages/form.js';
import { sentTexts } from '@shared/messages/form-sent.js';
import { logInAndUnlock, registerOrganisation } from '../support/accounts.js';
import { field, launchChromium } from '../support/browser.js';
import { eicarTestFile } from '../support/eicar.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;
const eicar = Buffer.from(eicarTestFile);
const categoryName = 'Zgłoszenia z załącznikami';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];
let alias = '';

beforeAll(async () => {
  const { email, password } = await registerOrganisation();
  const staff = await logInAndUnlock(email, password);
  alias = staff.session.customerAlias;
  const created = await staff.client.call(createCategory, {
    body: {
      name: categoryName,
      visible: true,
      status: 2,
      files: true,
      anonymous: true,
      fields: [{ type: 1, required: true, label: 'Opis zdarzenia' }],
    },
  });
  expect(created.status).toBe(200);
  const scanning = await staff.client.call(updateSecurity, {
    body: { adminFilesAntivirusScan: false, reporterFilesAntivirusScan: true, requireSecondFactor: false },
  });
  expect(scanning.status).toBe(200);
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

async function sendForm() {
  await page.getByRole('button', { name: formTexts.send }).click();
  const confirm = page.getByRole('dialog', { name: sentTexts.confirmTitle });
  await confirm.getByRole('button', { name: sentTexts.confirmSend }).click();
}

describe('antivirus on the public form (browser, real crypto, local clamd)', () => {
  it('says that attachments are scanned and refuses the EICAR test file, keeping what was typed', async () => {
    await page.goto(`${origin}/form/${alias}`);
    await page.getByLabel(field('Kategoria zgłoszenia')).selectOption({ label: categoryName });
    await page
      .getByRole('note')
      .filter({ hasText: formTexts.filesScannedTitle })
      .getByText(formTexts.filesScanned)
      .waitFor();
    await page.getByLabel(field('Opis zdarzenia')).fill('Ktoś wysłał podejrzany plik.');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'eicar.com.txt', mimeType: 'text/plain', buffer: eicar });
    await page.getByText('eicar.com.txt').waitFor();
    await sendForm();

    await page
      .getByRole('alert')
      .getByText(
        '422 - Załącznik nr 1 zawiera wirusa lub złośliwe oprogramowanie i nie został przyjęty. Usuń go i wyślij zgłoszenie ponownie.',
      )
      .waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(`${origin}/form/${alias}`);
    expect(await page.getByLabel(field('Opis zdarzenia')).inputValue()).toBe('Ktoś wysłał podejrzany plik.');
    expect(await page.getByRole('dialog', { name: sentTexts.successTitle }).count()).toBe(0);
  });

  it('with a clean file instead, the report is received', async () => {
    await page.getByRole('button', { name: formTexts.removeFile('eicar.com.txt') }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'faktura.txt', mimeType: 'text/plain', buffer: Buffer.from('Faktura 123/2026') });
    await page.getByText('faktura.txt').waitFor();
    await sendForm();
    const success = page.getByRole('dialog', { name: sentTexts.successTitle });
    await success.waitFor({ timeout: 30_000 });
    expect((await success.getByTestId('report-identifier').innerText()).trim()).toMatch(
      /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/,
    );
    expect(problems).toEqual([]);
  });
});
