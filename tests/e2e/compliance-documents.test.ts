/**
 * The compliance documents in headless Chromium against the whole local product: the demo
 * organisation's main administrator opens 'Procedura zgłoszeń wewnętrznych' from Ustawienia, sees
 * the version in force and the one in consultation, and downloads the procedure as DOCX and PDF,
 * made in the browser. The DOCX converts with LibreOffice (`soffice --headless`); `pdftotext` of
 * both PDFs holds every channel's address, the Act's terms and the Ombudsman's information. The
 * public form links the version in force, whose PDF holds the same. The processing agreement
 * names the disaster-recovery region.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ombudsmanOffice } from '@shared/domain/external-channels.js';
import { awsRegions } from '@shared/domain/sub-processors.js';
import { demo } from '../../local/config.js';
import { launchChromium, logInAsStaff } from '../support/browser.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;
/** LibreOffice's command, when the machine has it (.ci/run installs libreoffice-writer-nogui). */
const soffice = spawnSync('soffice', ['--version']).status === 0;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let folder: string;
const problems: string[] = [];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'compliance-'));
  browser = await launchChromium();
  context = await browser.newContext({
    locale: 'pl-PL',
    acceptDownloads: true,
    viewport: { width: 1366, height: 900 },
  });
  page = await context.newPage();
  page.setDefaultTimeout(30_000);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await logInAsStaff(page, origin, demo.adminEmail, demo.adminPassword);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Clicks a download button and keeps the file under `name`. */
async function download(button: string, name: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = join(folder, name);
  await file.saveAs(path);
  return path;
}

/** A PDF's text with its line breaks and runs of spaces as single spaces (a line may break anywhere). */
const pdfText = (path: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-']).toString().replace(/\s+/g, ' ');

/** What every rendering of the demo's procedure must hold: each channel's address, the terms, the Ombudsman. */
const expected = [
  `${origin}/form/${demo.alias}`,
  demo.emailReportAddress,
  demo.phoneChannelNumber.replace(/(\d{3})(?=\d)/g, '$1 '),
  demo.phoneChannelPin,
  'poniedziałek–piątek, 8:00–16:00',
  'sala 2.14',
  'w terminie 7 dni',
  '3 miesięcy',
  ombudsmanOffice.name,
  ombudsmanOffice.street,
  ombudsmanOffice.city,
  ombudsmanOffice.website,
  'Wersja 1',
];

describe('the internal reporting procedure and the GDPR documents (browser)', () => {
  it('opens from Ustawienia with the version in force and the one in consultation', async () => {
    await page.goto(`${origin}/settings`);
    await page.getByRole('link', { name: 'Procedura zgłoszeń wewnętrznych i dokumenty RODO' }).click();
    await page.getByRole('heading', { level: 1, name: 'Procedura zgłoszeń wewnętrznych' }).waitFor();
    const versions = page.getByRole('region', { name: 'Wersje i cykl życia' });
    await versions.getByText('Obowiązuje', { exact: true }).waitFor();
    await versions.getByText('W konsultacjach', { exact: true }).waitFor();
  });

  it('downloads the version in force as a PDF holding every channel address, the terms and the Ombudsman', async () => {
    const text = pdfText(await download('Pobierz PDF: Wersja 1', 'procedure-browser.pdf'));
    for (const fact of expected) expect(text, fact).toContain(fact);
    expect(text).not.toContain('[uzupełnij');
  });

  it('downloads it as a DOCX that LibreOffice converts to a PDF holding the same', async (test) => {
    const docx = await download('Pobierz DOCX: Wersja 1', 'procedure-word.docx');
    if (!soffice) test.skip('LibreOffice (soffice) is not on this machine: .ci/run installs libreoffice-writer-nogui');
    execFileSync('soffice', ['--headless', '--convert-to', 'pdf', '--outdir', folder, docx], {
      env: { ...process.env, HOME: folder },
      timeout: 120_000,
    });
    const text = pdfText(join(folder, 'procedure-word.pdf'));
    for (const fact of expected) expect(text, fact).toContain(fact);
  });

  it("the public form links the version in force; its PDF, made in the reporter's browser, holds the same", async () => {
    await page.goto(`${origin}/form/${demo.alias}`);
    const link = page.getByRole('button', {
      name: /^Procedura zgłoszeń wewnętrznych organizacji \(wersja 1, obowiązuje od/,
    });
    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const path = join(folder, 'procedure-form.pdf');
    await file.saveAs(path);
    const text = pdfText(path);
    for (const fact of expected) expect(text, fact).toContain(fact);
  });

  it('downloads the processing agreement, naming the operator and every region, the disaster-recovery one too', async () => {
    await page.goto(`${origin}/settings/procedure`);
    const text = pdfText(await download('Pobierz PDF: Umowa powierzenia przetwarzania danych', 'agreement.pdf'));
    for (const region of Object.values(awsRegions)) expect(text).toContain(region.code);
    expect(text).toContain('Przelewy24');
    expect(problems).toEqual([]);
  });
});
