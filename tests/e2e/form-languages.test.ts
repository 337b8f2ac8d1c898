/**
 * The public form and the inbox in Ukrainian and English in a real browser against the whole
 * local product: a browser that asks for Ukrainian gets the demo organisation's form in Ukrainian,
 * with no text of the Polish catalogue left on the screen (a script walks every text node and
 * every accessible name), nor any of the organisation's own Polish texts, which the demo translated
 * (category names, labels, options); fills it in and sends it, choosing an option in the language
 * while the report stores the organisation's Polish one, then logs into the inbox, reads the
 * organisation's reply and writes back, still with no Polish text of ours (the inbox shows the report
 * as stored, in the organisation's Polish); a Polish browser opens `?lang=en` in English and does the same.
 * axe finds nothing on the form in either.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReportContent, sendReply } from '@shared/contracts/index.js';
import { normaliseReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { openReportAsOrganisation } from '@shared/crypto/submission.js';
import { clientErrorMessages } from '@shared/messages/client-errors.js';
import { commonTexts } from '@shared/messages/common.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import * as en from '@shared/messages/en/index.js';
import { fieldValueTexts } from '@shared/messages/field-values.js';
import { fileTexts } from '@shared/messages/files.js';
import { formFollowUpTexts } from '@shared/messages/form-follow-up.js';
import { sentTexts } from '@shared/messages/form-sent.js';
import { formTexts } from '@shared/messages/form.js';
import { inboxReportTexts, messageTexts, phoneProtocolTexts } from '@shared/messages/inbox-report.js';
import * as uk from '@shared/messages/uk/index.js';
import { getReportByIdentifier, openReportWrites } from '../../functions/data/reports.js';
import { transact } from '../../functions/data/transact.js';
import { demo } from '../../local/config.js';
import { demoCategoryInput } from '../../local/demo-categories.js';
import { typedOptions } from '@shared/contracts/categories/schemas.js';
import { labelText } from '@shared/domain/label-markup.js';
import { field, launchChromium, ownClientAddress } from '../support/browser.js';
import { logInDemoAdmin } from '../support/demo-admin.js';
import { encryptMessage } from '../support/inbox.js';
import { testRuntime } from '../support/test-runtime.js';
import { axeViolations } from '../support/axe.js';

const origin = testRuntime.origin;

/**
 * Every Polish text of the catalogues the form and the inbox show, as pieces a screen could hold: a text as it
 * is, a text made by a function as the parts around its arguments. Pieces shorter than 6
 * characters count only as a whole text node (so 'Hasło' is caught, a syllable is not); pieces
 * without a letter do not count.
 */
function polishPieces(): string[] {
  const hole = '\u0001';
  const catalogues = [
    formTexts,
    sentTexts,
    formFollowUpTexts,
    fieldValueTexts,
    fileTexts,
    clientErrorMessages,
    inboxTexts,
    inboxReportTexts,
    messageTexts,
    phoneProtocolTexts,
  ];
  const texts = catalogues.flatMap((catalogue) =>
    Object.values(catalogue as Record<string, unknown>).flatMap((value): string[] => {
      if (typeof value === 'string') return [value];
      if (Array.isArray(value)) return value as string[];
      if (typeof value === 'function') {
        const call = (args: unknown[]) => String((value as (...a: unknown[]) => unknown)(...args));
        const args = Array.from({ length: value.length }, () => hole);
        let made: string;
        try {
          made = call(args);
        } catch {
          made = call(args.map(() => [hole]));
        }
        return made.split(hole);
      }
      return [];
    }),
  );
  // A piece without a letter ('%', ': ') says nothing of a language; 'Status' is English as it is Polish.
  return [
    ...new Set(
      [...texts, commonTexts.loading]
        .map((text) => text.trim())
        .filter((text) => /\p{L}/u.test(text) && text !== inboxTexts.status),
    ),
  ];
}

/** The demo organisation's own Polish texts (category names, labels, options): translated, none shows in uk or en. */
function organisationPieces(): string[] {
  const categories = [demoCategoryInput('internal'), demoCategoryInput('external')];
  return categories.flatMap((category) => [
    category.name,
    ...category.fields.flatMap((element) => [labelText(element.label), ...typedOptions(element.options)]),
  ]);
}

