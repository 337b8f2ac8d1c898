/**
 * 'Wyłącz z dostępu' in headless Chromium against the whole local product: the administrator
 * excludes a colleague from one report on its page (people, a reason, the confirmation naming
 * them); the colleague logs in and finds no trace of it — not in the register, not in its total,
 * and its address answers as for a report that does not exist — while another report of the same
 * category is there as before.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportState } from '@shared/domain/report.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { reportExclusionTexts as t } from '@shared/messages/report-exclusions.js';
import { reportTexts } from '@shared/messages/reports.js';
import { getReportRecord, type ReportRecord } from '../../functions/data/reports.js';
import { BrowserPages, logInAsStaff } from '../support/browser.js';
import { givenReport } from '../support/report-fixtures.js';
import {
  givenColleague,
  givenDefaultCategory,
  givenStaffOrganisation,
  type StaffOrganisation,
} from '../support/staff-organisation.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

let org: StaffOrganisation;
let colleague: { email: string; password: string; userId: string };
let hidden: ReportRecord;
let shown: ReportRecord;
let pages: BrowserPages;

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Wylaczenia-Adm-1');
  colleague = await givenColleague(org, 'Haslo-Wylaczenia-Kol-1', {
    type: staffUserType.user,
    name: 'Marta Wyłączona',
  });
  const internal = await givenDefaultCategory(org, 'internal', [org.adminUserId, colleague.userId]);
  hidden = await givenReport(internal, { organisation: org.organisation, state: reportState.open });
  shown = await givenReport(internal, { organisation: org.organisation, state: reportState.open });
  pages = await BrowserPages.launch();
});

afterAll(() => pages?.close());

async function loggedInPage(email: string, password: string): Promise<Page> {
  const page = await pages.open();
  await logInAsStaff(page, origin, email, password);
  return page;
}

describe('excluding a colleague from a report', () => {
  it('the administrator chooses the colleague and a reason, confirms, and sees them excluded', async () => {
    const page = await loggedInPage(org.email, org.password);
    await page.goto(`${origin}/signal/${hidden.reportId}`);
    const section = page.getByRole('region', { name: t.section });
    await section.getByText('Marta Wyłączona').waitFor();
    await section.getByRole('button', { name: t.open }).click();
    const dialog = page.getByRole('dialog', { name: t.dialogTitle });
    await dialog.getByLabel(t.choose, { exact: false }).and(page.locator('input:not([type=hidden])')).click();
    await page.getByRole('option', { name: 'Marta Wyłączona' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('textbox', { name: t.reason }).fill('Zgłoszenie dotyczy jej przełożonego.');
    await dialog.getByRole('button', { name: t.next }).click();
    await dialog.getByText(t.question(formatReporterIdentifier(hidden.identifier), 'Marta Wyłączona')).waitFor();
    await dialog.getByRole('button', { name: t.confirm }).click();
    await page.getByText(t.excludedSaved).waitFor();
    await section.getByRole('list', { name: t.excluded }).getByText('Marta Wyłączona').waitFor();
    await expect
      .poll(async () => (await getReportRecord(org.tenantId, hidden.reportId))?.excludedIds)
      .toEqual([colleague.userId]);
  });

  it('the colleague finds no trace of it: not in the register nor its total, its address as for no report', async () => {
    const page = await loggedInPage(colleague.email, colleague.password);
    await page.goto(`${origin}/reports`);
    const register = page.getByRole('region', { name: 'Rejestr zgłoszeń' });
    await register.getByText(formatReporterIdentifier(shown.identifier), { exact: true }).waitFor();
    await register.getByText('Razem: 1').waitFor();
    expect(await page.getByText(formatReporterIdentifier(hidden.identifier)).count()).toBe(0);

    await page.goto(`${origin}/signal/${hidden.reportId}`);
    await page.getByText(reportTexts.notFound).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.getByText(formatReporterIdentifier(hidden.identifier)).count()).toBe(0);
  });

  it('left no page errors', () => {
    expect(pages.problems).toEqual([]);
  });
});
