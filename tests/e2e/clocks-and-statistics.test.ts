/**
 * The Act's clocks and the statistics in headless Chromium against the whole local product.
 * Receipt dates are injected through the data layer (reports written with their own writes, as
 * `tests/integration/clocks.test.ts` moves time): the lists and the dashboard mark a report past
 * its 7 days, one due tomorrow and one whose feedback is overdue; a report opened on day 8 shows
 * its acknowledgement as late. Then the demo administrator opens 'Statystyki' and sees the seeded
 * demo's figures, and downloads them as CSV.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { addCalendarDays, addMonths, settledTerms, termsNeedingAttention } from '@shared/domain/deadlines.js';
import { polishCalendarDate, reportState, reportType } from '@shared/domain/report.js';
import { demo } from '../../local/config.js';
import { demoReportPlan } from '../../local/demo-reports.js';
import { demoReceivedEmailReports, demoReportCounts } from '../../local/seed.js';
import { BrowserPages, logInAsStaff } from '../support/browser.js';
import { givenReport, type GivenReport } from '../support/report-fixtures.js';
import { givenDefaultCategory, givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

/** 10:00 UTC (11:00 or noon in Poland) `days` calendar days and `months` months before today in Poland. */
const dayInPoland = (days: number, months = 0) =>
  `${addMonths(addCalendarDays(polishCalendarDate(new Date()), -days), -months)}T10:00:00.000Z`;

let org: StaffOrganisation;
let pages: BrowserPages;
const reports = {} as Record<'dayEight' | 'dueTomorrow' | 'fresh' | 'feedbackOverdue', GivenReport>;
const identifierOf = (report: GivenReport) => formatReporterIdentifier(report.identifier);

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Zegarow-Ustawy-1');
  const internal = await givenDefaultCategory(org, 'internal', [org.adminUserId]);
  const given = (options: Parameters<typeof givenReport>[1]) =>
    givenReport(internal, { organisation: org.organisation, ...options });
  reports.feedbackOverdue = await given({
    state: reportState.open,
    hasNewMessages: true,
    receivedAt: dayInPoland(2, 4),
    acknowledgedAt: dayInPoland(1, 4),
  });
  reports.dayEight = await given({ receivedAt: dayInPoland(8) });
  reports.dueTomorrow = await given({ receivedAt: dayInPoland(6) });
  reports.fresh = await given({ receivedAt: dayInPoland(0) });
  pages = await BrowserPages.launch();
});

afterAll(() => pages?.close());

async function loggedInPage(email: string, password: string): Promise<Page> {
  const page = await pages.open({ acceptDownloads: true });
  await logInAsStaff(page, origin, email, password);
  return page;
}

