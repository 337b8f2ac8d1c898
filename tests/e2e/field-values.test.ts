/**
 * What a reporter ticks and chooses on the public form reads the same wherever it is shown, in a
 * real browser against the whole local product, for an organisation of its own: a ticked consent
 * box (its label with a link to the organisation's procedure) reads TAK and an unticked one NIE on
 * the staff report page and in its PDF, the chosen option as the organisation wrote it; the
 * label's link is a link (never its markup) on the report page and in the reporter's inbox, and
 * its address is printed in the PDF.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '@shared/contracts/index.js';
import { fieldType } from '@shared/domain/category.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import { formTexts } from '@shared/messages/form.js';
import { BrowserPages, field, logInAsStaff, sendReportForm } from '../support/browser.js';
import { pdfText } from '../support/pdf-text.js';
import { givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { getReportByIdentifier } from '../../functions/data/reports.js';
import { normaliseReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

const procedure = 'https://ostoja.example/procedura';
const labels = {
  description: 'Opis zdarzenia',
  consent: `Zapoznałem się z <a href="${procedure}">procedurą</a> zgłoszeń`,
  consentText: 'Zapoznałem się z procedurą zgłoszeń',
  contact: 'Proszę o kontakt telefoniczny',
  department: 'Dział',
};
const description = 'Premie przyznawane bez podstawy — zażółć gęślą jaźń';

let org: StaffOrganisation;
let pages: BrowserPages;
const shown = { identifier: '', password: '' };

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Wartosci-Pol-1');
  pages = await BrowserPages.launch();
  const created = await org.client.call(createCategory, {
    body: {
      name: 'Zgłoszenia z procedurą',
      visible: true,
      status: 2,
      files: false,
      anonymous: true,
      fields: [
        { type: fieldType.longText, required: true, label: labels.description },
        { type: fieldType.checkbox, required: true, label: labels.consent },
        { type: fieldType.checkbox, required: false, label: labels.contact },
        { type: fieldType.select, required: true, label: labels.department, options: 'Księgowość, Kadry, Zarząd' },
      ],
    },
  });
  expect(created.status).toBe(200);
});

afterAll(() => pages?.close());

/** The value shown under a term of a definition list. */
const valueOf = (scope: ReturnType<Page['locator']>, term: string | RegExp) =>
  scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

describe('a ticked box and a chosen option (browser, real crypto)', () => {
  it('the reporter ticks the consent box, chooses a department and sends', async () => {
    const page = await pages.open();
    await page.goto(`${origin}/form/${org.alias}`);
    await page.getByRole('heading', { level: 1, name: formTexts.pageTitle }).waitFor();
    await page.getByLabel(field('Kategoria zgłoszenia')).selectOption({ label: 'Zgłoszenia z procedurą' });
    await page.getByLabel(field(labels.description)).fill(description);
    await page.getByRole('checkbox', { name: /Zapoznałem się/ }).check();
    await page.getByLabel(field(labels.department)).selectOption('Kadry');
    const { success, identifier } = await sendReportForm(page, 30_000);
    shown.identifier = identifier;
    shown.password = (await success.getByTestId('report-password').innerText()).trim();
    const sent = success.getByTestId('sent-content');
    expect(await valueOf(sent, labels.consentText).innerText()).toBe('TAK');
    expect(await valueOf(sent, labels.department).innerText()).toBe('Kadry');
  });

  it('staff see the consent ticked (TAK), the other box NIE, the department, and the label’s link as a link', async () => {
    const report = await getReportByIdentifier(normaliseReporterIdentifier(shown.identifier));
    const page = await pages.open({ acceptDownloads: true });
    await logInAsStaff(page, origin, org.email, org.password);
    await page.goto(`${origin}/signal/${report!.reportId}`);
    await page.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
    const content = page.getByTestId('report-content');
    await content.getByText(description).waitFor();

    expect(await valueOf(content, /^Zapoznałem się z/).innerText()).toBe('TAK');
    expect(await valueOf(content, labels.contact).innerText()).toBe('NIE');
    expect(await valueOf(content, labels.department).innerText()).toBe('Kadry');
    // The link's words in their place (a screen reader also hears that it opens in a new tab).
    expect(await content.locator('dt', { hasText: /^Zapoznałem się z/ }).innerText()).toMatch(
      /^Zapoznałem się z procedurą\s.*\szgłoszeń$/s,
    );
    expect(await content.getByRole('link', { name: /procedurą/ }).getAttribute('href')).toBe(procedure);
    expect(await content.innerText()).not.toContain('<a');

    // The PDF waits for the conversation to be decrypted too; it is made in the browser.
    const pdfButton = page.getByRole('button', { name: 'Pobierz PDF' });
    await expect.poll(() => pdfButton.isEnabled(), { timeout: 60_000 }).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), pdfButton.click()]);
    const { text } = await pdfText(new Uint8Array(await readFile(await download.path())));
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Zapoznałem się z procedurą (${procedure}) zgłoszeń TAK`);
    expect(flat).toContain(`${labels.contact} NIE`);
    expect(flat).toContain(`${labels.department} Kadry`);
    expect(flat).not.toContain('<a');
    expect(pages.problems).toEqual([]);
  });

  it('the reporter’s inbox shows the label’s link as a link and the box ticked', async () => {
    const page = await pages.open();
    await page.goto(`${origin}/inboxlogin`);
    await page.getByLabel(field(inboxTexts.identifier)).fill(shown.identifier);
    await page.getByLabel(field(inboxTexts.password)).fill(shown.password);
    await page.getByRole('button', { name: inboxTexts.login }).click();
    const view = page.getByRole('region', { name: inboxTexts.showReport });
    await view.getByRole('button', { name: inboxTexts.showReport }).click({ timeout: 60_000 });
    await view.getByText(description).waitFor();

    expect(await view.getByRole('link', { name: /procedurą/ }).getAttribute('href')).toBe(procedure);
    expect(await view.innerText()).not.toContain('<a');
    const valueAfter = (label: RegExp) =>
      view.locator('p', { hasText: label }).locator('xpath=following-sibling::p[1]').innerText();
    expect(await valueAfter(/^Zapoznałem się z procedurą/)).toBe('TAK');
    expect(await valueAfter(/^Dział$/)).toBe('Kadry');
    expect(pages.problems).toEqual([]);
  });
});
