/**
 * The report lists in headless Chromium against the whole local product, for an organisation of
 * its own: the administrator sees the dashboard tables and every list with the labels decrypted
 * in the browser, pages through more than 40 reports at each page size, searches the visible
 * rows, archives and deletes after the confirmations; a user restricted to one category without
 * the archive right sees only that category's reports and neither ZARCHIWIZUJ nor USUŃ.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportState, type ReportState } from '@shared/domain/report.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { getReportRecord, type ReportRecord } from '../../functions/data/reports.js';
import type { CategoryRecord } from '../../functions/data/categories.js';
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

interface Seeded {
  record: ReportRecord;
  identifier: string;
  label: string;
}

let org: StaffOrganisation;
let restricted: { email: string; password: string; userId: string };
let pages: BrowserPages;
/** Every seeded report, newest first (the order every list shows). */
const seeded: Seeded[] = [];
const inState = (state: ReportState, category?: CategoryRecord) =>
  seeded.filter(
    (report) => report.record.state === state && (!category || report.record.categoryId === category.categoryId),
  );
let internal: CategoryRecord;
let external: CategoryRecord;

/** Seeds one report `minutesAgo` old, its label encrypted under the organisation's metadata key. */
async function seed(
  category: CategoryRecord,
  state: ReportState,
  minutesAgo: number,
  label: string,
  hasNewMessages = false,
) {
  const record = await givenReport(category, {
    state,
    hasNewMessages,
    receivedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    label: { text: label, metadataKey: org.metadataKey },
    organisation: org.organisation,
  });
  seeded.push({ record, identifier: formatReporterIdentifier(record.identifier), label });
}

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Listy-Zgloszen-1');
  restricted = await givenColleague(org, 'Haslo-Kolegi-1', {
    type: staffUserType.user,
    canArchivize: false,
    canReports: false,
  });
  internal = await givenDefaultCategory(org, 'internal', [org.adminUserId]);
  external = await givenDefaultCategory(org, 'external', [org.adminUserId, restricted.userId]);

  // 45 new internal reports and 2 new external ones (47 > 40), then open and archived ones.
  let minutes = 0;
  for (let i = 1; i <= 45; i += 1)
    await seed(internal, reportState.new, (minutes += 7), `Nadużycie nr ${i} — zażółć gęślą jaźń`);
  await seed(external, reportState.new, (minutes += 7), 'Zewnętrzne: przetarg w Łodzi');
  await seed(external, reportState.new, (minutes += 7), 'Zewnętrzne: odpady w Świnoujściu');
  await seed(internal, reportState.open, (minutes += 7), 'Otwarte: nadgodziny', true);
  await seed(internal, reportState.open, (minutes += 7), 'Otwarte: faktury');
  await seed(external, reportState.open, (minutes += 7), 'Otwarte zewnętrzne: dane osobowe', true);
  await seed(internal, reportState.archived, (minutes += 7), 'Zamknięte: szkolenia BHP');
  await seed(external, reportState.archived, (minutes += 7), 'Zamknięte zewnętrzne: leki');
  seeded.sort((a, b) => b.record.receivedAt.localeCompare(a.record.receivedAt));

  pages = await BrowserPages.launch();
});

afterAll(() => pages?.close());

