/**
 * The reporter inbox in a real browser against the whole local runtime with the real crypto:
 * a report sent through /form/demo-firma → the inbox login with the identifier and password from the
 * success modal → the organisation's automatic acknowledgement ('Reguły') first in the conversation →
 * the report decrypted in the browser → a message with a file → staff (through the API, as the
 * organisation's browser would) see the marker, read, reply with a file → the
 * reporter reads the reply, sees the acknowledgement and downloads the file decrypted; the
 * countdown logs out at zero and 'Przedłuż' resets it (Playwright's clock drives the page's time:
 * nothing in the product is switched for tests); the sixth wrong password is refused.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeReplyFileUpload,
  downloadReportFile,
  getReportContent,
  listReportMessages,
  listReportsWithNewMessages,
  sendReply,
  startReplyFileUpload,
} from '@shared/contracts/index.js';
import { normaliseReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { openReportAsOrganisation } from '@shared/crypto/submission.js';
import { defaultCategoryFields } from '@shared/domain/default-categories.js';
import { conversationTexts, inboxTexts } from '@shared/messages/conversation.js';
import { formTexts } from '@shared/messages/form.js';
import { getReportByIdentifier, openReportWrites } from '../../functions/data/reports.js';
import { transact } from '../../functions/data/transact.js';
import { demo } from '../../local/config.js';
import { BrowserPages, field, sendReportForm } from '../support/browser.js';
import { decryptMessage, downloadAndDecrypt, encryptMessage, uploadMessageFile } from '../support/inbox.js';
import { testRuntime } from '../support/test-runtime.js';
import { logInDemoAdmin } from '../support/demo-admin.js';

const origin = testRuntime.origin;
const unique = randomBytes(4).toString('hex');
const typed = {
  description: `Szef działu zmusza do fałszowania raportów — zażółć gęślą jaźń ${unique}`,
  question: `Czy potrzebujecie więcej dowodów? ${unique}`,
  fileName: `notatki-${unique}.txt`,
  fileText: `Daty spotkań i kwoty: 12 000 zł ${unique}\n`,
  reply: `Dziękujemy, prosimy o kopię umowy. ${unique}`,
  replyFileName: `wezwanie-${unique}.txt`,
  replyFileText: `Pismo do sygnalisty ąęśćż ${unique}`,
};

let pages: BrowserPages;
let admin: Awaited<ReturnType<typeof logInDemoAdmin>>;

function freshPage(): Promise<Page> {
  return pages.open({ acceptDownloads: true });
}

beforeAll(async () => {
  [pages, admin] = await Promise.all([BrowserPages.launch(), logInDemoAdmin()]);
});

afterAll(() => pages?.close());

/** Logs into the inbox through /inboxlogin and waits for the inbox. */
async function logIntoInbox(page: Page, identifier: string, password: string) {
  await page.goto(`${origin}/inboxlogin`);
  await page.getByLabel(field(inboxTexts.identifier)).fill(identifier);
  await page.getByLabel(field(inboxTexts.password)).fill(password);
  await page.getByRole('button', { name: inboxTexts.login }).click();
  await page.getByRole('region', { name: inboxTexts.info }).waitFor({ timeout: 60_000 });
}