const rowOf = (list: Locator, report: GivenReport) => list.locator('tbody tr', { hasText: identifierOf(report) });
/** The marks of a row as a person sees them (the first line: screen readers also hear the date). */
const marksOf = async (list: Locator, report: GivenReport) => {
  const row = rowOf(list, report);
  await row.waitFor();
  return (await row.locator('[data-testid^="deadline-"]').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
};

describe("the Act's clocks in the lists and on the report page (browser)", () => {
  let page: Page;

  it("'Panel główny' marks the report past its 7 days and the one due tomorrow, in words, and nothing on today's", async () => {
    page = await loggedInPage(org.email, org.password);
    const fresh = page.getByRole('region', { name: 'Nowe zgłoszenia' });
    expect(await marksOf(fresh, reports.dayEight)).toEqual(['Potwierdzenie: po terminie']);
    expect(await fresh.getByRole('columnheader', { name: 'Terminy' }).count()).toBe(1);
    // The date of the term is read out with the mark.
    expect(await rowOf(fresh, reports.dayEight).getByTestId('deadline-acknowledgement').textContent()).toMatch(
      /^Potwierdzenie: po terminie, Potwierdzenie przyjęcia \(7 dni\): termin \d{1,2}\.\d{2}\.\d{4}$/,
    );
    expect(await marksOf(fresh, reports.dueTomorrow)).toEqual(['Potwierdzenie: termin jutro']);
    expect(await marksOf(fresh, reports.fresh)).toEqual([]);
    const messages = page.getByRole('region', { name: 'Odnotowano nowe wiadomości w otwartych zgłoszeniach' });
    expect(await marksOf(messages, reports.feedbackOverdue)).toEqual(['Informacja zwrotna: po terminie']);
  });

  it("'Otwarte' and 'Wiadomości' mark the feedback overdue; 'Szukaj w widocznych' finds the late ones by the mark", async () => {
    await page.goto(`${origin}/open`);
    const open = page.getByRole('region', { name: 'Otwarte zgłoszenia' });
    expect(await marksOf(open, reports.feedbackOverdue)).toEqual(['Informacja zwrotna: po terminie']);
    await page.goto(`${origin}/messages`);
    expect(await marksOf(page.getByRole('region', { name: 'Wiadomości' }), reports.feedbackOverdue)).toEqual([
      'Informacja zwrotna: po terminie',
    ]);

    await page.goto(`${origin}/new`);
    const list = page.getByRole('region', { name: 'Nowe zgłoszenia' });
    await rowOf(list, reports.fresh).waitFor();
    await list.getByRole('textbox', { name: 'Szukaj w widocznych' }).fill('po terminie');
    await expect.poll(() => list.locator('tbody tr[data-row-key]').count()).toBe(1);
    await rowOf(list, reports.dayEight).waitFor();
  });

  it('a report opened on day 8 shows its acknowledgement as late, and its mark is gone', async () => {
    await page.goto(`${origin}/signal/${reports.dayEight.reportId}`);
    await page.getByRole('heading', { level: 1, name: `Zgłoszenie ${identifierOf(reports.dayEight)}` }).waitFor();
    await page.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
    await page.getByTestId('report-content').getByText(`Opis zgłoszenia ${reports.dayEight.identifier}`).waitFor();
    const terms = page.getByRole('heading', { name: 'Terminy ustawowe' }).locator('xpath=..');
    const acknowledgement = terms
      .locator('dt', { hasText: 'Potwierdzenie przyjęcia (7 dni)' })
      .locator('xpath=following-sibling::dd[1]');
    const due = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeZone: 'Europe/Warsaw' }).format(
      new Date(`${addCalendarDays(polishCalendarDate(new Date(reports.dayEight.receivedAt)), 7)}T10:00:00Z`),
    );
    await expect.poll(() => acknowledgement.innerText()).toContain('po terminie.');
    expect(await acknowledgement.innerText()).toContain(`Termin: ${due}`);

    await page.goto(`${origin}/open`);
    const open = page.getByRole('region', { name: 'Otwarte zgłoszenia' });
    expect(await marksOf(open, reports.dayEight)).toEqual([]);
    expect(pages.problems).toEqual([]);
  });
});