/** Every text a person sees or hears on the page: text nodes, and the names and hints of elements. */
function textsOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim();
      if (text) seen.push(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name)?.trim();
        if (value) seen.push(value);
      }
    }
    seen.push(document.title);
    return seen;
  });
}

/**
 * The Polish pieces still on the screen (none, when the page is translated); on the form, the organisation's
 * texts too.
 */
async function polishLeft(page: Page, { organisation = false } = {}): Promise<string[]> {
  const pieces = [...polishPieces(), ...(organisation ? organisationPieces() : [])];
  const texts = await textsOnScreen(page);
  return texts.filter((text) => pieces.some((piece) => text === piece || (piece.length >= 6 && text.includes(piece))));
}

let browser: Browser;
let admin: Awaited<ReturnType<typeof logInDemoAdmin>>;
const problems: string[] = [];

beforeAll(async () => {
  [browser, admin] = await Promise.all([launchChromium(), logInDemoAdmin()]);
});

/**
 * The organisation opens the report (its acknowledgement) and replies, through the API as its browser would; what
 * staff read of each field (its label as the report keeps it, the value decrypted) comes back.
 */
async function replyAsOrganisation(identifier: string, text: string): Promise<Record<string, string>> {
  const report = (await getReportByIdentifier(normaliseReporterIdentifier(identifier)))!;
  await transact(openReportWrites(report, new Date().toISOString()));
  const content = await admin.client.call(getReportContent, { params: { reportId: report.reportId } });
  const { reportKey, fields } = await openReportAsOrganisation(admin.organisationPrivateKey, admin.kid, content.body);
  const messageId = crypto.randomUUID();
  const body = await encryptMessage(report, reportKey, messageId, 'staff', text);
  const sent = await admin.client.call(sendReply, {
    params: { reportId: report.reportId },
    body: { messageId, body, feedback: false },
  });
  expect(sent.status).toBe(200);
  return Object.fromEntries(
    content.body.fieldDefs.map((def) => [def.label, fields.find((f) => f.fieldId === def.id)?.value ?? '']),
  );
}
afterAll(async () => {
  await browser?.close();
});

