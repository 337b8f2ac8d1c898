/**
 * The reporter never loses what was typed, on a phone (390 × 844) in headless Chromium against
 * the demo organisation's form: an empty send points at the first wrong field before any
 * question, switching category keeps the fields both categories have, leaving asks first, and
 * after sending the page says so, with the way to the inbox (the modal's 'Zamknij' in reach).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCategoryNames } from '@shared/domain/default-categories.js';
import { formTexts } from '@shared/messages/form.js';
import { sentTexts } from '@shared/messages/form-sent.js';
import { formFollowUpTexts } from '@shared/messages/form-follow-up.js';
import { demo } from '../../local/config.js';
import { field, launchChromium, ownClientAddress, sendReportForm } from '../support/browser.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;
const description = 'Opis naruszenia prawa (co się stało, kiedy i gdzie)';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({
    extraHTTPHeaders: ownClientAddress(),
    locale: 'pl-PL',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function openForm(): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${origin}/form/${demo.alias}`);
  await page.getByLabel(field(description)).waitFor();
  return page;
}

describe('the public form keeps what the reporter typed (phone)', () => {
  it('an empty send focuses the first wrong field and shows the messages before any confirmation', async () => {
    const page = await openForm();
    await page.getByRole('button', { name: formTexts.send }).click();
    await page.getByText(formTexts.formInvalid).waitFor();
    expect(await page.getByRole('dialog', { name: sentTexts.confirmTitle }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    expect(await page.getByLabel(field(description)).evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    await page.getByText('Pole wymagane - minimum 4 znaki').waitFor();
    await page.close();
  });

  it('switching category keeps the fields both categories have, after naming the ones that go', async () => {
    const page = await openForm();
    await page.getByLabel(field(description)).fill('Faktury wystawiane bez dostawy towaru');
    await page.getByLabel(field('Świadkowie i dowody')).fill('Kierownik magazynu');
    await page.getByLabel(field('Osoby, których dotyczy zgłoszenie')).fill('Dział zakupów');

    await page.getByLabel(field(formTexts.category)).selectOption({ label: defaultCategoryNames.external });
    const question = page.getByRole('dialog', { name: formFollowUpTexts.switchCategoryTitle });
    await question.getByText(formFollowUpTexts.switchCategoryText('„Osoby, których dotyczy zgłoszenie”')).waitFor();
    await question.getByRole('button', { name: formFollowUpTexts.switchCategoryConfirm }).click();

    await page.getByLabel(field('Podmiot, którego dotyczy zgłoszenie')).waitFor();
    expect(await page.getByLabel(field(description)).inputValue()).toBe('Faktury wystawiane bez dostawy towaru');
    expect(await page.getByLabel(field('Świadkowie i dowody')).inputValue()).toBe('Kierownik magazynu');
    await page.close();
  });

  it('asks before a link leaves the form with text not sent', async () => {
    const page = await openForm();
    await page.getByLabel(field(description)).fill('Faktury wystawiane bez dostawy towaru');
    await page.getByRole('link', { name: formTexts.inboxLogin }).click();
    const question = page.getByRole('dialog', { name: formFollowUpTexts.leaveTitle });
    await question.getByRole('button', { name: formFollowUpTexts.stay }).click();
    await question.waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${origin}/form/${demo.alias}`);
    expect(await page.getByLabel(field(description)).inputValue()).toBe('Faktury wystawiane bez dostawy towaru');
    await page.close();
  });

  it(
    'after sending, Zamknij is within reach and the page says the report went, with a link to the inbox',
    { timeout: 90_000 },
    async () => {
      const page = await openForm();
      await page.getByLabel(field(description)).fill('Faktury wystawiane bez dostawy towaru');
      await page.getByLabel(field('Czy ta sprawa była już przez Ciebie zgłaszana?')).selectOption('Nie');
      const { success, identifier } = await sendReportForm(page, 60_000);
      const heading = await success.getByRole('heading', { name: sentTexts.successTitle }).boundingBox();
      expect(heading?.y ?? -1).toBeGreaterThanOrEqual(0);
      await success.getByRole('checkbox', { name: sentTexts.savedConfirm }).check();
      const close = success.getByRole('button', { name: sentTexts.close });
      await close.scrollIntoViewIfNeeded();
      const box = await close.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= 844).toBe(true);
      await close.click();
      await success.waitFor({ state: 'detached' });

      const notice = page.getByRole('status').filter({ hasText: formFollowUpTexts.sentIdentifier(identifier) });
      await notice.waitFor();
      await notice.getByRole('link', { name: formFollowUpTexts.sentInboxLink }).click();
      await page.waitForURL(`${origin}/inboxlogin`);
      await page.close();
    },
  );
});
