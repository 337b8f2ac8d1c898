/**
 * The signed receipt in a real browser (docs/security.md §6.8): a reporter sends a report and
 * downloads the receipt PDF from the success modal; someone else, in a fresh browser context,
 * uploads it at /verify and reads that it is authentic; a copy with one character of its signed
 * data changed is not, and neither is a PDF that is no receipt.
 */
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCategory, getLoginParams, getSession, login } from '@shared/contracts/index.js';
import { deriveLogin } from '@shared/crypto/account.js';
import { formTexts } from '@shared/messages/form.js';
import { formReceiptTexts } from '@shared/messages/form-receipt.js';
import { receiptTexts } from '@shared/messages/receipt.js';
import { parseReceiptCode, receiptCode } from '@shared/receipts/receipt.js';
import { demo } from '../../local/config.js';
import { TestClient } from '../support/api-client.js';
import { BrowserPages, sendReportForm } from '../support/browser.js';
import { journey } from '../support/journey.js';
import { testRuntime } from '../support/test-runtime.js';
import { describedCategory, passDemoAdminCodeStep } from '../support/demo-admin.js';

const origin = testRuntime.origin;
const unique = randomBytes(4).toString('hex');
let pages: BrowserPages;
let categoryName: string;

beforeAll(async () => {
  pages = await BrowserPages.launch();
  const client = new TestClient();
  const params = await client.call(getLoginParams, { body: { email: demo.adminEmail } });
  const derived = await deriveLogin(demo.adminPassword, params.body);
  await passDemoAdminCodeStep(
    client,
    await client.call(login, { body: { email: demo.adminEmail, authKey: derived.authKey } }),
  );
  expect((await client.call(getSession)).status).toBe(200);
  categoryName = `E2E potwierdzenie ${unique}`;
  const created = await client.call(createCategory, {
    body: describedCategory(categoryName, false),
  });
  expect(created.status).toBe(200);
});

afterAll(() => pages?.close());

/** Uploads a file at /verify and answers the outcome's text. */
async function verifyUpload(page: Page, name: string, bytes: Uint8Array): Promise<string> {
  await page.goto(`${origin}/verify`);
  await page.getByRole('heading', { level: 1, name: receiptTexts.verifyTitle }).waitFor();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
  await page.getByRole('button', { name: receiptTexts.check }).click();
  return (await page.getByTestId('verify-outcome').innerText()).trim();
}

journey('the signed receipt (browser)', () => {
  let receiptPdf: Uint8Array;
  let identifier: string;

  it('the reporter sends a report and downloads its receipt from the success modal', async () => {
    const page = await pages.open({ acceptDownloads: true, timeout: 30_000 });
    await page.goto(`${origin}/form/${demo.alias}`);
    await page.getByRole('heading', { level: 1, name: formTexts.pageTitle }).waitFor();
    await page.getByLabel(/^Kategoria zgłoszenia( \*)?$/).selectOption({ label: categoryName });
    await page.getByLabel(/^Opis zdarzenia( \*)?$/).fill(`Zdarzenie do potwierdzenia ${unique}`);
    const sent = await sendReportForm(page);
    identifier = sent.identifier;

    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.ttf')) fonts.push(new URL(request.url()).pathname);
    });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sent.success.getByRole('button', { name: formReceiptTexts.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(receiptTexts.fileName(identifier));
    receiptPdf = new Uint8Array(await readFile(await download.path()));
    const receipt = parseReceiptCode((await PDFDocument.load(receiptPdf)).getSubject() ?? '');
    expect(receipt).toMatchObject({ identifier, organisation: demo.organisationName, channel: 'form' });
    // The fonts' subsets of Polish, Ukrainian and English, not the whole font (about a tenth).
    expect(fonts).toHaveLength(2);
    expect(fonts.every((path) => path.includes('-subset'))).toBe(true);
    expect(pages.problems).toEqual([]);
  });

  it('someone else uploads it at /verify in a fresh browser and reads that it is authentic', async () => {
    const page = await pages.open();
    const outcome = await verifyUpload(page, receiptTexts.fileName(identifier), receiptPdf);
    expect(outcome).toContain(receiptTexts.authenticTitle);
    expect(outcome).toMatch(
      new RegExp(
        `Potwierdzenie jest autentyczne: zgłoszenie ${identifier} przyjęto .+ w organizacji ${demo.organisationName}`,
      ),
    );
  });

  it('a copy with one character of its signed data changed is not authentic', async () => {
    const document = await PDFDocument.load(receiptPdf);
    const receipt = parseReceiptCode(document.getSubject() ?? '')!;
    const last = receipt.identifier.at(-1)!;
    document.setSubject(
      receiptCode({ ...receipt, identifier: `${receipt.identifier.slice(0, -1)}${last === 'A' ? 'B' : 'A'}` }),
    );
    const changed = await document.save();
    const page = await pages.open();
    const outcome = await verifyUpload(page, 'zmienione.pdf', changed);
    expect(outcome).toContain(receiptTexts.notAuthenticTitle);
    expect(outcome).toContain(receiptTexts.refusals['bad-signature']);
  });

  it('a PDF that is no receipt, and a pasted code of another key, are answered plainly, never with an error page', async () => {
    const stranger = await PDFDocument.create();
    stranger.addPage();
    const page = await pages.open();
    expect(await verifyUpload(page, 'faktura.pdf', await stranger.save())).toContain(
      receiptTexts.refusals['not-a-receipt'],
    );
    const receipt = parseReceiptCode((await PDFDocument.load(receiptPdf)).getSubject() ?? '')!;
    await page.goto(`${origin}/verify`);
    await page.getByLabel(receiptTexts.codeLabel).fill(receiptCode({ ...receipt, kid: 'klucz-obcy' }));
    await page.getByRole('button', { name: receiptTexts.check }).click();
    expect(await page.getByTestId('verify-outcome').innerText()).toContain(receiptTexts.refusals['unknown-key']);
    expect(pages.problems).toEqual([]);
  });
});
