/**
 * Every row action stays in reach, in headless Chromium against the whole local product, on a
 * 1366 × 768 laptop and a 390 × 844 phone: the categories table (long names, several users with
 * long names) and the report lists and dashboard tables. "In reach" as a person meets it: after
 * scrolling the page down (never sideways), the button lies inside the window, nothing covers its
 * middle, and the page itself does not scroll sideways. Under about 1100 px rows are cards.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryStatus } from '@shared/domain/category.js';
import { defaultCategoryFields } from '@shared/domain/default-categories.js';
import { reportState } from '@shared/domain/report.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { toStoredFields } from '../../functions/data/categories.js';
import { launchChromium } from '../support/browser.js';
import { givenCategory, givenReport } from '../support/report-fixtures.js';
import { givenColleague, givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

const longNames = [
  'Naruszenia przepisów o zamówieniach publicznych i finansach',
  'Ochrona środowiska, odpady i zanieczyszczenia w zakładzie',
  'Mobbing, dyskryminacja i naruszenia praw pracowniczych',
].map((name) => name.slice(0, 50));

let org: StaffOrganisation;
let browser: Browser;
const contexts: BrowserContext[] = [];
const problems: string[] = [];

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Tabel-W-Zasiegu-1');
  const people = [org.adminUserId];
  for (const name of [
    'Bartłomiej Długosz-Przybyszewski',
    'Agnieszka Wiśniewska-Konopnicka',
    'Krzysztof Jabłoński-Zawadzki',
  ]) {
    people.push((await givenColleague(org, 'Haslo-Kolegi-Dlugie-1', { type: staffUserType.user, name })).userId);
  }
  const categories = [];
  for (const name of longNames) {
    categories.push(
      await givenCategory(org.tenantId, {
        name,
        status: categoryStatus.active,
        visible: true,
        anonymous: true,
        fields: toStoredFields(defaultCategoryFields.internal),
        users: people.map((userId) => ({ userId, canResponse: true })),
      }),
    );
  }
  const [first] = categories;
  let minutes = 0;
  for (const state of [
    reportState.new,
    reportState.new,
    reportState.open,
    reportState.open,
    reportState.archived,
    reportState.archived,
  ]) {
    await givenReport(first!, {
      state,
      receivedAt: new Date(Date.now() - (minutes += 11) * 60_000).toISOString(),
      label: { text: `Etykieta zgłoszenia z dość długim opisem nr ${minutes}`, metadataKey: org.metadataKey },
      organisation: org.organisation,
    });
  }
  browser = await launchChromium();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

async function loggedInPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ locale: 'pl-PL', viewport });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(org.email);
  await page
    .getByLabel(/^Hasło/)
    .first()
    .fill(org.password);
  await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
  await page.waitForURL(`${origin}/dashboard`, { timeout: 60_000 });
  return page;
}

/**
 * The button as a person meets it: the page scrolled down to it (only vertically), then it must
 * lie inside the window and be what is under its own middle (not clipped by a scrolling box,
 * not covered by another cell).
 */
async function expectInReach(page: Page, button: Locator, what: string) {
  const verdict = await button.evaluate((element) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, Math.max(0, top - window.innerHeight / 2));
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inWindow: box.left >= 0 && box.right <= document.documentElement.clientWidth && box.width > 0,
      onTop: hit !== null && (hit === element || element.contains(hit)),
    };
  });
  expect(verdict, what).toEqual({ inWindow: true, onTop: true });
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what}: the page scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

/** Every button of every row-actions group on the screen is in reach. */
async function expectEveryActionInReach(page: Page, groups: Locator, expectedGroups: number, what: string) {
  await expect.poll(() => groups.count(), { timeout: 20_000 }).toBe(expectedGroups);
  for (let g = 0; g < expectedGroups; g += 1) {
    const group = groups.nth(g);
    const name = await group.getAttribute('aria-label');
    const buttons = group.locator('a, button');
    const count = await buttons.count();
    expect(count, `${what}: ${name} has actions`).toBeGreaterThan(0);
    for (let b = 0; b < count; b += 1)
      await expectInReach(page, buttons.nth(b), `${what}: ${name} → ${await buttons.nth(b).innerText()}`);
  }
}

const viewports = [
  { name: 'laptop 1366 × 768', width: 1366, height: 768, cards: false },
  { name: 'phone 390 × 844', width: 390, height: 844, cards: true },
];

describe.each(viewports)('row actions in reach on a $name', ({ width, height, cards }) => {
  let page: Page;
  beforeAll(async () => {
    page = await loggedInPage({ width, height });
  });

  it('the categories table keeps Użytkownicy, Edytuj, Załączniki and Usuń of every category in reach', async () => {
    await page.goto(`${origin}/categories`);
    const groups = page.getByRole('group', { name: /^Akcje kategorii / });
    await expectEveryActionInReach(page, groups, longNames.length, 'Kategorie');
    expect(await groups.first().getByRole('button').allInnerTexts()).toEqual([
      'Użytkownicy',
      'Edytuj',
      'Załączniki',
      'Usuń',
    ]);
    expect(await page.getByRole('table', { name: 'Kategorie' }).count()).toBe(cards ? 0 : 1);
    await expectNoSidewaysScroll(page, 'Kategorie');

    // And the reached button works: Edytuj of the last category opens its form.
    const last = page.getByRole('group', { name: `Akcje kategorii ${longNames[2]}` });
    await last.getByRole('button', { name: 'Edytuj' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edycja kategorii' });
    await dialog.getByRole('textbox', { name: /^Nazwa/ }).waitFor();
    expect(await dialog.getByRole('textbox', { name: /^Nazwa/ }).inputValue()).toBe(longNames[2]);
    await dialog.getByRole('button', { name: 'Anuluj' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('Otwarte zgłoszenia keeps POKAŻ and ZARCHIWIZUJ of every report in reach', async () => {
    await page.goto(`${origin}/open`);
    const groups = page.getByRole('group', { name: /^Akcje zgłoszenia / });
    await expectEveryActionInReach(page, groups, 2, 'Otwarte zgłoszenia');
    expect(await groups.first().locator('a, button').allInnerTexts()).toEqual(['POKAŻ', 'ZARCHIWIZUJ']);
    await expectNoSidewaysScroll(page, 'Otwarte zgłoszenia');
  });

  it('Archiwalne zgłoszenia keeps POKAŻ and USUŃ of every report in reach', async () => {
    await page.goto(`${origin}/archive`);
    const groups = page.getByRole('group', { name: /^Akcje zgłoszenia / });
    await expectEveryActionInReach(page, groups, 2, 'Archiwalne zgłoszenia');
    await expectNoSidewaysScroll(page, 'Archiwalne zgłoszenia');
  });

  it('the dashboard keeps POKAŻ of every new report in reach', async () => {
    await page.goto(`${origin}/dashboard`);
    const newReports = page.getByRole('region', { name: 'Nowe zgłoszenia' });
    await expectEveryActionInReach(
      page,
      newReports.getByRole('group', { name: /^Akcje zgłoszenia / }),
      2,
      'Nowe zgłoszenia',
    );
    await expectNoSidewaysScroll(page, 'Panel główny');
    expect(problems).toEqual([]);
  });
});
