/**
 * Paying for Ostoja in headless Chromium against the whole local product and its fake
 * Przelewy24: an organisation whose licence ended orders Standard for a year with a discount code,
 * pays on the gateway's page, comes back to the payment summary, which shows it paid, reloads the
 * session and downloads the invoice (its text: net, VAT, gross and both NIPs), and is unblocked.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@shared/domain/billing.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { createDiscountCode } from '../../functions/data/discount-codes.js';
import { keys } from '../../functions/data/keys.js';
import { getTenant } from '../../functions/data/tenants.js';
import { launchChromium } from '../support/browser.js';
import { pdfText } from '../support/pdf-text.js';
import { givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;
const PASSWORD = 'Haslo-Rozliczenia-1';
const CODE = `E2E${randomUUID().slice(0, 6).toUpperCase()}`;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let org: StaffOrganisation;
const problems: string[] = [];

beforeAll(async () => {
  org = await givenStaffOrganisation(PASSWORD);
  // The organisation's company data (Settings) with a NIP, and a licence that ended yesterday.
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.tenant(org.tenantId),
      UpdateExpression:
        'SET #n = :name, address = :address, zipCode = :zip, city = :city, nip = :nip, licence = :licence',
      ExpressionAttributeNames: { '#n': 'name' },
      ExpressionAttributeValues: {
        ':name': 'Fundacja Płatnicza',
        ':address': 'ul. Zielona 7',
        ':zip': '31-100',
        ':city': 'Kraków',
        ':nip': '9510000009',
        ':licence': { packageId: 'standard', validTo: new Date(Date.now() - 86_400_000).toISOString() },
      },
    }),
  );
  await createDiscountCode({
    code: CODE,
    percent: 10,
    validFrom: '2020-01-01T00:00:00.000Z',
    validTo: '2099-01-01T00:00:00.000Z',
    partnerName: null,
    multiUse: false,
    usedCount: 0,
  });
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'pl-PL', acceptDownloads: true });
  page = await context.newPage();
  page.setDefaultTimeout(30_000);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(org.email);
  await page
    .getByLabel(/^Hasło/)
    .first()
    .fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
  await page.waitForURL(`${origin}/dashboard`, { timeout: 60_000 });
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('Rozliczenia in the browser', () => {
  it('a blocked organisation buys Standard for a year with a code, pays at Przelewy24, gets its invoice and is unblocked', async () => {
    // The blocked-account notice, once the dashboard has rendered.
    await page.getByText('Konto zablokowane!').first().waitFor();
    await page.goto(`${origin}/subscription`);
    await page.getByRole('table', { name: 'Cennik' }).waitFor();

    await page
      .getByLabel(/^Pakiet/)
      .and(page.locator('input'))
      .click();
    await page.getByRole('option', { name: 'Standard' }).click();
    await page
      .getByLabel(/^Okres/)
      .and(page.locator('input'))
      .click();
    await page.getByRole('option', { name: 'rok', exact: true }).click();
    await page.getByRole('textbox', { name: 'Kod rabatowy' }).fill(CODE.toLowerCase());
    await page.getByRole('button', { name: 'Sprawdź kod' }).click();
    await page.getByText('Rabat 10%').waitFor();
    await expect.poll(() => page.getByText(/^Do zapłaty/).innerText()).toContain('2\u00a0202,93\u00a0zł');

    await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
    await page.getByRole('dialog', { name: 'Potwierdź zamówienie' }).getByRole('button', { name: 'Zamów' }).click();

    // The fake Przelewy24 shows the order and lets the person pay.
    await page.waitForURL(/\/trnRequest\//);
    expect(await page.getByText('Ostoja — pakiet Standard, rok').count()).toBe(1);
    expect(await page.getByText('2202,93 zł').count()).toBe(1);
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Zapłać' }).click();

    await page.waitForURL(new RegExp(`^${origin}/orderInfo/`));
    await page.getByText('Opłacone', { exact: true }).waitFor();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^FV-\d+-\d{4}\.pdf$/);
    const { text } = await pdfText(new Uint8Array(await readFile(await file.path())));
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('1 791,00 zł');
    expect(flat).toContain('411,93 zł');
    expect(flat).toContain('2 202,93 zł');
    expect(flat).toContain('NIP: 9510000009');
    expect(flat).toContain('Fundacja Płatnicza');

    // The licence runs a year from the payment, and the menu and screens are usable again.
    const licence = (await getTenant(org.tenantId))!.licence;
    expect(Date.parse(licence.validTo)).toBeGreaterThan(addMonths(new Date(), 12).getTime() - 600_000);
    await page.getByRole('link', { name: 'Przejdź do zamówień' }).click();
    await page.getByRole('table', { name: 'Zamówienia' }).waitFor();
    expect(await page.getByRole('button', { name: /^Faktura/ }).count()).toBe(1);
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('Konto zablokowane!').count()).toBe(0);
    expect(problems).toEqual([]);
  }, 240_000);
});