async function loggedInPage(email: string, password: string): Promise<Page> {
  const page = await pages.open({ timeout: 15_000 });
  await logInAsStaff(page, origin, email, password);
  return page;
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const bodyRows = (table: Locator) => table.locator('tbody tr[data-row-key]');
const identifiersIn = (table: Locator) => bodyRows(table).locator('td:first-child').allInnerTexts();
const rowOf = (table: Locator, identifier: string) =>
  bodyRows(table).filter({ has: table.page().getByText(identifier, { exact: true }) });

/** Waits until a list shows page `n` of `pages` with `count` rows, all labels decrypted. */
async function waitForPage(list: Locator, n: number, pages: number, count: number) {
  await list.getByText(`Strona ${n} z ${pages}`, { exact: true }).waitFor();
  await expect.poll(() => bodyRows(list).count(), { timeout: 15_000 }).toBe(count);
  await expect.poll(() => list.getByRole('table').getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
}

/** The label cell of each row shown (the 7th column of the queue tables). */
const labelsIn = (table: Locator) => bodyRows(table).locator('td:nth-child(7)').allInnerTexts();
const expectedLabels = (identifiers: string[]) =>
  identifiers.map((identifier) => seeded.find((report) => report.identifier === identifier)?.label);

describe('report lists of an administrator (browser)', () => {
  let page: Page;

  it('the dashboard shows both tables with the reports and their labels decrypted', async () => {
    page = await loggedInPage(org.email, org.password);
    const newest = inState(reportState.new);
    const fresh = section(page, 'Nowe zgłoszenia');
    await waitForPage(fresh, 1, 5, 10);
    const shown = await identifiersIn(fresh);
    expect(shown).toEqual(newest.slice(0, 10).map((report) => report.identifier));
    expect(await labelsIn(fresh)).toEqual(expectedLabels(shown));
    expect(await fresh.getByTestId('list-total').innerText()).toBe('Razem: 47');

    const messages = section(page, 'Odnotowano nowe wiadomości w otwartych zgłoszeniach');
    const withMessages = seeded.filter((report) => report.record.hasNewMessages);
    await waitForPage(messages, 1, 1, withMessages.length);
    expect(await identifiersIn(messages)).toEqual(withMessages.map((report) => report.identifier));
    expect(await labelsIn(messages)).toEqual(withMessages.map((report) => report.label));
    expect(await messages.getByRole('link', { name: 'ODCZYTAJ ZGŁOSZENIE' }).first().getAttribute('href')).toBe(
      `/signal/${withMessages[0]!.record.reportId}`,
    );
  });

  it('pages through the 47 new reports at every page size, each report once, newest first', async () => {
    await page.goto(`${origin}/new`);
    const list = section(page, 'Nowe zgłoszenia');
    const all = inState(reportState.new).map((report) => report.identifier);
    for (const [size, label] of [
      [10, '10'],
      [20, '20'],
      [30, '30'],
      [40, '40'],
      [47, 'Wszystkie'],
    ] as const) {
      await list.getByRole('combobox', { name: 'Załaduj wiersze' }).selectOption({ label });
      const pages = Math.ceil(all.length / size);
      const walked: string[] = [];
      for (let n = 1; n <= pages; n += 1) {
        if (n > 1) await list.getByRole('button', { name: 'Następna strona' }).click();
        await waitForPage(list, n, pages, Math.min(size, all.length - (n - 1) * size));
        const shown = await identifiersIn(list);
        expect(await labelsIn(list)).toEqual(expectedLabels(shown));
        walked.push(...shown);
      }
      expect(await list.getByRole('button', { name: 'Następna strona' }).isDisabled()).toBe(true);
      expect(walked).toEqual(all);
    }
  });

  it("'Szukaj w widocznych' filters the visible rows by their decrypted labels", async () => {
    const list = section(page, 'Nowe zgłoszenia');
    await list.getByRole('combobox', { name: 'Załaduj wiersze' }).selectOption({ label: '10' });
    await waitForPage(list, 1, 5, 10);
    const search = list.getByRole('textbox', { name: 'Szukaj w widocznych' });
    const target = inState(reportState.new)[3]!;
    await search.fill(target.label.toLocaleUpperCase('pl'));
    await expect.poll(() => identifiersIn(list)).toEqual([target.identifier]);
    // A report on another page is not searched for on the server.
    await search.fill(inState(reportState.new)[20]!.label);
    await list.getByText('Żaden z widocznych wierszy nie pasuje do wyszukiwania.').waitFor();
    await search.fill('zażółć');
    await expect.poll(() => bodyRows(list).count()).toBe(10);
  });

  it('ZARCHIWIZUJ asks the spec question and moves the report to Archiwalne zgłoszenia', async () => {
    const target = inState(reportState.open, internal)[0]!;
    await page.goto(`${origin}/open`);
    const list = section(page, 'Otwarte zgłoszenia');
    await waitForPage(list, 1, 1, inState(reportState.open).length);
    await rowOf(list, target.identifier).getByRole('button', { name: 'ZARCHIWIZUJ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Archiwizacja zgłoszenia' });
    await dialog
      .getByText(`Czy na pewno przenieść zgłoszenie o identyfikatorze: ${target.identifier} do archiwum?`, {
        exact: true,
      })
      .waitFor();
    await dialog.getByRole('button', { name: 'Zarchiwizuj' }).click();
    await page.getByText(`Zgłoszenie ${target.identifier} przeniesiono do archiwum.`).waitFor();
    await rowOf(list, target.identifier).waitFor({ state: 'detached' });
    target.record.state = reportState.archived;

    await page.goto(`${origin}/archive`);
    const archive = section(page, 'Archiwalne zgłoszenia');
    await rowOf(archive, target.identifier).waitFor();
    const cells = await rowOf(archive, target.identifier).locator('td').allInnerTexts();
    expect(cells[8]).toBe('—'); // 'Prowadzący': nobody handles it
    expect(cells[9]).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect(cells[6]).toBe(target.label);
  });

  it('USUŃ warns that the deletion is irreversible, then deletes the report for good', async () => {
    const target = inState(reportState.archived, internal).find((report) => report.label.startsWith('Zamknięte'))!;
    const list = section(page, 'Archiwalne zgłoszenia');
    await rowOf(list, target.identifier).getByRole('button', { name: 'USUŃ' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trwałe usunięcie zgłoszenia' });
    await dialog
      .getByText(
        `Czy na pewno trwale usunąć zgłoszenie o identyfikatorze: ${target.identifier}? Zgłoszenie, jego wiadomości, notatki i załączniki zostaną usunięte bezpowrotnie — tej operacji nie można cofnąć.`,
        { exact: true },
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Usuń trwale' }).click();
    await page.getByText(`Zgłoszenie ${target.identifier} zostało trwale usunięte.`).waitFor();
    await rowOf(list, target.identifier).waitFor({ state: 'detached' });
    expect(await getReportRecord(org.tenantId, target.record.reportId)).toBeNull();
    seeded.splice(seeded.indexOf(target), 1);
  });

  it('Wszystkie zgłoszenia shows three tables, each with its own total', async () => {
    await page.goto(`${origin}/all`);
    for (const [title, state] of [
      ['Nowe zgłoszenia', reportState.new],
      ['Otwarte zgłoszenia', reportState.open],
      ['Archiwalne zgłoszenia', reportState.archived],
    ] as const) {
      const list = section(page, title);
      const count = inState(state).length;
      await waitForPage(list, 1, Math.ceil(count / 10), Math.min(10, count));
      expect(await list.getByTestId('list-total').innerText()).toBe(`Razem: ${count}`);
    }
  });

  it('Wiadomości lists the open reports with new messages', async () => {
    await page.goto(`${origin}/messages`);
    const list = section(page, 'Wiadomości');
    const withMessages = seeded.filter(
      (report) => report.record.hasNewMessages && report.record.state === reportState.open,
    );
    await waitForPage(list, 1, 1, withMessages.length);
    expect(await identifiersIn(list)).toEqual(withMessages.map((report) => report.identifier));
    expect(await bodyRows(list).locator('td:nth-child(4)').allInnerTexts()).toEqual(
      withMessages.map((report) => report.label),
    );
    expect(pages.problems).toEqual([]);
  });
});

describe('a user restricted to one category, without the archive right (browser)', () => {
  let page: Page;

  it('sees only the reports of that category, with their labels', async () => {
    page = await loggedInPage(restricted.email, restricted.password);
    const fresh = section(page, 'Nowe zgłoszenia');
    const mine = inState(reportState.new, external);
    await waitForPage(fresh, 1, 1, mine.length);
    expect(await identifiersIn(fresh)).toEqual(mine.map((report) => report.identifier));
    expect(await labelsIn(fresh)).toEqual(mine.map((report) => report.label));
    expect(await fresh.getByTestId('list-total').innerText()).toBe(`Razem: ${mine.length}`);
  });

  it('sees no ZARCHIWIZUJ on open reports and no USUŃ on archived ones', async () => {
    await page.goto(`${origin}/open`);
    const open = section(page, 'Otwarte zgłoszenia');
    await waitForPage(open, 1, 1, inState(reportState.open, external).length);
    expect(await open.getByRole('link', { name: 'POKAŻ' }).count()).toBe(1);
    expect(await open.getByRole('button', { name: 'ZARCHIWIZUJ' }).count()).toBe(0);

    await page.goto(`${origin}/archive`);
    const archive = section(page, 'Archiwalne zgłoszenia');
    await waitForPage(archive, 1, 1, inState(reportState.archived, external).length);
    expect(await archive.getByRole('link', { name: 'POKAŻ' }).count()).toBe(1);
    expect(await archive.getByRole('button', { name: 'USUŃ' }).count()).toBe(0);
    expect(pages.problems).toEqual([]);
  });
});
