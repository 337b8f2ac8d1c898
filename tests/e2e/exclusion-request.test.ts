/**
 * The reporter's exclusion request in headless Chromium against the whole local product, with the
 * real crypto: the reporter writes in the confirmation before the send whom they do not want to
 * see the report; the table holds none of it; the administrator who views the report reads the request at the
 * top of its page and goes from it to 'Wyłączenie z dostępu'.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { formTexts } from '@shared/messages/form.js';
import { formFollowUpTexts } from '@shared/messages/form-follow-up.js';
import { sentTexts } from '@shared/messages/form-sent.js';
import { reportExclusionTexts } from '@shared/messages/report-exclusions.js';
import { reportPageTexts } from '@shared/messages/report-page.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { BrowserPages, logInAsStaff } from '../support/browser.js';
import { givenDefaultCategory, givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { allTableText } from '../support/table.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;
const unique = randomBytes(4).toString('hex');
const request = `Kierownik działu zakupów ${unique}`;

let org: StaffOrganisation;
let categoryId: string;
let pages: BrowserPages;
let identifier: string;

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Prosby-Adm-1');
  categoryId = (await givenDefaultCategory(org, 'internal', [org.adminUserId])).categoryId;
  pages = await BrowserPages.launch();
});

afterAll(() => pages?.close());

describe("the reporter's exclusion request", () => {
  it('the reporter writes in the confirmation whom they do not want to see the report, is told plainly what staff learn first, and sends it', async () => {
    const page = await pages.open();
    await page.goto(`${origin}/form/${org.alias}`);
    await page.getByRole('heading', { level: 1, name: formTexts.pageTitle }).waitFor();
    await page.getByLabel(/^Kategoria zgłoszenia/).selectOption(categoryId);
    await page.getByLabel(/^Opis naruszenia prawa/).fill(`Faktury bez dostawy ${unique}`);
    await page.getByLabel(/^Czy ta sprawa była już/).selectOption('Nie');
    await page.getByRole('button', { name: formTexts.send }).click();
    const confirm = page.getByRole('dialog', { name: sentTexts.confirmTitle });
    await confirm.getByLabel(formFollowUpTexts.exclusionRequestLabel).fill(request);
    await confirm.getByText(formFollowUpTexts.exclusionRequestNotice, { exact: false }).waitFor();
    await confirm.getByText(formFollowUpTexts.exclusionRequestCount(request.length, 500)).waitFor();
    await confirm.getByRole('button', { name: sentTexts.confirmSend }).click();
    const success = page.getByRole('dialog', { name: sentTexts.successTitle });
    await success.waitFor({ timeout: 30_000 });
    await success.getByText(request).waitFor();
    identifier = (await success.getByTestId('report-identifier').innerText()).trim();
    expect(await allTableText()).not.toContain(request);
  });

  it('the administrator who views the report reads the request at its top and goes to the exclusion section', async () => {
    const canonical = normaliseReporterIdentifier(identifier);
    const pointer = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.identifier(canonical) }));
    const reportId = String(pointer.Item?.reportId);
    const page = await pages.open();
    await logInAsStaff(page, origin, org.email, org.password);
    await page.goto(`${origin}/signal/${reportId}`);
    await page.getByRole('button', { name: reportPageTexts.viewReport }).click();
    const alert = page.getByTestId('exclusion-request');
    await alert.getByText(request).waitFor();
    await alert.getByText(reportExclusionTexts.requestTitle).waitFor();
    // At the top: above the page's basic information.
    const [alertBox, infoBox] = await Promise.all([
      alert.boundingBox(),
      page.getByRole('heading', { name: reportPageTexts.basicInfo }).boundingBox(),
    ]);
    expect(alertBox!.y).toBeLessThan(infoBox!.y);
    await alert.getByRole('button', { name: reportExclusionTexts.requestGoTo }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby')))
      .toBe('report-exclusions-title');
  });

  it('left no page errors', () => {
    expect(pages.problems).toEqual([]);
  });
});
