/**
 * The end of the reporter's inbox session in a real browser, on the demo's reports, with the
 * page's clock driven by Playwright (nothing in the product is switched for tests): the countdown
 * stays on screen however far the reporter scrolls, on a phone and on a desktop, and never hides
 * the control in focus; a minute before the end it warns with a large 'Przedłuż' (typing does not
 * extend the session); at zero the reporter is at the login, and what they were writing — the
 * text and a chosen file — is back after logging in again with the same identifier, and gone
 * after 'Wyloguj' or another identifier's login.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationTexts, inboxTexts } from '@shared/messages/conversation.js';
import { demo } from '../../local/config.js';
import { BrowserPages, field } from '../support/browser.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;
const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 640 } };
const written = { text: 'Faktura nr 7 też była fikcyjna — zażółć gęślą jaźń.', fileName: 'faktura-7.txt' };

let pages: BrowserPages;

beforeAll(async () => {
  pages = await BrowserPages.launch();
});

afterAll(() => pages?.close());

/** A page of its own (its own client address, as every page of `BrowserPages`), its clock Playwright's. */
async function openPage(options: BrowserContextOptions): Promise<Page> {
  const page = await pages.open(options);
  await page.clock.install();
  return page;
}

/** Logs in with the demo report's identifier and password, or the demo phone report's identifier and number. */
async function logIn(page: Page, who: 'report' | 'phone report') {
  if (who === 'report') {
    if (!page.url().endsWith('/inboxlogin')) await page.goto(`${origin}/inboxlogin`);
    await page.getByLabel(field(inboxTexts.identifier)).fill(demo.inboxIdentifier);
    await page.getByLabel(field(inboxTexts.password)).fill(demo.inboxPassword);
  } else {
    await page.goto(`${origin}/inboxphonelogin`);
    await page.getByLabel(field(inboxTexts.phoneIdentifier)).fill(demo.phoneInboxIdentifier);
    await page.getByLabel(field(inboxTexts.phone)).fill(demo.phoneInboxNumber);
  }
  await page.getByRole('button', { name: inboxTexts.login }).click();
  await page.getByRole('region', { name: inboxTexts.writeMessage }).waitFor({ timeout: 60_000 });
}

const messageBox = (page: Page) =>
  page.getByRole('region', { name: inboxTexts.writeMessage }).getByLabel(inboxTexts.messageText);
const sessionBar = (page: Page) => page.getByRole('region', { name: inboxTexts.sessionBar });

/** The countdown is on screen, in its upper half. */
async function expectCountdownOnScreen(page: Page) {
  const timer = (await page.getByRole('timer').boundingBox())!;
  expect(timer.y).toBeGreaterThanOrEqual(0);
  expect(timer.y + timer.height).toBeLessThan(page.viewportSize()!.height / 2);
}

async function write(page: Page) {
  await messageBox(page).fill(written.text);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: written.fileName, mimeType: 'text/plain', buffer: Buffer.from('kwoty') });
  await page.getByText(written.fileName).waitFor();
}

/** The countdown's zero: the reporter is at the login, told what happened. */
async function letTheSessionEnd(page: Page, notice: string) {
  await page.clock.fastForward('15:01');
  await page.getByRole('button', { name: inboxTexts.login }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/inboxlogin');
  await page.getByText(notice).waitFor();
}

/** Where the session bar is and where the focused element is, in the viewport (px). */
const barAndFocus = (page: Page) =>
  page.evaluate((barName) => {
    const barElement = document.querySelector(`section[aria-label="${barName}"]`)!;
    const focused = document.activeElement!;
    const [bar, box] = [barElement.getBoundingClientRect(), focused.getBoundingClientRect()];
    return {
      barTop: bar.top,
      barBottom: bar.bottom,
      focusTop: box.top,
      inBar: barElement.contains(focused),
      what: focused.outerHTML.slice(0, 100),
    };
  }, inboxTexts.sessionBar);

/**
 * From the message box back to the top with Shift+Tab (each control scrolled into view above
 * the one before): the bar stays on screen, and each focused control is below it, never under it.
 */
async function tabUpThroughTheInbox(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 200)).toBe(true);
  await messageBox(page).focus();
  for (let step = 0; step < 40; step += 1) {
    const seen = await barAndFocus(page);
    expect(seen.barTop).toBeGreaterThanOrEqual(0);
    if (seen.inBar) return;
    expect(seen.focusTop, seen.what).toBeGreaterThanOrEqual(seen.barBottom);
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error('Shift+Tab never reached the session bar');
}

