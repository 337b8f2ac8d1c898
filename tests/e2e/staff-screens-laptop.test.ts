/**
 * The staff screens on a 1366 × 768 laptop as a person sees them, in headless Chromium against
 * the whole local product with the demo seed (issue 29): the reports on 'Panel główny' above the
 * fold with 'Pierwsze kroki' after them and folded away for good; category names that never
 * break inside a word; 'Terminy' marks readable in full without hovering (and a missed term
 * marked 'po terminie' on the dashboard and 'Wiadomości', shown with an organisation's own
 * overdue reports on their first rows); the key-access column
 * and 'Nadaj dostęp' of 'Użytkownicy' inside the window without scrolling sideways; a toast that
 * leaves 'Wyloguj' uncovered; and the invitation page's own tab title and text.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, listCategories, setCategoryUsers } from '@shared/contracts/index.js';
import { reportState } from '@shared/domain/report.js';
import { addDays } from '@shared/domain/time.js';
import { deadlineMarkTexts } from '@shared/messages/deadlines.js';
import { listTableTexts } from '@shared/messages/report-lists.js';
import { securityTexts, settingsPageTexts } from '@shared/messages/settings.js';
import { setupTexts } from '@shared/messages/setup.js';
import { invitationTexts, userPanelTexts } from '@shared/messages/users.js';
import { getStaffUserByEmail } from '../../functions/data/staff-users.js';
import { demo } from '../../local/config.js';
import { paths } from '../../web/src/config/paths.js';
import { uniqueEmail } from '../support/api-client.js';
import { launchChromium, logInAsStaff, ownClientAddress } from '../support/browser.js';
import { lastLinkToken } from '../support/outbox.js';
import { givenReport } from '../support/report-fixtures.js';
import { givenDefaultCategory, givenStaffOrganisation } from '../support/staff-organisation.js';
import { sessionOf, userInput } from '../support/users.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;
const laptop = { width: 1366, height: 768 };

let browser: Browser;
const contexts: BrowserContext[] = [];
const problems: string[] = [];
let page: Page;
/** The administrator of an organisation whose lists hold only its own overdue reports. */
let overduePage: Page;
const invitation = { token: '' };

/**
 * A colleague the demo administrator invited, as the users panel invites one ('Demo Sp. z o.o.'
 * ends with a full stop), and the demo's categories each handled by someone.
 */
async function givenDemo(): Promise<void> {
  const admin = await getStaffUserByEmail(demo.adminEmail);
  if (!admin) throw new Error('the demo administrator was not found');
  const client = await sessionOf(admin.tenantId, admin.userId);
  const invited = uniqueEmail('zaproszona');
  const added = await client.call(addUser, { body: userInput({ name: 'Marta Zaproszona', email: invited }) });
  if (added.status !== 200) throw new Error(`adding a user answered ${added.status}`);
  invitation.token = await lastLinkToken(invited, '/invitation/');
  // As seeded, every demo category has someone; other journeys add categories nobody handles yet,
  // which would put 'Pierwsze kroki' (then under half done) back above the tables.
  const listed = await client.call(listCategories);
  if (listed.status !== 200) throw new Error(`listing categories answered ${listed.status}`);
  for (const category of listed.body.categories.filter((each) => each.users.length === 0)) {
    const assigned = await client.call(setCategoryUsers, {
      params: { id: category.id },
      body: { users: [{ userId: admin.userId, canResponse: true }] },
    });
    if (assigned.status !== 200) throw new Error(`assigning a category answered ${assigned.status}`);
  }
}

/**
 * An organisation whose dashboard and 'Wiadomości' hold only two reports, so both are on their
 * first rows: a new one received ten days ago (acknowledgement missed) and an open one with a
 * new message, acknowledged four months ago and never answered (feedback missed). The demo's
 * lists would not do: the newest rows come first, and the browser tests before this one send the
 * demo reports that push its marked ones down.
 */
async function givenOverdueReports(): Promise<{ email: string; password: string }> {
  const org = await givenStaffOrganisation('Haslo-Terminy-Laptop-1');
  const category = await givenDefaultCategory(org, 'internal', [org.adminUserId]);
  const longAgo = addDays(new Date(), -122).toISOString();
  await givenReport(category, {
    state: reportState.new,
    receivedAt: addDays(new Date(), -10).toISOString(),
    organisation: org.organisation,
  });
  await givenReport(category, {
    state: reportState.open,
    hasNewMessages: true,
    receivedAt: longAgo,
    acknowledgedAt: longAgo,
    organisation: org.organisation,
  });
  return { email: org.email, password: org.password };
}

