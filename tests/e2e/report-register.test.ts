/**
 * A report sent through the public form reaches the staff, and the register reads it, in
 * headless Chromium against the whole local product, for an organisation of its own: a reporter
 * sends a report of 'Zgłoszenia zewnętrzne' with their data and the art. 38 request; the
 * administrator finds it in 'Nowe zgłoszenia', opens its register row (decrypted in the browser),
 * writes the follow-up information for the register on the report page, and downloads the CSV of
 * the selected rows, whose Polish text arrives intact.
 */
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { defaultCategoryFields } from '@shared/domain/default-categories.js';
import { reportState } from '@shared/domain/report.js';
import { formTexts } from '@shared/messages/form.js';
import { protocolTexts } from '@shared/messages/protocols.js';
import type { CategoryRecord } from '../../functions/data/categories.js';
import type { ReportRecord } from '../../functions/data/reports.js';
import { BrowserPages, field, sendReportForm } from '../support/browser.js';
import { givenReport } from '../support/report-fixtures.js';
import { givenDefaultCategory, givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

/** What the reporter types: Polish text with every diacritic, a `;` and quotes for the CSV. */
const typed = {
  description: 'Zmowa cenowa przy przetargu; oferty „ustawione” przez kierownika — zażółć gęślą jaźń, ŻÓŁĆ',
  concerned: 'Zarząd Dróg Miejskich w Łodzi, dział inwestycji',
  name: 'Małgorzata Źdźbło-Świątek',
  phone: '600700800',
  email: 'm.zdzblo@poczta.example',
};

/** What the administrator writes for the register about follow-up. */
const followUp = 'Wezwano zarząd do wyjaśnień; termin odpowiedzi — 14 dni.';

let org: StaffOrganisation;
let internal: CategoryRecord;
let internalReport: ReportRecord;
let pages: BrowserPages;
let sentIdentifier = '';

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Rejestru-1');
  internal = await givenDefaultCategory(org, 'internal', [org.adminUserId]);
  await givenDefaultCategory(org, 'external', [org.adminUserId]);
  internalReport = await givenReport(internal, {
    state: reportState.open,
    receivedAt: new Date(Date.now() - 86_400_000).toISOString(),
    label: { text: 'Etykieta wewnętrzna: mobbing', metadataKey: org.metadataKey },
    organisation: org.organisation,
  });
  pages = await BrowserPages.launch();
});

afterAll(() => pages?.close());

function freshPage(): Promise<Page> {
  return pages.open({ acceptDownloads: true, timeout: 15_000 });
}

const bodyRows = (table: Locator) => table.locator('tbody tr[data-row-key]');
const rowOf = (table: Locator, identifier: string) =>
  bodyRows(table).filter({ has: table.page().getByText(identifier, { exact: true }) });