describe('the reporter inbox (browser, real crypto)', () => {
  const shown = { identifier: '', password: '' };
  let reporter: Page;

  it('a reporter sends a report on /form/demo-firma and gets an identifier and a password', async () => {
    const page = await freshPage();
    await page.goto(`${origin}/form/${demo.alias}`);
    await page.getByRole('heading', { level: 1, name: formTexts.pageTitle }).waitFor();
    await page.getByLabel(field('Kategoria zgłoszenia')).selectOption({ label: 'Zgłoszenia wewnętrzne' });
    const [description, , , reportedBefore] = defaultCategoryFields.internal;
    await page.getByLabel(field(description!.label)).fill(typed.description);
    await page.getByLabel(field(reportedBefore!.label)).selectOption('Nie');
    const { success, identifier } = await sendReportForm(page, 60_000);
    shown.identifier = identifier;
    shown.password = (await success.getByTestId('report-password').innerText()).trim();
    expect(await success.innerText()).toContain(`${origin}/inboxlogin`);
  });

  it('logs into the inbox with them (identifier in lower case) and reads the report decrypted in the browser', async () => {
    reporter = await freshPage();
    await logIntoInbox(reporter, shown.identifier.toLowerCase(), shown.password);
    const info = reporter.getByRole('region', { name: inboxTexts.info });
    await info.getByText(shown.identifier, { exact: true }).waitFor();
    await info.getByText('Zgłoszenia wewnętrzne').waitFor();
    await info.getByText(demo.organisationName).waitFor();
    await info.getByText('Nowe', { exact: true }).waitFor();
    // The demo organisation's rule acknowledged it at receipt: the conversation starts with its text.
    await info.getByText(/^Organizacja potwierdziła przyjęcie zgłoszenia \d\d\.\d\d\.\d{4}\.$/).waitFor();
    const acknowledgement = reporter
      .getByRole('region', { name: inboxTexts.conversation })
      .getByRole('listitem')
      .first();
    await acknowledgement.getByText(demo.automaticAcknowledgement.texts.text).waitFor();
    expect(await acknowledgement.getAttribute('aria-label')).toMatch(/^Automatyczne potwierdzenie, /);
    await expect.poll(() => reporter.getByRole('timer').innerText()).toMatch(/^Wylogowanie za 1[45]:\d\d$/);
    await reporter.getByRole('button', { name: inboxTexts.showReport }).click();
    await reporter.getByText(typed.description).waitFor();
    await reporter.getByText(inboxTexts.noReporterData).waitFor();
  });

  it("writes a message with a file: encrypted, sent ('Wysłano.'), listed with its attachment", async () => {
    await reporter.getByLabel(inboxTexts.messageText).fill(typed.question);
    await reporter
      .locator('input[type="file"]')
      .setInputFiles({ name: typed.fileName, mimeType: 'text/plain', buffer: Buffer.from(typed.fileText) });
    await reporter.getByText(typed.fileName).waitFor();
    await reporter.getByRole('button', { name: conversationTexts.send }).click();
    const conversation = reporter.getByRole('region', { name: inboxTexts.conversation });
    await conversation.getByText(typed.question).waitFor();
    await conversation.getByRole('button', { name: conversationTexts.download(typed.fileName) }).waitFor();
    await reporter
      .getByRole('region', { name: inboxTexts.writeMessage })
      .getByRole('status')
      .filter({ hasText: inboxTexts.messageSent })
      .waitFor();
    expect(await reporter.getByLabel(inboxTexts.messageText).inputValue()).toBe('');
  });

  it('staff see the marker once the report is open, read the message and its file, and reply with a file', async () => {
    const report = (await getReportByIdentifier(normaliseReporterIdentifier(shown.identifier)))!;
    expect(report.hasNewMessages).toBe(true);
    // Opening the report (the /signal page's first view) moves it from 'Nowe' to open: the marker shows in 'Wiadomości'.
    await transact(openReportWrites(report, new Date().toISOString()));
    const withMessages = await admin.client.call(listReportsWithNewMessages, { query: { perPage: -1 } });
    expect(withMessages.body.rows.map((row) => row.reportId)).toContain(report.reportId);

    const content = await admin.client.call(getReportContent, { params: { reportId: report.reportId } });
    const { reportKey } = await openReportAsOrganisation(admin.organisationPrivateKey, admin.kid, content.body);
    const read = await admin.client.call(listReportMessages, { params: { reportId: report.reportId } });
    const [question] = read.body.messages;
    expect(await decryptMessage(report, reportKey, question!)).toBe(typed.question);
    const fileUrl = await admin.client.call(downloadReportFile, {
      params: { reportId: report.reportId, fileId: question!.files[0]!.fileId },
    });
    expect(await downloadAndDecrypt(fileUrl.body.url, report, reportKey, question!.files[0]!.fileId)).toBe(
      typed.fileText,
    );
    expect(
      (await admin.client.call(listReportsWithNewMessages, { query: { perPage: -1 } })).body.rows.map(
        (row) => row.reportId,
      ),
    ).not.toContain(report.reportId);

    const { messageId, body } = await (async () => {
      const id = crypto.randomUUID();
      return { messageId: id, body: await encryptMessage(report, reportKey, id, 'staff', typed.reply) };
    })();
    expect(
      (
        await admin.client.call(sendReply, {
          params: { reportId: report.reportId },
          body: { messageId, body, feedback: false },
        })
      ).status,
    ).toBe(200);
    const uploaded = await uploadMessageFile(
      {
        start: (size) =>
          admin.client.call(startReplyFileUpload, { params: { reportId: report.reportId, messageId }, body: { size } }),
        complete: (fileId, name) =>
          admin.client.call(completeReplyFileUpload, {
            params: { reportId: report.reportId, messageId, fileId },
            body: { name },
          }),
      },
      report,
      reportKey,
      typed.replyFileName,
      typed.replyFileText,
    );
    expect(uploaded.completed?.status).toBe(200);
  });

  it('the reporter logs out and in again, reads the reply and the acknowledgement, and downloads the file decrypted', async () => {
    await reporter.getByRole('button', { name: inboxTexts.logout }).click();
    await reporter.getByRole('button', { name: inboxTexts.login }).waitFor();
    expect(new URL(reporter.url()).pathname).toBe('/inboxlogin');
    await logIntoInbox(reporter, shown.identifier, shown.password);
    const conversation = reporter.getByRole('region', { name: inboxTexts.conversation });
    await conversation.getByText(typed.reply).waitFor();
    await conversation.getByText(demo.organisationName).waitFor();
    expect(await conversation.innerText()).not.toContain(demo.adminName);
    await reporter
      .getByRole('region', { name: inboxTexts.info })
      .getByText(/^Organizacja potwierdziła przyjęcie zgłoszenia \d\d\.\d\d\.\d{4}\.$/)
      .waitFor();
    const [download] = await Promise.all([
      reporter.waitForEvent('download'),
      conversation.getByRole('button', { name: conversationTexts.download(typed.replyFileName) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(typed.replyFileName);
    expect(await readFile(await download.path(), 'utf8')).toBe(typed.replyFileText);
    expect(pages.problems).toEqual([]);
  });

  it("counts down each second, 'Przedłuż' starts again from 15:00, and at zero the reporter is logged out to the login", async () => {
    const page = await freshPage();
    await page.clock.install();
    await logIntoInbox(page, shown.identifier, shown.password);
    const timer = page.getByRole('timer');
    await expect.poll(() => timer.innerText()).toMatch(/^Wylogowanie za 1[45]:\d\d$/);
    await page.clock.fastForward('14:00');
    await expect.poll(() => timer.innerText()).toMatch(/^Wylogowanie za 00:\d\d$/);
    await page.getByRole('button', { name: inboxTexts.extend }).click();
    await expect.poll(() => timer.innerText()).toMatch(/^Wylogowanie za 1[45]:\d\d$/);
    await page.clock.fastForward('15:01');
    await page.getByRole('button', { name: inboxTexts.login }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/inboxlogin');
    await page.getByText(inboxTexts.sessionEnded).waitFor();
  });

  it('refuses the sixth wrong password in a row with the limit message, each said without the HTTP status', async () => {
    const page = await freshPage();
    await page.goto(`${origin}/inboxlogin`);
    await page.getByLabel(field(inboxTexts.identifier)).fill(shown.identifier);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      await page.getByLabel(field(inboxTexts.password)).fill(`zle-haslo-${attempt}`);
      await page.getByRole('button', { name: inboxTexts.login }).click();
      const expected = attempt <= 5 ? inboxTexts.invalidCredentials : 'Zbyt wiele prób. Spróbuj ponownie za 15 min.';
      await page.getByText(expected, { exact: true }).waitFor({ timeout: 30_000 });
    }
  });
});
