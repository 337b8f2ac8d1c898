/**
 * Antivirus on staff files in headless Chromium against the whole local product, with the clamd
 * the runtime starts (Debian's clamav-daemon and the project's test signature database): the
 * organisation scans administrators' files; the reply box says so; the EICAR test file attached to
 * a reply is refused with a Polish message (the reply itself was sent first, as the spec's flow
 * has it, and stays without the file); a clean file attached to the next reply is stored and
 * offered for download, decrypted in the browser.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateSecurity } from '@shared/contracts/index.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { fileTexts } from '@shared/messages/files.js';
import { listAllReportFiles } from '../../functions/data/report-files.js';
import type { ReportRecord } from '../../functions/data/reports.js';
import { BrowserPages, logInAsStaff } from '../support/browser.js';
import { givenReport } from '../support/report-fixtures.js';
import { givenDefaultCategory, givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { logTexts } from '../support/settings-fixtures.js';
import { eicarTestFile } from '../support/eicar.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;
const eicar = Buffer.from(eicarTestFile);

let org: StaffOrganisation;
let report: ReportRecord;
let pages: BrowserPages;
let page: Page;

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Skanowania-Plikow-1');
  const category = await givenDefaultCategory(org, 'internal', [org.adminUserId]);
  report = await givenReport(category, { organisation: org.organisation });
  expect(
    (
      await org.client.call(updateSecurity, {
        body: { adminFilesAntivirusScan: true, reporterFilesAntivirusScan: false, requireSecondFactor: false },
      })
    ).status,
  ).toBe(200);
  pages = await BrowserPages.launch();
  page = await pages.open();
});

afterAll(() => pages?.close());

const board = () => page.getByRole('region', { name: 'Korespondencja z sygnalistą' });

async function reply(text: string, file: { name: string; buffer: Buffer }) {
  await board().getByRole('button', { name: 'Odpowiedz sygnaliście' }).click();
  await board()
    .getByRole('note')
    .filter({ hasText: fileTexts.staffScannedTitle })
    .getByText(fileTexts.staffScanned)
    .waitFor();
  await board().getByLabel('Treść odpowiedzi').fill(text);
  await board()
    .locator('input[type=file]')
    .setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: file.buffer });
  await board().getByText(file.name).waitFor();
  await board().getByRole('button', { name: 'Wyślij' }).click();
  await board().getByText(text).waitFor();
}

describe('antivirus on staff files (browser, real crypto, local clamd)', () => {
  it('opens the report and, with the scanning on, refuses the EICAR test file attached to a reply with a Polish message', async () => {
    await logInAsStaff(page, origin, org.email, org.password);
    await page.goto(`${origin}/signal/${report.reportId}`);
    await page
      .getByRole('heading', { level: 1, name: `Zgłoszenie ${formatReporterIdentifier(report.identifier)}` })
      .waitFor();
    await page.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
    await page.getByTestId('report-content').getByText(`Opis zgłoszenia ${report.identifier}`).waitFor();

    await reply('Przesyłam listę — plik z wirusem testowym', { name: 'eicar.csv', buffer: eicar });
    await board().getByText(new RegExp(fileTexts.uploadInfected)).waitFor({ timeout: 30_000 });
    expect(await board().getByRole('button', { name: 'Pobierz eicar.csv' }).count()).toBe(0);
    expect((await listAllReportFiles(org.tenantId, report.reportId)).filter((file) => file.state === 'ready')).toEqual(
      [],
    );
    expect(
      (await logTexts(org.tenantId)).some((text) =>
        text.startsWith('Odrzucenie pliku z wirusem (Eicar-Test-Signature.UNOFFICIAL): załącznik odpowiedzi'),
      ),
    ).toBe(true);
  });

  it('a clean file attached to the next reply is stored and offered for download', async () => {
    await reply('Przesyłam poprawioną listę', {
      name: 'lista.csv',
      buffer: Buffer.from('imię;nazwisko\nJan;Kowalski\n', 'utf8'),
    });
    await board().getByRole('button', { name: 'Pobierz lista.csv' }).waitFor({ timeout: 30_000 });
    expect(
      (await listAllReportFiles(org.tenantId, report.reportId)).map((file) => ({
        state: file.state,
        scanned: file.scanned,
      })),
    ).toEqual([{ state: 'ready', scanned: true }]);
    expect(pages.problems).toEqual([]);
  });
});