describe('the inbox session on a phone (browser, page clock)', () => {
  let page: Page;

  it('keeps the countdown on screen however far the reporter scrolls, and never over the control in focus', async () => {
    page = await openPage(phone);
    await logIn(page, 'report');
    await messageBox(page).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expectCountdownOnScreen(page);
    await expect.poll(() => page.getByRole('timer').innerText()).toMatch(/^Wylogowanie za 1[45]:\d\d$/);
    await tabUpThroughTheInbox(page);
  });

  it("warns a minute before the end with a large 'Przedłuż'; typing does not extend the session", async () => {
    await write(page);
    expect(await page.getByRole('alert').filter({ hasText: inboxTexts.sessionEndingSoon }).count()).toBe(0);
    await page.clock.fastForward('14:00');
    const warning = sessionBar(page).getByRole('alert');
    await warning.filter({ hasText: inboxTexts.sessionEndingSoon }).waitFor();
    await expect.poll(() => page.getByRole('timer').innerText()).toMatch(/^Wylogowanie za 00:\d\d$/);
    const extend = await sessionBar(page).getByRole('button', { name: inboxTexts.extend }).boundingBox();
    expect(extend!.height).toBeGreaterThanOrEqual(44);
    await messageBox(page).pressSequentially(' Dopisane.');
    await page.clock.fastForward('00:05');
    await expect.poll(() => page.getByRole('timer').innerText()).toMatch(/^Wylogowanie za 00:\d\d$/);
    // The warning is in the bar, on screen at the message box too.
    await expectCountdownOnScreen(page);
    expect((await warning.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  });

  it('at zero the login says the message waits; the same identifier finds its text and file again', async () => {
    await letTheSessionEnd(page, inboxTexts.sessionEndedDraftKept);
    await logIn(page, 'report');
    expect(await messageBox(page).inputValue()).toBe(`${written.text} Dopisane.`);
    await page.getByRole('region', { name: inboxTexts.writeMessage }).getByText(written.fileName).waitFor();
    await page.getByText(inboxTexts.draftRestored).waitFor();
  });

  it("'Wyloguj' drops it", async () => {
    await page.getByRole('button', { name: inboxTexts.logout }).click();
    await page.getByRole('button', { name: inboxTexts.login }).waitFor();
    await logIn(page, 'report');
    expect(await messageBox(page).inputValue()).toBe('');
    expect(await page.getByText(written.fileName).count()).toBe(0);
  });

  it("another identifier's login never shows it, and drops it", async () => {
    await write(page);
    await letTheSessionEnd(page, inboxTexts.sessionEndedDraftKept);
    await logIn(page, 'phone report');
    expect(await messageBox(page).inputValue()).toBe('');
    expect(await page.getByText(written.fileName).count()).toBe(0);
    await letTheSessionEnd(page, inboxTexts.sessionEnded);
    await logIn(page, 'report');
    expect(await messageBox(page).inputValue()).toBe('');
    expect(await page.getByText(written.fileName).count()).toBe(0);
    expect(pages.problems).toEqual([]);
  });
});

describe('the inbox session on a desktop (browser)', () => {
  it('keeps the countdown on screen however far the reporter scrolls, and never over the control in focus', async () => {
    const page = await openPage(desktop);
    await logIn(page, 'report');
    await page.getByRole('button', { name: inboxTexts.showReport }).click();
    await page.getByRole('button', { name: inboxTexts.hideReport }).waitFor();
    await page.getByRole('button', { name: conversationTexts.send }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expectCountdownOnScreen(page);
    await tabUpThroughTheInbox(page);
    await page.getByRole('button', { name: inboxTexts.logout }).click();
    await page.getByRole('button', { name: inboxTexts.login }).waitFor();
  });
});
