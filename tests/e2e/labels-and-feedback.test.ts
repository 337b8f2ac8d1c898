/**
 * Issue 29 in headless Chromium against the whole local product, for an organisation of its own:
 * the administrator sets a report's label on its page and finds it in 'Otwarte'; a plain reply
 * (asking for documents) leaves the Act's feedback term running, and only a reply sent with
 * 'To jest informacja zwrotna' ticked meets it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportState } from '@shared/domain/report.js';
import { getReportRecord, type ReportRecord } from '../../functions/data/reports.js';
import { BrowserPages, logInAsStaff } from '../support/browser.js';
import { givenReport } from '../support/report-fixtures.js';
import { givenDefaultCategory, givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

let org: StaffOrganisation;
let report: ReportRecord;
let identifier: string;
let pages: BrowserPages;
let page: Page;

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Etykiety-Zwrotne-1');
  const internal = await givenDefaultCategory(org, 'internal', [org.adminUserId]);
  report = await givenReport(internal, {
    organisation: org.organisation,
    state: reportState.open,
    receivedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  });
  identifier = formatReporterIdentifier(report.identifier);
  pages = await BrowserPages.launch();
  page = await pages.open();
  await logInAsStaff(page, origin, org.email, org.password);
});

afterAll(() => pages?.close());

const term = (title: string) => page.locator('dt', { hasText: title }).locator('xpath=following-sibling::dd[1]');
const basicValue = (name: string) =>
  page.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('xpath=following-sibling::dd[1]');

async function openReportPage() {
  await page.goto(`${origin}/signal/${report.reportId}`);
  await page.getByRole('heading', { level: 1, name: `Zgłoszenie ${identifier}` }).waitFor();
}

describe('labels and feedback on the report page (browser)', () => {
  it("sets the label with 'Dodaj etykietę' and finds it on the report's row in 'Otwarte'", async () => {
    await openReportPage();
    await basicValue('Etykieta').getByRole('button', { name: 'Dodaj etykietę' }).click();
    const dialog = page.getByRole('dialog', { name: 'Etykieta zgłoszenia' });
    await dialog.getByLabel('Etykieta', { exact: true }).fill('Pilne — zażółć gęślą jaźń');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await page.getByText('Zapisano etykietę.').waitFor();
    await expect.poll(() => basicValue('Etykieta').innerText()).toMatch(/^Pilne — zażółć gęślą jaźń/);
    const stored = await getReportRecord(org.tenantId, report.reportId);
    expect(stored?.labelVersion).toBe(1);
    expect(JSON.stringify(stored?.label)).not.toContain('zażółć');

    await page.goto(`${origin}/open`);
    const open = page.getByRole('region', { name: 'Otwarte zgłoszenia' });
    const row = open.locator('tbody tr', { hasText: identifier });
    await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('Pilne — zażółć gęślą jaźń');
  });

  it("keeps the feedback term running after a plain reply; a reply with 'To jest informacja zwrotna' ticked meets it", async () => {
    await openReportPage();
    await page.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
    await page.getByTestId('report-content').waitFor();
    const feedback = term('Informacja zwrotna (3 miesiące)');
    await expect.poll(() => feedback.innerText()).toMatch(/Pozostało dni: \d+\./);

    const board = page.getByRole('region', { name: 'Korespondencja z sygnalistą' });
    await board.getByRole('button', { name: 'Odpowiedz sygnaliście' }).click();
    await board.getByLabel('Treść odpowiedzi').fill('Prosimy o przesłanie kopii dokumentów, o których Pan pisał.');
    expect(await board.getByRole('checkbox', { name: 'To jest informacja zwrotna' }).isChecked()).toBe(false);
    await board.getByRole('button', { name: 'Wyślij' }).click();
    await board.getByText('Prosimy o przesłanie kopii dokumentów, o których Pan pisał.').waitFor();
    await expect.poll(async () => (await getReportRecord(org.tenantId, report.reportId))?.repliesCount).toBe(1);
    expect((await getReportRecord(org.tenantId, report.reportId))?.feedbackAt).toBeUndefined();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: `Zgłoszenie ${identifier}` }).waitFor();
    await expect.poll(() => feedback.innerText()).toMatch(/Pozostało dni: \d+\./);
    expect(await board.getByText('Informacja zwrotna', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
    await page.getByTestId('report-content').waitFor();
    await board.getByRole('button', { name: 'Odpowiedz sygnaliście' }).click();
    await board
      .getByLabel('Treść odpowiedzi')
      .fill('Informujemy: przeprowadziliśmy postępowanie wyjaśniające, a procedury zamówień zostaną zmienione.');
    await board.getByRole('checkbox', { name: 'To jest informacja zwrotna' }).check();
    await board.getByRole('button', { name: 'Wyślij' }).click();
    const marked = board
      .getByRole('listitem')
      .filter({ hasText: 'Informujemy: przeprowadziliśmy postępowanie wyjaśniające' });
    await marked.getByText('Informacja zwrotna', { exact: true }).waitFor();
    await expect.poll(() => feedback.innerText()).toMatch(/Przekazano \d{1,2}\.\d{2}\.\d{4}, w terminie\./);
    const stored = await getReportRecord(org.tenantId, report.reportId);
    expect(stored).toMatchObject({ repliesCount: 2 });
    expect(stored?.feedbackAt).toBeTruthy();
    expect(await page.getByRole('button', { name: 'Informacja zwrotna przekazana' }).count()).toBe(0);
  });

  it('left no page errors', () => {
    expect(pages.problems).toEqual([]);
  });
});
