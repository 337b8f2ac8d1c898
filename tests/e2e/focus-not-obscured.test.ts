/**
 * Keyboard focus never disappears (WCAG 2.2 AA, 2.4.11 Focus Not Obscured (Minimum)), in headless
 * Chromium against the whole local product: on every back-office screen at 1366 × 768 as the demo
 * administrator, and on the reporter's pages (the public form, both inbox logins, the inbox, the
 * external download page) at the same size and on a 390 × 844 phone, a person presses Tab from
 * the top of the page, then Shift+Tab back up a little way; after every press the focused control
 * must lie in the window and must not be wholly covered by a position: fixed or sticky element (a
 * top bar, a footer, a sticky countdown or actions column: whichever the page has). axe cannot see
 * this; only tabbing shows it.
 *
 * ADDING A SCREEN is one line in `staffScreens` or `reporterScreens`: its name, its path and a text
 * that says it has loaded. At most `MAX_TABS` Tabs and `MAX_BACK_TABS` Shift+Tabs a screen keep
 * the file well under two minutes.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportState } from '@shared/domain/report.js';
import { authTexts } from '@shared/messages/auth.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import { formTexts } from '@shared/messages/form.js';
import { externalTexts } from '@shared/messages/external.js';
import { logTexts } from '@shared/messages/logs.js';
import { phoneReportTexts } from '@shared/messages/phone-reports.js';
import { reportColumnTexts } from '@shared/messages/report-lists.js';
import { reportPageTexts } from '@shared/messages/report-page.js';
import { statisticsTexts } from '@shared/messages/statistics.js';
import { demo } from '../../local/config.js';
import { paths } from '../../web/src/config/paths.js';
import { logInAndUnlock, registerOrganisation } from '../support/accounts.js';
import { enterDemoAdminCode } from '../support/demo-admin.js';
import { uniqueEmail } from '../support/api-client.js';
import { launchChromium, ownClientAddress } from '../support/browser.js';
import { tabThrough, type FocusStop } from '../support/focus-visibility.js';
import { forwardReport, lastShareId, sampleMessage } from '../support/forwards.js';
import { givenCategory, givenReport } from '../support/report-fixtures.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

const MAX_TABS = 60;
const MAX_BACK_TABS = 15;
const laptop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };

interface Screen {
  name: string;
  /** The path, or how to reach it (a report page is reached from a list). */
  open: string | ((page: Page) => Promise<void>);
  /** A text that shows the screen has loaded. */
  shown: string | RegExp;
}

const staffScreens: Screen[] = [
  { name: 'Panel główny', open: paths.dashboard, shown: 'Nowe zgłoszenia' },
  { name: 'Nowe', open: paths.newReports, shown: reportColumnTexts.show },
  { name: 'Otwarte', open: paths.openReports, shown: reportColumnTexts.archive },
  { name: 'Archiwalne', open: paths.archivedReports, shown: reportColumnTexts.delete },
  { name: 'Wszystkie', open: paths.allReports, shown: 'Archiwalne zgłoszenia' },
  { name: 'Wiadomości', open: paths.messages, shown: reportColumnTexts.read },
  { name: 'Użytkownicy', open: paths.users, shown: 'Użytkownicy rozpatrujący zgłoszenia' },
  { name: 'Kategorie', open: paths.categories, shown: 'Zgłoszenia wewnętrzne' },
  {
    // A long dialog with a sticky header and sticky Save/Cancel.
    name: 'Kategorie: edycja kategorii',
    open: async (page) => {
      await page.goto(`${origin}${paths.categories}`);
      await page.getByRole('button', { name: 'Edytuj' }).first().click();
      await page.getByRole('dialog', { name: 'Edycja kategorii' }).getByRole('button', { name: 'Zapisz' }).waitFor();
    },
    shown: 'Edycja kategorii',
  },
  { name: 'Rejestr zgłoszeń', open: paths.register, shown: reportColumnTexts.show },
  { name: 'Statystyki', open: paths.statistics, shown: statisticsTexts.title },
  { name: 'Ustawienia', open: paths.settings, shown: authTexts.changePasswordTitle },
  { name: 'Log systemowy', open: paths.logs, shown: logTexts.checkIntegrity },
  { name: 'Subskrypcja', open: paths.subscription, shown: 'Cennik' },
  { name: 'Zamówienia', open: paths.orders, shown: 'Zamówienia' },
  { name: 'Zgłoszenie telefoniczne', open: paths.phoneReport, shown: phoneReportTexts.intro },
  {
    name: 'Zgłoszenie',
    open: async (page) => {
      await page.goto(`${origin}${paths.openReports}`);
      const show = page.getByRole('link', { name: reportColumnTexts.show }).first();
      const href = await show.getAttribute('href');
      await page.goto(`${origin}${href}`);
    },
    shown: reportPageTexts.basicInfo,
  },
];

const share = { id: '' };

