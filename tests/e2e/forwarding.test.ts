/**
 * Forwarding a report to an external authority, end to end in headless Chromium: the
 * administrator decrypts the report and forwards it with its files (the browser builds the zip and
 * sums up what leaves, a private file unticked and left out);
 * the authority's e-mail arrives in the local SES with the link; on `/external` the authority
 * generates a code, reads it from its e-mail and downloads the zip, which holds the report's PDF
 * and the files byte for byte as the reporter sent them. A wrong code and an expired share are
 * refused with the spec's text; after five downloads the page says the limit is used up.
 */
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { externalTexts as enExternalTexts } from '@shared/messages/en/external.js';
import { externalTexts } from '@shared/messages/external.js';
import { forwardTexts } from '@shared/messages/forwards.js';
import { metadataTexts } from '@shared/messages/metadata.js';
import { reportState } from '@shared/domain/report.js';
import { launchChromium } from '../support/browser.js';
import { expireShare, forwardReport, lastShareCode, lastShareId, mailTo, sampleMessage } from '../support/forwards.js';
import { pdfText } from '../support/pdf-text.js';
import { givenReport, type GivenReport } from '../support/report-fixtures.js';
import { givenDefaultCategory, givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { uniqueEmail } from '../support/api-client.js';
import { formatFileSize } from '../../web/src/lib/file-size.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

/** What the reporter attached: a text with Polish letters and bytes of every value. */
const statement = new TextEncoder().encode('Oświadczenie świadka: przetarg z 12 marca — źródła w załączeniu.\n');
const scan = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7 + 3) % 256);
/** A private file of the team (a PDF: the browser checks a private file's type by its leading bytes). */
const privateNote = Buffer.from('%PDF-1.4\n% Notatka zespołu — nie dla organu\n%%EOF\n', 'utf8');

let org: StaffOrganisation;
let report: GivenReport;
let identifier: string;
let browser: Browser;
const contexts: BrowserContext[] = [];
const authority = uniqueEmail('prokuratura');
let shareId: string;

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Przekazania-Organom-1');
  const internal = await givenDefaultCategory(org, 'internal', [org.adminUserId]);
  report = await givenReport(internal, {
    organisation: org.organisation,
    state: reportState.open,
    files: [
      { name: 'oświadczenie.txt', bytes: statement },
      { name: 'skan_umowy.png', bytes: scan },
    ],
  });
  identifier = formatReporterIdentifier(report.identifier);
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'pl-PL', acceptDownloads: true, timezoneId: 'Europe/Warsaw' });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile(await file.path())) };
}

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) => !!a && Buffer.from(a).equals(Buffer.from(b));

/** 'Generuj kod' on the page, then the code from the authority's mailbox. */
async function generateCode(page: Page): Promise<string> {
  const before = (await mailTo(authority)).length;
  await page.getByRole('button', { name: 'Generuj kod' }).click();
  await page.getByText(externalTexts.codeSent).waitFor();
  await expect.poll(async () => (await mailTo(authority)).length).toBeGreaterThan(before);
  return (await lastShareCode(authority)).code;
}

async function fillCode(page: Page, code: string) {
  await page.getByLabel('Kod').fill(code);
}