describe('from the public form to the register (browser)', () => {
  let page: Page;

  it('a reporter sends a report of Zgłoszenia zewnętrzne with their data and the art. 38 request', async () => {
    const reporter = await freshPage();
    await reporter.goto(`${origin}/form/${org.alias}`);
    await reporter.getByRole('heading', { level: 1, name: formTexts.pageTitle }).waitFor();
    await reporter.getByLabel(field('Kategoria zgłoszenia')).selectOption({ label: 'Zgłoszenia zewnętrzne' });
    const [description, concerned, , certificate] = defaultCategoryFields.external;
    await reporter.getByLabel(field(description!.label)).fill(typed.description);
    await reporter.getByLabel(field(concerned!.label)).fill(typed.concerned);
    await reporter.getByRole('checkbox', { name: /Wnoszę o wydanie zaświadczenia/ }).check();
    expect(certificate!.label).toMatch(/^Wnoszę o wydanie zaświadczenia/);
    await reporter.getByLabel(field(formTexts.reporterName)).fill(typed.name);
    await reporter.getByLabel(field(formTexts.reporterPhone)).fill(typed.phone);
    await reporter.getByLabel(field(formTexts.reporterEmail)).fill(typed.email);
    sentIdentifier = (await sendReportForm(reporter, 60_000)).identifier;
    expect(sentIdentifier).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
  });

  it("the administrator finds it in the dashboard's 'Nowe zgłoszenia'", async () => {
    page = await freshPage();
    await page.goto(`${origin}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(org.email);
    await page
      .getByLabel(/^Hasło/)
      .first()
      .fill(org.password);
    await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
    await page.waitForURL(`${origin}/dashboard`, { timeout: 30_000 });
    const fresh = page.getByRole('region', { name: 'Nowe zgłoszenia' });
    const row = rowOf(fresh, sentIdentifier);
    await row.waitFor();
    const cells = await row.locator('td').allInnerTexts();
    expect(cells[7]).toBe('Zgłoszenia zewnętrzne');
    // No label yet: staff set one later.
    expect(cells[6]).toBe('—');
    // The report's page is addressed by the report's id.
    expect(await row.getByRole('link', { name: 'POKAŻ' }).getAttribute('href')).toMatch(/^\/signal\/[0-9a-f-]{36}$/);
  });

  it("its register row, opened, shows the fields and the form's language decrypted in the browser", async () => {
    await page.goto(`${origin}/reports`);
    const register = page.getByRole('region', { name: 'Rejestr zgłoszeń' });
    await rowOf(register, sentIdentifier).waitFor();
    await register.getByRole('button', { name: `Pokaż szczegóły zgłoszenie ${sentIdentifier}` }).click();
    const entry = register.getByTestId('register-entry');
    await entry.getByText(typed.concerned, { exact: true }).first().waitFor();
    const item = async (term: string) =>
      (await entry.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').innerText()).trim();
    expect(await item('Dane sygnalisty')).toBe(
      `Imię i nazwisko: ${typed.name}\nE-mail: ${typed.email}\nTelefon: ${typed.phone}\nZgłaszający korzystał z formularza w języku: polskim.`,
    );
    expect(await item('Przedmiot naruszenia')).toBe(typed.description);
    expect(await item('Wniosek o zaświadczenie (art. 38)')).toBe('TAK');
    expect(await item('Osoba, której dotyczy zgłoszenie')).toBe(typed.concerned);
  });

  it("what the administrator writes in 'Dane do rejestru zgłoszeń' on the report page is what the register shows", async () => {
    const register = page.getByRole('region', { name: 'Rejestr zgłoszeń' });
    await rowOf(register, sentIdentifier).getByRole('link', { name: 'POKAŻ' }).click();
    await page.getByRole('button', { name: 'Dane do rejestru zgłoszeń' }).click();
    const section = page.getByRole('region', { name: 'Dane do rejestru zgłoszeń' });
    await section.getByRole('textbox', { name: 'Informacje o działaniach następczych' }).fill(followUp);
    await section.getByRole('button', { name: 'Zapisz dane do rejestru' }).click();
    await page.getByText('Zapisano dane do rejestru.').waitFor();

    await page.goto(`${origin}/reports`);
    await rowOf(register, sentIdentifier).waitFor();
    await register.getByRole('button', { name: `Pokaż szczegóły zgłoszenie ${sentIdentifier}` }).click();
    const entry = register.getByTestId('register-entry');
    await entry.getByText(followUp, { exact: true }).waitFor();
    // Nothing was written for the subject: the form's stands.
    await entry.getByText(typed.description, { exact: true }).waitFor();
  });

  it('the category filter offers Wszystkie first and narrows the register', async () => {
    const register = page.getByRole('region', { name: 'Rejestr zgłoszeń' });
    const filter = register.getByRole('combobox', { name: 'Kategoria' });
    expect(await filter.locator('option').allInnerTexts()).toEqual([
      'Wszystkie',
      'Zgłoszenia wewnętrzne',
      'Zgłoszenia zewnętrzne',
    ]);
    expect(await filter.locator('option').first().getAttribute('value')).toBe('0');
    await filter.selectOption({ label: 'Zgłoszenia wewnętrzne' });
    await expect.poll(() => bodyRows(register).count()).toBe(1);
    await rowOf(register, formatReporterIdentifier(internalReport.identifier)).waitFor();
    await filter.selectOption({ label: 'Wszystkie' });
    await expect.poll(() => bodyRows(register).count()).toBe(2);
  });

  it('Pobierz CSV saves the selected rows decrypted, UTF-8 with BOM and ;, Polish letters intact', async () => {
    const register = page.getByRole('region', { name: 'Rejestr zgłoszeń' });
    const download = register.getByRole('button', { name: 'Pobierz CSV' });
    expect(await download.isDisabled()).toBe(true);
    await register.getByRole('checkbox', { name: 'Zaznacz wszystkie widoczne' }).check();
    await register.getByText('Zaznaczone: 2').waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^rejestr-zgloszen-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      'Identyfikator;Data wpływu;Data zakończenia;Status;Kategoria;Prowadzący;Etykieta;Sygnalista: imię i nazwisko;Sygnalista: e-mail;Sygnalista: telefon;Przedmiot naruszenia;Wniosek o zaświadczenie (art. 38);Osoba, której dotyczy zgłoszenie;Informacje o działaniach następczych;Notatki oznaczone do rejestru;Spotkanie (art. 26);Wersja treści',
    );
    const rows = Papa.parse<string[]>(text, { delimiter: ';' }).data.slice(1);
    expect(rows).toHaveLength(2);
    const sent = rows.find((row) => row[0] === sentIdentifier)!;
    expect(sent.slice(2)).toEqual([
      '',
      'Nowe',
      'Zgłoszenia zewnętrzne',
      '',
      '',
      typed.name,
      typed.email,
      typed.phone,
      typed.description,
      'TAK',
      typed.concerned,
      followUp,
      '',
      protocolTexts.noMeeting,
      'oryginał',
    ]);
    const other = rows.find((row) => row[0] === formatReporterIdentifier(internalReport.identifier))!;
    expect(other.slice(3, 12)).toEqual([
      'Otwarte',
      'Zgłoszenia wewnętrzne',
      '',
      'Etykieta wewnętrzna: mobbing',
      'Sygnalista nie podał danych osobowych.',
      '',
      '',
      `Opis zgłoszenia ${internalReport.identifier}`,
      '',
    ]);
    expect(pages.problems).toEqual([]);
  });
});