const reporterScreens: Screen[] = [
  { name: 'Formularz zgłoszenia', open: paths.form(demo.alias), shown: formTexts.pageTitle },
  { name: 'Skrzynka: logowanie', open: paths.inboxLogin, shown: inboxTexts.loginTitle },
  {
    name: 'Skrzynka: logowanie zgłoszenia telefonicznego',
    open: paths.inboxPhoneLogin,
    shown: inboxTexts.phoneLoginTitle,
  },
  {
    name: 'Skrzynka: zgłoszenie i korespondencja',
    open: async (page) => {
      await page.goto(`${origin}${paths.inboxLogin}`);
      await page.getByLabel(new RegExp(`^${inboxTexts.identifier}`)).fill(demo.inboxIdentifier);
      await page.getByLabel(new RegExp(`^${inboxTexts.password}`)).fill(demo.inboxPassword);
      await page.getByRole('button', { name: inboxTexts.login }).click();
      await page.getByRole('region', { name: inboxTexts.conversation }).waitFor({ timeout: 60_000 });
      // Tabbing starts from the top of the page, as after opening it.
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
    },
    shown: inboxTexts.conversation,
  },
  {
    name: 'Pobieranie plików (organ zewnętrzny)',
    open: async (page) => {
      await page.goto(`${origin}${paths.external}?share=${share.id}`);
    },
    shown: externalTexts.title,
  },
];

let browser: Browser;
const contexts: BrowserContext[] = [];
const problems: string[] = [];

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    locale: 'pl-PL',
    viewport,
    reducedMotion: 'reduce',
    extraHTTPHeaders: ownClientAddress(),
  });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return page;
}

/** A share of a report of an organisation of its own, as the forwarding modal makes one: the external page has its code and download. */
async function givenShare(): Promise<string> {
  const { email } = await registerOrganisation('Haslo-Fokusu-Organu-1');
  const admin = await logInAndUnlock(email, 'Haslo-Fokusu-Organu-1');
  const category = await givenCategory(admin.session.customerId, {
    users: [{ userId: admin.session.id, canResponse: true }],
  });
  const report = await givenReport(category, { state: reportState.open });
  const authority = uniqueEmail('organ-fokus');
  await forwardReport(admin.client, report.reportId, sampleMessage(authority));
  return lastShareId(authority);
}

async function logInAsDemoAdmin(page: Page): Promise<void> {
  await page.goto(`${origin}${paths.login}`);
  await page.getByRole('textbox', { name: authTexts.email }).fill(demo.adminEmail);
  await page
    .getByLabel(/^Hasło/)
    .first()
    .fill(demo.adminPassword);
  await page.getByRole('button', { name: authTexts.login, exact: true }).click();
  await enterDemoAdminCode(page);
  await page.waitForURL(`${origin}${paths.dashboard}`, { timeout: 60_000 });
}

/** Opens the screen, waits until it shows, tabs down through it and a little way back up. */
async function tabThroughScreen(page: Page, screen: Screen): Promise<{ down: FocusStop[]; up: FocusStop[] }> {
  if (typeof screen.open === 'string') await page.goto(`${origin}${screen.open}`);
  else await screen.open(page);
  await page.getByText(screen.shown).first().waitFor();
  await page.waitForLoadState('networkidle');
  const down = await tabThrough(page, MAX_TABS);
  const up = await tabThrough(page, MAX_BACK_TABS, 'Shift+Tab');
  return { down, up };
}

/** The hidden stops as one line each, so that a failure names the control and what hid it. */
const hiddenStops = ({ down, up }: { down: FocusStop[]; up: FocusStop[] }) => [
  ...down.filter((stop) => stop.hidden).map((stop) => `Tab ${stop.tab}: ${stop.control} — ${stop.hidden}`),
  ...up.filter((stop) => stop.hidden).map((stop) => `then Shift+Tab ${stop.tab}: ${stop.control} — ${stop.hidden}`),
];

beforeAll(async () => {
  [browser, share.id] = await Promise.all([launchChromium(), givenShare()]);
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

describe('a focused control is never hidden under a fixed or sticky element (WCAG 2.2, 2.4.11)', () => {
  describe('the back-office at 1366 × 768, as the demo administrator', () => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage(laptop);
      await logInAsDemoAdmin(page);
    }, 90_000);

    it.each(staffScreens.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
      const stops = await tabThroughScreen(page, screen);
      expect(stops.down.length, 'Tab reaches the controls').toBeGreaterThan(5);
      expect(hiddenStops(stops)).toEqual([]);
    });
  });

  describe.each([
    { size: '1366 × 768', viewport: laptop },
    { size: 'a 390 × 844 phone', viewport: phone },
  ])("the reporter's pages at $size", ({ viewport }) => {
    let page: Page;
    beforeAll(async () => {
      page = await newPage(viewport);
    });

    it.each(reporterScreens.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
      const stops = await tabThroughScreen(page, screen);
      expect(stops.down.length, 'Tab reaches the controls').toBeGreaterThan(1);
      expect(hiddenStops(stops)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
});
