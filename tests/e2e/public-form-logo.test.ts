/**
 * The public form's header with a wide organisation logo, in headless Chromium against the whole
 * local product, on a 390 × 844 phone (the reporter's usual device) and a 1366 × 768 laptop: a
 * 400 × 120 PNG logo, as Settings stores it, must not make the page wider than the window (it made
 * a 390 px page 448 px wide): the header wraps, the logo is capped, and the logo, the title and
 * the organisation's name all lie inside the window.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeLogoUpload, startLogoUpload } from '@shared/contracts/index.js';
import { formTexts } from '@shared/messages/form.js';
import { paths } from '../../web/src/config/paths.js';
import { logInAndUnlock, registerOrganisation } from '../support/accounts.js';
import { launchChromium } from '../support/browser.js';
import { solidPng } from '../support/png.js';
import { givenCategory } from '../support/report-fixtures.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

const organisation = { alias: '', name: '' };
let browser: Browser;
const contexts: BrowserContext[] = [];
const problems: string[] = [];

/** An organisation whose main administrator put a 400 × 120 logo in Settings, with one category on its form. */
async function givenOrganisationWithWideLogo(): Promise<void> {
  const { email } = await registerOrganisation('Haslo-Szerokiego-Logo-1');
  const { client, session } = await logInAndUnlock(email, 'Haslo-Szerokiego-Logo-1');
  const logo = solidPng(400, 120);
  const slot = await client.call(startLogoUpload, { body: { size: logo.length } });
  if (slot.status !== 200) throw new Error(`start-logo-upload: ${slot.status}`);
  const put = await fetch(slot.body.uploadUrl, { method: 'PUT', headers: slot.body.headers, body: Buffer.from(logo) });
  if (!put.ok) throw new Error(`logo upload: ${put.status}`);
  const done = await client.call(completeLogoUpload, { params: { fileId: slot.body.fileId } });
  if (done.status !== 200) throw new Error(`complete-logo-upload: ${done.status}`);
  await givenCategory(session.customerId, { name: 'Zgłoszenia wewnętrzne' });
  organisation.alias = session.customerAlias;
  organisation.name = session.customerName;
}

beforeAll(async () => {
  [browser] = await Promise.all([launchChromium(), givenOrganisationWithWideLogo()]);
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
});

async function openForm(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ locale: 'pl-PL', viewport });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto(`${origin}${paths.form(organisation.alias)}`);
  await page.getByRole('img', { name: formTexts.organisationLogo(organisation.name) }).waitFor();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
  return page;
}

/** Where a thing lies, rounded to whole pixels. */
async function boxOf(page: Page, locator: ReturnType<Page['getByRole']>) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return {
    left: Math.round(box.x),
    right: Math.round(box.x + box.width),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
}

describe('the public form with a wide logo (browser)', () => {
  it.each([
    { size: 'a 390 × 844 phone', viewport: { width: 390, height: 844 } },
    { size: 'a 1366 × 768 laptop', viewport: { width: 1366, height: 768 } },
  ])(
    'on $size the page is no wider than the window, and the logo, the title and the name lie inside it',
    async ({ viewport }) => {
      const page = await openForm(viewport);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, 'the page scrolls sideways').toBeLessThanOrEqual(viewport.width);

      const logo = await boxOf(page, page.getByRole('img', { name: formTexts.organisationLogo(organisation.name) }));
      const title = await boxOf(page, page.getByRole('heading', { level: 1, name: formTexts.pageTitle }));
      const name = await boxOf(page, page.getByText(organisation.name, { exact: true }));
      for (const [what, box] of Object.entries({ logo, title, name })) {
        expect(box.left, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${what} ends inside the window`).toBeLessThanOrEqual(viewport.width);
      }
      // Capped, never stretched: the logo keeps its 10:3 shape and is at most 64 px high.
      expect(logo.height).toBeLessThanOrEqual(64);
      expect(Math.abs(logo.width / logo.height - 400 / 120)).toBeLessThan(0.1);
      expect(problems).toEqual([]);
    },
  );
});