beforeAll(async () => {
  const [launched, , overdue] = await Promise.all([launchChromium(), givenDemo(), givenOverdueReports()]);
  browser = launched;
  const context = await browser.newContext({
    extraHTTPHeaders: ownClientAddress(),
    locale: 'pl-PL',
    viewport: laptop,
    reducedMotion: 'reduce',
  });
  contexts.push(context);
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await logInAsStaff(page, origin, demo.adminEmail, demo.adminPassword, 60_000);
  const ownContext = await browser.newContext({
    extraHTTPHeaders: ownClientAddress(),
    locale: 'pl-PL',
    viewport: laptop,
    reducedMotion: 'reduce',
  });
  contexts.push(ownContext);
  overduePage = await ownContext.newPage();
  overduePage.setDefaultTimeout(20_000);
  overduePage.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await logInAsStaff(overduePage, origin, overdue.email, overdue.password, 60_000);
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

/** The box of a thing on screen, as the window shows it now. */
const boxOf = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);

/** Whether a thing is what is painted at its own middle once the page is scrolled down to it (never sideways): not clipped, not covered. */
const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    window.scrollTo(0, Math.max(0, element.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2));
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });

describe('the staff screens at 1366 × 768 (browser)', () => {
  it("Panel główny: the first new report is above the fold; 'Pierwsze kroki', half done, comes after both tables and stays folded", async () => {
    await page.goto(`${origin}${paths.dashboard}`);
    const newReports = page.getByRole('region', { name: 'Nowe zgłoszenia' });
    const firstShow = newReports.getByRole('link', { name: 'POKAŻ' }).first();
    await firstShow.waitFor();
    const checklist = page.getByRole('region', { name: setupTexts.title });
    const progress = checklist.getByTestId('setup-progress').filter({ hasText: /^Zrobione: [34] z 5$/ });
    await progress.waitFor();
    expect((await boxOf(firstShow)).bottom, 'the first report row ends inside the window').toBeLessThanOrEqual(
      laptop.height,
    );
    const order = [];
    for (const table of ['Nowe zgłoszenia', 'Odnotowano nowe wiadomości w otwartych zgłoszeniach']) {
      const region = await page.getByRole('region', { name: table }).elementHandle();
      order.push(
        await checklist.evaluate(
          (list, other) => !!other && (other.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
          region,
        ),
      );
    }
    expect(order, "'Pierwsze kroki' follows both tables").toEqual([true, true]);

    await checklist.getByRole('button', { name: setupTexts.collapse }).click();
    await checklist.getByRole('listitem').first().waitFor({ state: 'hidden' });
    await page.reload();
    await progress.waitFor();
    expect(await checklist.getByRole('button', { name: setupTexts.expand }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(await checklist.getByRole('listitem').count()).toBe(0);
    await checklist.getByRole('button', { name: setupTexts.expand }).click();
    await checklist.getByRole('listitem', { name: 'Zachowaj klucz odzyskiwania' }).waitFor();
  });

  it('Kategorie: no category name breaks inside a word', async () => {
    await page.goto(`${origin}${paths.categories}`);
    const table = page.getByRole('table', { name: 'Kategorie' });
    await table.getByText('Zgłoszenia wewnętrzne').waitFor();
    const broken = await table.evaluate((element) =>
      [...element.querySelectorAll('tbody tr')].flatMap((row) => {
        const cell = row.querySelector('td');
        const text = cell?.firstChild;
        if (!cell || !text || text.nodeType !== Node.TEXT_NODE) return [];
        const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
        return words
          .filter((word) => {
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word[0].length);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
          })
          .map((word) => `${cell.textContent}: '${word[0]}'`);
      }),
    );
    expect(broken).toEqual([]);
  });

  it.each([
    ["Panel główny, an organisation's own overdue reports", paths.dashboard, false],
    ["Wiadomości, an organisation's own overdue report", paths.messages, false],
    ["Nowe, the demo's every row", paths.newReports, true],
    ["Otwarte, the demo's every row", paths.openReports, true],
  ])("Terminy on '%s': every mark reads in full without hovering", async (_name, path, demoEveryRow) => {
    const on = demoEveryRow ? page : overduePage;
    await on.goto(`${origin}${path}`);
    // Every row of the demo's 'Nowe' and 'Otwarte' holds its missed and close terms.
    if (demoEveryRow)
      await on.getByLabel(listTableTexts.pageSize).first().selectOption({ label: listTableTexts.allRows });
    const marks = on.locator('[data-testid^="deadline-"]');
    await marks.first().waitFor();
    const shown = await marks.evaluateAll((badges) =>
      badges.map((badge) => {
        const label = badge.querySelector('.mantine-Badge-label') ?? badge;
        badge.scrollIntoView({ block: 'center' });
        const box = badge.getBoundingClientRect();
        // Both ends of the mark are the mark itself, not a sticky column over it nor clipped by the table.
        const covered = [box.left + 2, box.right - 2].some((x) => {
          const hit = document.elementFromPoint(x, box.top + box.height / 2);
          return !hit || !(hit === badge || badge.contains(hit));
        });
        const cut =
          covered ||
          label.scrollWidth > label.clientWidth + 1 ||
          label.scrollHeight > label.clientHeight + 1 ||
          badge.scrollWidth > badge.clientWidth + 1;
        // The words on screen: the label's own text, not the date read out to screen readers only.
        const text = [...label.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('');
        return {
          text,
          cut: cut
            ? `${text}: ${covered ? 'partly covered or clipped' : `${label.clientWidth} of ${label.scrollWidth} px shown`}`
            : null,
        };
      }),
    );
    expect(shown.filter((mark) => mark.cut)).toEqual([]);
    for (const { text } of shown)
      expect(text).toMatch(/^(Potwierdzenie|Informacja zwrotna): (po terminie|termin (dziś|jutro|za \d+ dni))$/);
    expect(
      shown.some(({ text }) => text.endsWith(deadlineMarkTexts.overdue)),
      'a missed term says po terminie',
    ).toBe(true);
  });

  it("Użytkownicy: the key-access column and 'Nadaj dostęp' lie inside the window, uncovered, without scrolling sideways", async () => {
    await page.goto(`${origin}${paths.users}`);
    const table = page.getByRole('table', { name: userPanelTexts.tableTitle });
    const actions = table.getByRole('group', { name: userPanelTexts.actionsOf(demo.auditorName) });
    const grant = actions.getByRole('button', { name: userPanelTexts.grant });
    await grant.waitFor();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('group', { name: userPanelTexts.actionsOf(demo.auditorName) }) });
    const access = row.getByTestId('user-access');
    for (const [what, locator] of [
      ['Dostęp do treści', access],
      ['Nadaj dostęp', grant],
    ] as const) {
      const box = await boxOf(locator);
      expect(box.right, `${what} ends inside the window`).toBeLessThanOrEqual(width);
      expect(await onTop(locator), `${what} is not clipped or covered`).toBe(true);
    }
    expect(await page.getByTestId('pending-access').innerText()).not.toContain('poniżej');
  });

  it("a toast leaves the top bar's 'Wyloguj' uncovered", async () => {
    await page.goto(`${origin}${paths.settings}`);
    await page.getByRole('button', { name: securityTexts.edit }).click();
    await page
      .getByRole('form', { name: securityTexts.edit })
      .getByRole('button', { name: settingsPageTexts.save })
      .click();
    await page
      .getByRole('dialog', { name: securityTexts.title })
      .getByRole('button', { name: settingsPageTexts.save })
      .click();
    const toast = page.getByText(securityTexts.saved);
    await toast.waitFor();
    const logout = page.getByRole('banner').getByRole('button', { name: 'Wyloguj' });
    const [toastBox, logoutBox] = [
      await boxOf(toast.locator('xpath=ancestor::div[contains(@class, "mantine-Notification-root")]')),
      await boxOf(logout),
    ];
    const overlap = !(
      toastBox.right <= logoutBox.left ||
      toastBox.left >= logoutBox.right ||
      toastBox.bottom <= logoutBox.top ||
      toastBox.top >= logoutBox.bottom
    );
    expect(overlap, 'the toast overlaps Wyloguj').toBe(false);
    expect(await onTop(logout)).toBe(true);
  });

  it('the invitation page has its own tab title, and its sentence ends once after a name ending with a full stop', async () => {
    const visitor = await browser.newContext({
      extraHTTPHeaders: ownClientAddress(),
      locale: 'pl-PL',
      viewport: laptop,
    });
    contexts.push(visitor);
    const invited = await visitor.newPage();
    await invited.goto(`${origin}${paths.invitation(invitation.token)}`);
    await invited.getByRole('heading', { level: 1, name: invitationTexts.title }).waitFor();
    const intro = invited.getByText(/^Zaproszono Cię/);
    await intro.waitFor();
    expect(await intro.innerText()).toContain(`w organizacji ${demo.organisationName} Ustaw hasło`);
    await invited
      .waitForFunction((title) => document.title === title, `${invitationTexts.title} — Ostoja`)
      .catch(() => undefined);
    expect(await invited.title()).toBe(`${invitationTexts.title} — Ostoja`);
    expect(await invited.locator('main').innerText()).not.toMatch(/klucz\w* odzyskiwania/i);
    expect(problems).toEqual([]);
  });
});