async function open(locale: string, path: string): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: ownClientAddress(),
    locale,
    timezoneId: 'Europe/Warsaw',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${origin}${path}`);
  return page;
}

/** The internal category's description label, its select's label and first option, in `language`. */
function internalTexts(language: 'uk' | 'en') {
  const [describe, , , previously] = demoCategoryInput('internal').fields;
  return {
    description: describe!.translations![language]!.label!,
    previously: previously!.translations![language]!.label!,
    no: typedOptions(previously!.translations![language]!.options)[0]!,
    polishNo: typedOptions(previously!.options)[0]!,
  };
}

describe.each([
  {
    language: 'uk' as const,
    locale: 'uk-UA',
    path: `/form/${demo.alias}`,
    texts: uk,
    description: 'Бухгалтерія виставляє фіктивні рахунки.',
    inboxLogin: '/inboxlogin',
    reply: 'Дякуємо. Чи можете надіслати копії рахунків?',
    message: 'Так, надішлю їх завтра.',
  },
  {
    language: 'en' as const,
    locale: 'pl-PL',
    path: `/form/${demo.alias}?lang=en`,
    texts: en,
    description: 'Invoices are issued for goods never delivered.',
    inboxLogin: '/inboxlogin?lang=en',
    reply: 'Thank you. Could you send copies of the invoices?',
    message: 'Yes, I will send them tomorrow.',
  },
])(
  'the public form in $language ($locale browser, $path)',
  { timeout: 90_000 },
  ({ language, locale, path, texts, description, inboxLogin, reply, message }) => {
    let page: Page;
    const shown = { identifier: '', password: '' };
    const organisation = internalTexts(language);

    it('shows every text of the form in the language, none of the Polish catalogue, and <html lang> says so', async () => {
      page = await open(locale, path);
      await page.getByRole('heading', { level: 1, name: texts.formTexts.pageTitle }).waitFor();
      await page.getByText(demo.organisationName).first().waitFor();
      await page.getByLabel(field(organisation.description)).waitFor();
      // The folded guide opened, so that its steps count too.
      await page.getByText(texts.formTexts.helpTitle).click();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await polishLeft(page, { organisation: true })).toEqual([]);
    });

    it('axe finds no violation', async () => {
      expect(await axeViolations(page)).toEqual([]);
    });

    it('a field left wrong says so in the language; filled in, the report is sent and the success modal speaks it too', async () => {
      const descriptionField = page.getByLabel(field(organisation.description));
      await page.getByRole('button', { name: texts.formTexts.send }).click();
      await page.getByText(texts.formTexts.formInvalid).waitFor();
      await page.getByText(texts.formTexts.minLength4).first().waitFor();

      await descriptionField.fill(description);
      // The reporter picks the option in their language; its value is the organisation's Polish option.
      const previously = page.getByLabel(field(organisation.previously));
      expect(await previously.selectOption({ label: organisation.no })).toEqual([organisation.polishNo]);
      // The voice recorder's section comes after the first focus and moves the button (sendReportForm).
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: texts.formTexts.send }).click();
      const confirm = page.getByRole('dialog', { name: texts.sentTexts.confirmTitle });
      await confirm.getByText(texts.sentTexts.confirmText).waitFor();
      expect(await polishLeft(page, { organisation: true })).toEqual([]);
      await confirm.getByRole('button', { name: texts.sentTexts.confirmSend }).click();

      const success = page.getByRole('dialog', { name: texts.sentTexts.successTitle });
      await success.waitFor({ timeout: 30_000 });
      await success.getByText(texts.sentTexts.successWarning).waitFor();
      shown.identifier = (await success.getByTestId('report-identifier').innerText()).trim();
      shown.password = (await success.getByTestId('report-password').innerText()).trim();
      expect(shown.identifier).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
      await success.getByText(description).waitFor();
      await success.getByText(organisation.no, { exact: true }).waitFor();
      expect(await polishLeft(page, { organisation: true })).toEqual([]);

      await success.getByRole('checkbox', { name: texts.sentTexts.savedConfirm }).check();
      await success.getByRole('button', { name: texts.sentTexts.close }).click();
      await page.getByText(texts.formFollowUpTexts.sendAnother).waitFor();
      expect(await polishLeft(page, { organisation: true })).toEqual([]);
      expect(problems).toEqual([]);
    });

    it('logs into the inbox in the language, reads the organisation’s reply, writes back, and no Polish text of ours is left', async () => {
      // Staff read the organisation's Polish label and option, whatever language the reporter chose it in.
      const staffRead = await replyAsOrganisation(shown.identifier, reply);
      expect(staffRead[demoCategoryInput('internal').fields[3]!.label]).toBe(organisation.polishNo);
      const t = texts.inboxTexts;
      await page.goto(`${origin}${inboxLogin}`);
      await page.getByLabel(field(t.identifier)).fill(shown.identifier);
      await page.getByLabel(field(t.password)).fill(shown.password);
      await page.getByRole('button', { name: t.login }).click();
      await page.getByRole('region', { name: t.info }).waitFor({ timeout: 60_000 });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      const conversation = page.getByRole('region', { name: t.conversation });
      await conversation.getByText(reply).waitFor();
      await page.getByRole('region', { name: t.info }).getByText(texts.inboxReportTexts.stateOpen).waitFor();
      await page.getByRole('button', { name: t.showReport }).click();
      await page.getByText(description).waitFor();
      expect(await polishLeft(page)).toEqual([]);

      await page.getByRole('textbox', { name: t.messageText, exact: true }).fill(message);
      await page.getByRole('button', { name: texts.messageTexts.send }).click();
      await conversation.getByText(message).waitFor();
      await page
        .getByRole('region', { name: t.writeMessage })
        .getByRole('status')
        .filter({ hasText: t.messageSent })
        .waitFor();
      expect(await polishLeft(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  },
);
