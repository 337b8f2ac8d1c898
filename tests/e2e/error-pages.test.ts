/**
 * Every error page has a way out, in headless Chromium against the whole local product: a used
 * activation link, a used reset link, an unknown form alias and an unknown address each explain
 * themselves and offer the next step; a logged-in user keeps the back-office menu.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts } from '@shared/messages/auth.js';
import { errorPageTexts } from '@shared/messages/error-pages.js';
import { demo } from '../../local/config.js';
import { registerOrganisation } from '../support/accounts.js';
import { enterDemoAdminCode } from '../support/demo-admin.js';
import { launchChromium } from '../support/browser.js';
import { lastLinkToken } from '../support/outbox.js';
import { TestClient } from '../support/api-client.js';
import { requestPasswordReset } from '@shared/contracts/index.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'pl-PL' });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const heading = () => page.getByRole('heading', { level: 1, name: 'Brak wskazanej strony' });

describe('error pages with a way out', () => {
  it('a used activation link explains itself, without a status code, and offers a new link', async () => {
    const { email } = await registerOrganisation();
    await page.goto(`${origin}/registration/${await lastLinkToken(email, '/registration/')}`);
    await heading().waitFor();
    await page.getByText(errorPageTexts.activationLink).waitFor();
    expect((await page.getByRole('alert').textContent())?.trim()).toBe(authTexts.linkInvalid);
    await page.getByRole('link', { name: errorPageTexts.newActivationLink }).click();
    await page.getByRole('button', { name: 'Rejestruj' }).waitFor();
  });

  it('a used reset link offers to ask for a new one', async () => {
    const { email } = await registerOrganisation();
    await new TestClient().call(requestPasswordReset, { body: { email } });
    const token = await lastLinkToken(email, '/reset/');
    await page.goto(`${origin}/reset/${token}x`);
    await page.getByText(errorPageTexts.resetLink).waitFor();
    await page.getByRole('link', { name: errorPageTexts.newResetLink }).click();
    await page.waitForURL(`${origin}/resetpassword`);
  });

  it('an unknown form alias says what to do and leads to the reporter inbox', async () => {
    await page.goto(`${origin}/form/nie-ma-takiej-organizacji`);
    await page.getByText(errorPageTexts.form).waitFor();
    await page.getByRole('link', { name: errorPageTexts.goToInbox }).click();
    await page.waitForURL(`${origin}/inboxlogin`);
  });

  it('an unknown address offers the login to a visitor, and keeps the menu with the way to the dashboard for a logged-in user', async () => {
    await page.goto(`${origin}/nie-ma-takiej-strony`);
    await page.getByText(errorPageTexts.unknownPage).waitFor();
    await page.getByRole('link', { name: errorPageTexts.goToLogin }).click();

    await page.getByRole('textbox', { name: 'E-mail' }).fill(demo.adminEmail);
    await page
      .getByLabel(/^Hasło/)
      .first()
      .fill(demo.adminPassword);
    await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
    await enterDemoAdminCode(page);
    await page.waitForURL(`${origin}/dashboard`);

    await page.goto(`${origin}/nie-ma-takiej-strony`);
    await page.getByText(errorPageTexts.unknownPageStaff).waitFor();
    await page.getByRole('button', { name: 'Wyloguj' }).waitFor();
    await page.getByRole('navigation').first().waitFor();
    await page.getByRole('link', { name: errorPageTexts.backToDashboard }).click();
    await page.waitForURL(`${origin}/dashboard`);
  });
});
