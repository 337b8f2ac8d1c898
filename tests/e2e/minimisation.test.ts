/**
 * 'Nieistotne dla sprawy' in headless Chromium against the whole local product: the administrator
 * selects a passage of the report's description and marks it; the page lists it with its term.
 * At the term (the deletion job run here with that clock) the field reads '[usunięto]' in its
 * place, and the page says the passage was deleted, with no way back.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { REMOVED_TEXT } from '@shared/domain/minimisation.js';
import { reportState } from '@shared/domain/report.js';
import { addSeconds } from '@shared/domain/time.js';
import { listMinimisationMarks } from '../../functions/data/report-minimisations.js';
import type { ReportRecord } from '../../functions/data/reports.js';
import { organisationJob } from '../../functions/jobs/delete-irrelevant-data.js';
import { BrowserPages, logInAsStaff } from '../support/browser.js';
import { journey } from '../support/journey.js';
import { givenReport } from '../support/report-fixtures.js';
import { givenDefaultCategory, givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

let org: StaffOrganisation;
let report: ReportRecord;
let pages: BrowserPages;

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Minimalizacji-1');
  const internal = await givenDefaultCategory(org, 'internal', [org.adminUserId]);
  report = await givenReport(internal, { organisation: org.organisation, state: reportState.open });
  pages = await BrowserPages.launch();
});

afterAll(() => pages?.close());

/** Selects `words` in the report's text that can be marked, as a person would with the mouse. */
const select = (page: Page, words: string) =>
  page.evaluate((wanted) => {
    const root = document.querySelector('[data-redaction-target^="field:"]')!;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at >= 0) return document.getSelection()!.setBaseAndExtent(node, at, node, at + wanted.length);
    }
    throw new Error(`no "${wanted}" to select`);
  }, words);

journey("marking data 'Nieistotne dla sprawy' (browser)", () => {
  let page: Page;
  const section = () => page.getByRole('region', { name: 'Dane nieistotne dla sprawy' });

  it('marks the selected passage: the server holds its replacement, the page its term', async () => {
    page = await pages.open();
    await logInAsStaff(page, origin, org.email, org.password);
    await page.goto(`${origin}/signal/${report.reportId}`);
    await page
      .getByRole('heading', { level: 1, name: `Zgłoszenie ${formatReporterIdentifier(report.identifier)}` })
      .waitFor();
    await page.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
    await section().waitFor();
    await select(page, 'zgłoszenia');
    await section().getByText('Fragment do oznaczenia: „zgłoszenia”').waitFor();
    await section().getByRole('button', { name: 'Nieistotne dla sprawy', exact: true }).click();
    await section()
      .getByText(/„zgłoszenia” — usunięcie \d{2}\.\d{2}\.\d{4}/)
      .waitFor();
    expect(
      await section()
        .getByRole('button', { name: /^Cofnij oznaczenie/ })
        .count(),
    ).toBe(1);
    const marks = await listMinimisationMarks(org.tenantId, report.reportId);
    expect(marks.map((mark) => [mark.target, mark.deletedAt, !!mark.replacement])).toEqual([
      [{ kind: 'field', fieldId: report.fields[0]!.fieldId, start: 5, end: 15 }, null, true],
    ]);
  });

  it('at the term the passage is gone: the field reads [usunięto], the mark cannot be taken back', async () => {
    const [mark] = await listMinimisationMarks(org.tenantId, report.reportId);
    expect(await organisationJob(org.tenantId, addSeconds(mark!.dueAt, 1))).toEqual({ deleted: 1, failed: 0 });
    await page.reload();
    await page.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
    const content = page.getByTestId('report-content');
    await content.getByText(`Opis ${REMOVED_TEXT} ${report.identifier}`).waitFor();
    await section()
      .getByText(/usunięty fragment — usunięto/)
      .waitFor();
    expect(
      await section()
        .getByRole('button', { name: /^Cofnij oznaczenie/ })
        .count(),
    ).toBe(0);
  });
});
