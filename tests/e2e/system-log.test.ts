/**
 * The system log in headless Chromium against the whole local product and the demo seed: the
 * demo administrator opens 'Log systemowy', searches by a day and by a user, and 'Sprawdź
 * integralność' finds the demo's chain intact; an entry edited directly in the table is then
 * named by its lp and date (and put back afterwards, for the tests that follow).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLogChain, type LogEntry } from '../../functions/data/audit-log.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { tableItem } from '../../functions/data/item.js';
import { keys } from '../../functions/data/keys.js';
import { demo } from '../../local/config.js';
import { launchChromium, ownClientAddress } from '../support/browser.js';
import { enterDemoAdminCode } from '../support/demo-admin.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;
const DEMO_TENANT = 'demo';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

/** The demo's log entries, oldest first, as stored. */
async function demoEntries(): Promise<LogEntry[]> {
  const entries: LogEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await readLogChain(DEMO_TENANT, { limit: 500, cursor });
    entries.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return entries;
}

const put = (entry: LogEntry) =>
  dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.logEntry(DEMO_TENANT, entry.at, entry.id), 'logEntry', entry),
    }),
  );
const polishDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(iso));
const polishTime = (iso: string) =>
  new Intl.DateTimeFormat('pl-PL', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Warsaw' }).format(
    new Date(iso),
  );

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ extraHTTPHeaders: ownClientAddress(), locale: 'pl-PL' });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(`${origin}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(demo.adminEmail);
  await page
    .getByLabel(/^Hasło/)
    .first()
    .fill(demo.adminPassword);
  await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
  await enterDemoAdminCode(page);
  await page.waitForURL(`${origin}/dashboard`, { timeout: 30_000 });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const logTable = () => page.getByRole('table', { name: 'Log systemowy' });
const cellsOfColumn = (column: number) => logTable().locator(`tbody tr td:nth-child(${column})`).allInnerTexts();

describe('the system log of the demo organisation (browser)', () => {
  it('opens from the menu with the newest entry first: this login, by the demo administrator', async () => {
    await page.getByRole('link', { name: 'Log systemowy' }).click();
    await page.waitForURL(`${origin}/logs`);
    await logTable().waitFor();
    const first = logTable().locator('tbody tr').first();
    await expect.poll(() => first.locator('td:nth-child(5)').innerText()).toBe('Zalogowanie do systemu');
    expect(await first.locator('td:nth-child(4)').innerText()).toBe(demo.adminName);
  });

  it('searches one day and one user', async () => {
    const received = (await demoEntries()).find((entry) => entry.action === 'report.received')!;
    const day = polishDay(received.at);
    await page.getByLabel('Od dnia').fill(day);
    await page.getByLabel('Do dnia').fill(day);
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await expect.poll(async () => (await cellsOfColumn(1)).includes(String(received.seq))).toBe(true);
    const days = (await cellsOfColumn(2)).map((shown) => shown.slice(0, 10));
    expect(new Set(days)).toEqual(new Set([polishTime(received.at).slice(0, 10)]));

    // The administrator's own entries on the day the organisation was made (other journeys add
    // many entries of theirs, which would push that one off the first page).
    const activated = (await demoEntries()).find((entry) => entry.action === 'account.activated')!;
    await page.getByRole('button', { name: 'Pokaż wszystko' }).click();
    await page.getByLabel('Użytkownik').selectOption({ label: demo.adminName });
    await page.getByLabel('Od dnia').fill(polishDay(activated.at));
    await page.getByLabel('Do dnia').fill(polishDay(activated.at));
    await page.getByRole('button', { name: 'Szukaj' }).click();
    await expect.poll(async () => new Set(await cellsOfColumn(4))).toEqual(new Set([demo.adminName]));
    expect(await cellsOfColumn(5)).toContain('Aktywacja konta i utworzenie organizacji');
  });

  it("'Sprawdź integralność' finds the demo's chain intact", async () => {
    await page.getByRole('button', { name: 'Sprawdź integralność' }).click();
    await expect
      .poll(() => page.getByTestId('integrity-result').innerText(), { timeout: 30_000 })
      .toMatch(/^Log jest nienaruszony: łańcuch wpisów jest ciągły \(sprawdzono wpisów: \d+\)\.$/);
  });

  it('names the lp and date of an entry edited directly in the table', async () => {
    const entries = await demoEntries();
    const target = entries[Math.floor(entries.length / 2)]!;
    await put({ ...target, text: `${target.text} (poprawione)` });
    try {
      await page.getByRole('button', { name: 'Sprawdź integralność' }).click();
      await expect
        .poll(() => page.getByTestId('integrity-result').innerText(), { timeout: 30_000 })
        .toBe(`Log został naruszony: wpis lp ${target.seq} z ${polishTime(target.at)} został zmieniony.`);
    } finally {
      await put(target);
    }
    expect(problems).toEqual([]);
  });
});
