/**
 * The help site ('Pomoc'), in headless Chromium against the built site: `/pomoc` answers with the
 * guide as a document of its own (no app, the site's CSP kept), every link between its pages
 * leads to a page, an unknown page is the app's 'not found', and the public form's 'Pomoc' opens
 * the reporter's guide in a new tab while the typed report stays where it was.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpDocuments } from '@shared/domain/documents.js';
import { helpPath } from '@shared/domain/help-pages.js';
import { errorPageTexts } from '@shared/messages/error-pages.js';
import { formTexts } from '@shared/messages/form.js';
import { helpTexts } from '@shared/messages/help.js';
import { demo } from '../../local/config.js';
import { launchChromium } from '../support/browser.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

let browser: Browser;
let context: BrowserContext;
let page: Page;
/** What the browser reported as an error (a CSP violation is one) since the last `openPage`. */
let consoleErrors: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'pl-PL' });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function openPage(path: string) {
  consoleErrors = [];
  const response = await page.goto(`${origin}${path}`);
  if (!response) throw new Error(`no answer for ${path}`);
  return response;
}

const mainHeading = () => page.getByRole('main').getByRole('heading', { level: 1 });

describe('the help site', () => {
  it('/pomoc answers with the guide: its own document, no script, styled within the CSP', async () => {
    const response = await openPage(helpPath());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(await page.title()).toBe(helpTexts.siteName);
    expect(await mainHeading().textContent()).toBe('Pomoc');
    await page.getByRole('link', { name: 'Terminy z ustawy' }).first().waitFor();
    expect(await page.locator('script').count()).toBe(0);
    // The stylesheet applied: the skip link is moved out of view until focused.
    expect((await page.getByRole('link', { name: helpTexts.skipToContent }).boundingBox())!.y).toBeLessThan(0);
    expect(consoleErrors).toEqual([]);
  });

  it('links between the pages lead from the index to a page, between pages, and back', async () => {
    await openPage(helpPath());
    await page.getByRole('main').getByRole('link', { name: 'Terminy z ustawy' }).click();
    await page.waitForURL(`${origin}${helpPath('terminy')}`);
    expect(await mainHeading().textContent()).toBe('Terminy z ustawy');
    expect(await page.title()).toBe(helpTexts.title('Terminy z ustawy'));
    const navigation = page.getByRole('navigation', { name: helpTexts.navigation });
    expect(await navigation.getByRole('link', { name: 'Terminy z ustawy' }).getAttribute('aria-current')).toBe('page');

    await navigation.getByRole('link', { name: 'Utrata hasła lub klucza' }).click();
    await page.waitForURL(`${origin}${helpPath('utrata-klucza')}`);
    await page.getByRole('main').getByRole('link', { name: 'Użytkownicy i klucze' }).click();
    await page.waitForURL(`${origin}${helpPath('uzytkownicy-i-klucze')}`);
    expect(await mainHeading().textContent()).toBe('Użytkownicy i klucze');

    await page.getByRole('banner').getByRole('link', { name: helpTexts.siteName }).click();
    await page.waitForURL(`${origin}${helpPath()}`);
    expect(consoleErrors).toEqual([]);
  });

  it('every link on every help page leads to a help page that answers', async () => {
    const targets = new Set<string>();
    for (const { route } of helpDocuments) {
      await openPage(route);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      for (const href of hrefs) targets.add(href.replace(/#.*$/, ''));
    }
    expect([...targets].sort()).toEqual(helpDocuments.map(({ route }) => route).sort());
    for (const target of targets) {
      const response = await openPage(target);
      expect(response.status(), target).toBe(200);
      expect(await page.getByRole('banner').textContent(), target).toBe(helpTexts.siteName);
    }
  });

  it('an unknown help page is the app’s page that was not found', async () => {
    await openPage(`${helpPath()}/nie-ma-takiej-strony`);
    await page.getByText(errorPageTexts.unknownPage).waitFor();
  });

  it('the public form’s Pomoc opens the reporter’s guide in a new tab; the typed report stays', async () => {
    const form = await context.newPage();
    form.setDefaultTimeout(20_000);
    await form.goto(`${origin}/form/${demo.alias}`);
    const description = form.getByLabel(/^Opis naruszenia prawa/);
    await description.fill('Faktury wystawiane bez dostawy towaru');

    const [guide] = await Promise.all([
      context.waitForEvent('page'),
      form.getByRole('link', { name: new RegExp(`^${formTexts.help}`) }).click(),
    ]);
    await guide.waitForURL(`${origin}${helpPath('dla-zglaszajacego')}`);
    await guide.getByRole('heading', { level: 1, name: 'Jak bezpiecznie wysłać zgłoszenie' }).waitFor();
    await guide.close();

    expect(form.url()).toBe(`${origin}/form/${demo.alias}`);
    expect(await description.inputValue()).toBe('Faktury wystawiane bez dostawy towaru');
    await form.close();
  });
});