describe("'Statystyki' of the demo organisation (browser)", () => {
  const now = new Date();
  const plans = Array.from(
    { length: demoReportCounts.new + demoReportCounts.open + demoReportCounts.archived },
    (_, i) => demoReportPlan(i, demoReportCounts, now),
  );
  const tableRows = async (table: Locator) =>
    (await table.locator('tbody tr').all()).length
      ? Promise.all(
          (await table.locator('tbody tr').all()).map(async (row) =>
            (await row.locator('th, td').allInnerTexts()).map((cell) => cell.trim()),
          ),
        )
      : [];
  let page: Page;

  it('opens from the menu under Rejestr zgłoszeń and shows the seeded figures: channels, states, categories, months', async () => {
    page = await loggedInPage(demo.adminEmail, demo.adminPassword);
    const nav = page.getByRole('navigation', { name: 'Menu główne' });
    await nav.getByRole('link', { name: 'Statystyki' }).waitFor();
    const entries = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
    expect(entries[entries.indexOf('Rejestr zgłoszeń') + 1], entries.join(' | ')).toBe('Statystyki');
    await nav.getByRole('link', { name: 'Statystyki' }).click();
    await page.waitForURL(`${origin}/statistics`);
    const total = Number((await page.getByTestId('statistics-total').innerText()).replace(/\D/g, ''));

    // Other journeys may send reports to the demo's form (and open or answer them): received now,
    // by the form. All else is the seed's.
    const states = Object.fromEntries(
      await tableRows(page.getByRole('table', { name: 'Zgłoszenia według statusu' })).then((rows) =>
        rows.map((row) => [row[0], Number(row[1])]),
      ),
    );
    expect(total).toBeGreaterThanOrEqual(plans.length);
    expect({ archived: states.Archiwalne, deleted: states.Usunięte, handled: states.Nowe! + states.Otwarte! }).toEqual({
      archived: demoReportCounts.archived,
      deleted: 0,
      handled: total - demoReportCounts.archived,
    });
    expect(states.Otwarte).toBeGreaterThanOrEqual(demoReportCounts.open);
    const channels = Object.fromEntries(
      await tableRows(page.getByRole('table', { name: 'Zgłoszenia według kanału' })).then((rows) =>
        rows.map((row) => [row[0], Number(row[1])]),
      ),
    );
    expect(channels).toEqual({
      Formularz: total - plans.filter((plan) => plan.type !== reportType.form).length - demoReceivedEmailReports,
      Telefon: plans.filter((plan) => plan.type === reportType.phone).length,
      // The seed's plans, and the report it receives through the e-mail channel.
      'E-mail': plans.filter((plan) => plan.type === reportType.email).length + demoReceivedEmailReports,
    });
    const categories = await tableRows(page.getByRole('table', { name: 'Zgłoszenia w kategoriach' }));
    // Other journeys may add categories to the demo (and send reports to them): the seed's two are there.
    expect(categories.map((row) => row[0])).toEqual(
      expect.arrayContaining(['Zgłoszenia wewnętrzne', 'Zgłoszenia zewnętrzne']),
    );
    expect(categories.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(total);
    expect(Number(categories.find((row) => row[0] === 'Zgłoszenia zewnętrzne')![1])).toBeGreaterThanOrEqual(
      plans.filter((plan) => plan.category === 'external').length,
    );
    const months = await tableRows(page.getByRole('table', { name: 'Zgłoszenia w miesiącach' }));
    expect(months).toHaveLength(12);
    expect(months.reduce((sum, row) => sum + Number(row[4]), 0)).toBe(total);
    expect(months.filter((row) => Number(row[4]) > 0).length).toBeGreaterThanOrEqual(7);
  });

  it("shows the Act's terms as the seed kept them: late and missed acknowledgements and feedback, the share in time", async () => {
    const clocks = plans.map((plan) => ({
      plan,
      settled: settledTerms(plan),
      marks: termsNeedingAttention(plan, now),
    }));
    const count = (test: (clock: (typeof clocks)[number]) => boolean) => String(clocks.filter(test).length);
    const terms = await tableRows(page.getByRole('table', { name: 'Dotrzymanie terminów ustawowych' }));
    const row = (name: string) => terms.find((cells) => cells[0] === name)!.slice(1);
    expect(row('Po terminie')).toEqual([
      count((c) => c.settled.acknowledgement === 'late'),
      count((c) => c.settled.feedback === 'late'),
    ]);
    expect(row('Termin minął, nadal brak')).toEqual([
      count((c) => c.marks.some((mark) => mark.term === 'acknowledgement' && mark.state === 'overdue')),
      count((c) => c.marks.some((mark) => mark.term === 'feedback' && mark.state === 'overdue')),
    ]);
    expect(row('Zamknięte bez informacji po terminie')[1]).toBe(count((c) => c.settled.feedback === 'missed'));
    expect(row('W terminie (%)')[0]).toMatch(/^\d{2},\d$/);
    expect(await page.getByTestId('compliance-Potwierdzenie przyjęcia w ciągu 7 dni').innerText()).toMatch(
      /^\d{2},\d% w terminie$/,
    );
  });

  it('downloads the figures as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Pobierz CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^statystyki-zgloszen-\d{4}-\d{2}-\d{4}-\d{2}-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/,
    );
    const text = (await readFile(await download.path())).toString('utf8');
    expect(text.startsWith('\uFEFFZestawienie;Pozycja;Wartość\r\n')).toBe(true);
    expect(text).toContain(
      `Zgłoszenia według kanału;Telefon;${plans.filter((plan) => plan.type === reportType.phone).length}\r\n`,
    );
    expect(text).toContain(`Zgłoszenia według statusu;Archiwalne;${demoReportCounts.archived}\r\n`);
    expect(pages.problems).toEqual([]);
  });
});