describe('forwarding a report to an external authority (browser)', () => {
  it('the administrator forwards the decrypted report with its files; the authority is e-mailed the link', async () => {
    const page = await newPage();
    await page.goto(`${origin}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(org.email);
    await page
      .getByLabel(/^Hasło/)
      .first()
      .fill(org.password);
    await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
    await page.waitForURL(`${origin}/dashboard`, { timeout: 60_000 });
    await page.goto(`${origin}/signal/${report.reportId}`);
    await page.getByRole('heading', { level: 1, name: `Zgłoszenie ${identifier}` }).waitFor();

    await page.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
    await page.getByTestId('report-content').getByText('oświadczenie.txt', { exact: true }).waitFor();
    // A private file of the team: offered, unticked, and so never in the bundle.
    await page.getByRole('button', { name: 'Załączniki prywatne' }).click();
    const privateFiles = page.getByTestId('private-files');
    await privateFiles
      .locator('input[type=file]')
      .setInputFiles({ name: 'notatka_zespołu.pdf', mimeType: 'application/pdf', buffer: privateNote });
    await privateFiles.getByRole('button', { name: 'notatka_zespołu.pdf', exact: true }).waitFor();
    const forward = page.getByRole('button', { name: forwardTexts.forward });
    await expect.poll(() => forward.isEnabled()).toBe(true);
    await forward.click();

    const dialog = page.getByRole('dialog', { name: forwardTexts.modalTitle });
    await dialog.getByLabel('Nazwa organizacji').fill('Prokuratura Rejonowa Warszawa-Mokotów');
    await dialog.getByRole('textbox', { name: 'E-mail do' }).fill(authority);
    const offered = (name: string) => dialog.getByRole('checkbox', { name });
    await offered('oświadczenie.txt (załącznik zgłoszenia)').waitFor();
    expect(await offered('oświadczenie.txt (załącznik zgłoszenia)').isChecked()).toBe(true);
    expect(await offered('skan_umowy.png (załącznik zgłoszenia)').isChecked()).toBe(true);
    expect(await offered('notatka_zespołu.pdf (załącznik prywatny)').isChecked()).toBe(false);
    await dialog.getByText(forwardTexts.plaintextTitle).waitFor();
    await dialog.getByRole('button', { name: 'Wyślij' }).click();

    // Before anything leaves: the recipient, the PDF and each chosen file by name and size.
    const summary = dialog.getByTestId('forward-summary');
    await summary.getByRole('heading', { name: forwardTexts.summaryTitle }).waitFor({ timeout: 60_000 });
    await summary.getByText(forwardTexts.summaryRecipients(authority, null)).waitFor();
    const items = (await summary.getByRole('listitem').allTextContents()).map((text) =>
      text.replace(/\s+/g, ' ').trim(),
    );
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(new RegExp(`^${identifier}\\.pdf \\(${forwardTexts.summaryPdf}\\) — [\\d,]+ (B|kB|MB)$`));
    // Each file with what removing its metadata did: a text has none, unknown bytes go as they are.
    expect(items.slice(1)).toEqual([
      `oświadczenie.txt (${forwardTexts.fileFromReport}) — ${formatFileSize(statement.length)}${metadataTexts.nothingToClean}`,
      `skan_umowy.png (${forwardTexts.fileFromReport}) — ${formatFileSize(scan.length)}${metadataTexts.cannotCleanUnknown}`,
    ]);
    await summary.getByText(/^Razem pakiet ZIP: [\d,]+ (B|kB|MB)$/).waitFor();
    expect(await mailTo(authority)).toEqual([]);
    await dialog.getByRole('button', { name: forwardTexts.confirmSend }).click();
    await page.getByText(forwardTexts.sent).waitFor({ timeout: 60_000 });

    shareId = await lastShareId(authority);
    const [mail] = await mailTo(authority);
    expect(mail!.subject).toContain(identifier);

    await page.getByRole('button', { name: 'Przekazanie do organów zewnętrznych' }).click();
    const row = page.getByRole('table', { name: 'Przekazania zgłoszenia' }).locator('tbody tr').first();
    await row.getByText('Prokuratura Rejonowa Warszawa-Mokotów').waitFor();
    await expect
      .poll(
        async () => {
          await row.getByRole('button', { name: forwardTexts.refreshOf(authority) }).click();
          return row.getByText('Doręczono').count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
  }, 240_000);

  it('the authority generates a code, reads it from its e-mail and downloads the zip: the PDF and the files, byte for byte', async () => {
    const page = await newPage();
    await page.goto(`${origin}/external?share=${shareId}`);
    await page.getByRole('heading', { level: 1, name: externalTexts.title }).waitFor();
    await page.getByText(identifier, { exact: true }).waitFor();
    await page.getByText('Limit 5 pobrań').waitFor();
    await page.getByText('Wykorzystano: 0').waitFor();

    const code = await generateCode(page);
    expect(code).toMatch(/^[A-Za-z2-9]{8}$/);
    await fillCode(page, code);
    const zip = await download(page, () => page.getByRole('button', { name: 'Pobierz' }).click());
    expect(zip.name).toBe(`${identifier}.zip`);
    const entries = unzipSync(zip.bytes);
    expect(Object.keys(entries).sort()).toEqual([
      `${identifier}.pdf`,
      'zalaczniki/oświadczenie.txt',
      'zalaczniki/skan_umowy.png',
    ]);
    expect(sameBytes(entries['zalaczniki/oświadczenie.txt'], statement)).toBe(true);
    expect(sameBytes(entries['zalaczniki/skan_umowy.png'], scan)).toBe(true);
    const pdf = await pdfText(entries[`${identifier}.pdf`]!);
    expect(pdf.text).toContain(identifier);
    expect(pdf.text).toContain(`Opis zgłoszenia ${report.identifier}`);
    await page.getByText('Wykorzystano: 1').waitFor();
  }, 240_000);

  it('refuses a wrong code with the spec’s text, and in English once the authority switches to it', async () => {
    const page = await newPage();
    await page.goto(`${origin}/external?share=${shareId}`);
    const code = await generateCode(page);
    await fillCode(page, code === 'Wrong234' ? 'Wrong345' : 'Wrong234');
    await page.getByRole('button', { name: 'Pobierz' }).click();
    await page.getByText(`403 - ${externalTexts.downloadFailed}`).waitFor();

    // An authority abroad switches to English: the page, its <html lang> and the refusal follow.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: enExternalTexts.title }).waitFor();
    await page.getByText(`403 - ${enExternalTexts.downloadFailed}`).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('button', { name: enExternalTexts.download }).click();
    await page.getByText(`403 - ${enExternalTexts.downloadFailed}`).waitFor();
  }, 240_000);

  it('counts five downloads, then says the limit is used up and offers neither a code nor a download', async () => {
    const page = await newPage();
    await page.goto(`${origin}/external?share=${shareId}`);
    const downloadButton = page.getByRole('button', { name: 'Pobierz' });
    for (let n = 2; n <= 5; n++) {
      await fillCode(page, (await generateCode(page)).slice(0, 7));
      expect(await downloadButton.isDisabled()).toBe(true);
      await fillCode(page, (await lastShareCode(authority)).code);
      await download(page, () => downloadButton.click());
      await page.getByText(`Wykorzystano: ${n}`).waitFor();
    }
    await page.getByText(externalTexts.limitUsed).waitFor();
    expect(await page.getByRole('button', { name: 'Generuj kod' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Kod').isDisabled()).toBe(true);
    expect(await downloadButton.isDisabled()).toBe(true);
    expect(await page.getByText(externalTexts.codeFailed).count()).toBe(0);

    await page.reload();
    await page.getByText('Wykorzystano: 5').waitFor();
    await page.getByText(externalTexts.limitUsed).waitFor();
    expect(await page.getByRole('button', { name: 'Generuj kod' }).isDisabled()).toBe(true);
  }, 240_000);

  it('says an expired share expired, and offers neither a code nor a download', async () => {
    const other = uniqueEmail('pip');
    const { sent } = await forwardReport(org.client, report.reportId, sampleMessage(other));
    expect(sent.status).toBe(200);
    const expiredShare = await lastShareId(other);
    const page = await newPage();
    await page.goto(`${origin}/external?share=${expiredShare}`);
    await page.getByText('Limit 5 pobrań').waitFor();
    await page.getByRole('button', { name: 'Generuj kod' }).click();
    await page.getByText(externalTexts.codeSent).waitFor();
    const { code } = await lastShareCode(other);
    await fillCode(page, code);
    await expireShare(expiredShare);
    // The page loaded before the expiry: the server refuses the download, and the page reads the share again.
    await page.getByRole('button', { name: 'Pobierz' }).click();
    await page.getByText(externalTexts.expired).waitFor();
    expect(await page.getByRole('button', { name: 'Generuj kod' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Pobierz' }).isDisabled()).toBe(true);
  }, 240_000);
});
