/**
 * The e-mail channel (type 3) end to end in headless Chromium against the whole local product:
 * a message sent to the local SMTP server at an organisation's report address becomes a new
 * report listed with the e-mail icon; the administrator opens it and it decrypts in the browser
 * (text and attachment), with the note that it came by e-mail, not end-to-end encrypted in
 * transit; the sender's reply e-mail in the outbox gives an identifier and a password that open
 * the reporter inbox at /inboxlogin. A message whose sender is not verified (locally: the
 * documented header) is a report marked 'Nadawca niezweryfikowany', and its sender gets nothing.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailReplyTexts, emailReportTexts } from '@shared/messages/email-reports.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import { reportColumnTexts } from '@shared/messages/report-lists.js';
import type { CategoryRecord } from '../../functions/data/categories.js';
import { channelsWrite, claimReportAddressWrite } from '../../functions/data/tenant-settings.js';
import { transact } from '../../functions/data/transact.js';
import { BrowserPages, field, logInAsStaff } from '../support/browser.js';
import { LOCAL_VERDICT_HEADER } from '../../local/smtp.js';
import { rawMail, sendSmtp } from '../support/email-channel.js';
import { setPackage } from '../support/users.js';
import { emailsTo } from '../support/outbox.js';
import { givenDefaultCategory, givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

let org: StaffOrganisation;
let category: CategoryRecord;
let pages: BrowserPages;
const address = `zgloszenia-${randomUUID().slice(0, 8)}@reports.ostoja.local`;
const sender = `sygnalista-${randomUUID().slice(0, 8)}@example.com`;
const mailed = { identifier: '', password: '' };

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Kanalu-Email-1');
  category = await givenDefaultCategory(org, 'external', [org.adminUserId]);
  await setPackage(org.tenantId, 'premium');
  // What Settings writes when the e-mail type is enabled (the Settings screen has its own test).
  await transact([
    channelsWrite(
      org.tenantId,
      {
        phone: { enabled: false, categoryId: null, phoneNumber: null, pin: null },
        email: { enabled: true, categoryId: category.categoryId, address },
      },
      null,
    ),
    claimReportAddressWrite(org.tenantId, address),
  ]);
  pages = await BrowserPages.launch();
});

afterAll(async () => {
  const problems = pages?.problems ?? [];
  await pages?.close();
  expect(problems).toEqual([]);
});

const newPage = (): Promise<Page> => pages.open();

describe('the e-mail channel (browser)', () => {
  it('a message to the local SMTP port becomes a report; the sender gets an identifier and a password by e-mail', async () => {
    const raw = rawMail({
      from: `Jan Kowalski <${sender}>`,
      to: address,
      subject: 'Nieprawidłowości w magazynie',
      text: 'Kierownik magazynu wyprowadza towar bez dokumentów — zażółć gęślą jaźń.',
      attachments: [
        {
          name: 'zestawienie-ąę.txt',
          content: new TextEncoder().encode('Zestawienie braków: 12 palet'),
          type: 'text/plain',
        },
      ],
    });
    expect(await sendSmtp(testRuntime.smtp, sender, address, raw)).toBe(250);

    const [reply] = await emailsTo(sender);
    expect(reply?.subject.startsWith(emailReplyTexts.subject(''))).toBe(true);
    const text = reply!.body.text ?? '';
    const match = /Identyfikator zgłoszenia: (\S+)\nHasło: (\S+)/.exec(text);
    expect(match).not.toBeNull();
    [mailed.identifier, mailed.password] = [match![1]!, match![2]!];
    expect(text).toContain(`${origin}/inboxlogin`);
    expect(text).toContain(emailReplyTexts.unencrypted);
  });

  it('lists it as new with the e-mail icon; it decrypts for the administrator, saying it came by e-mail', async () => {
    const page = await newPage();
    await logInAsStaff(page, origin, org.email, org.password);

    const row = page
      .getByRole('region', { name: 'Nowe zgłoszenia' })
      .locator('tbody tr', { hasText: mailed.identifier });
    await row.waitFor();
    expect(await row.getByRole('img', { name: reportColumnTexts.typeEmail }).count()).toBe(1);
    await row.getByRole('link', { name: 'POKAŻ' }).click();
    await page.getByRole('heading', { level: 1, name: `Zgłoszenie ${mailed.identifier}` }).waitFor();
    await page.getByText(emailReportTexts.reportNote).waitFor();

    await page.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
    const content = page.getByTestId('report-content');
    await content.getByText('Kierownik magazynu wyprowadza towar bez dokumentów — zażółć gęślą jaźń.').waitFor();
    await content.getByText('Nieprawidłowości w magazynie').waitFor();
    // The attachment, to download; the note on its metadata names it too.
    await content.getByRole('button', { name: 'zestawienie-ąę.txt', exact: true }).waitFor();
    await content.getByText(/^Serwer usunął metadane z załączników/).waitFor();
    await content.getByText(sender).waitFor();
  });

  it('the mailed identifier and password open the reporter inbox, which says the report came by e-mail', async () => {
    const page = await newPage();
    await page.goto(`${origin}/inboxlogin`);
    await page.getByLabel(field(inboxTexts.identifier)).fill(mailed.identifier);
    await page.getByLabel(field(inboxTexts.password)).fill(mailed.password);
    await page.getByRole('button', { name: inboxTexts.login }).click();
    await page.getByRole('region', { name: inboxTexts.info }).waitFor({ timeout: 60_000 });
    await page.getByText(emailReportTexts.reportNote).waitFor();
  });

  it('an unverified sender’s message is a report marked for staff; the sender is sent nothing', async () => {
    const unverified = `niezweryfikowany-${randomUUID().slice(0, 8)}@example.com`;
    const raw = rawMail({
      from: unverified,
      to: address,
      subject: 'Podszyty nadawca',
      text: 'Treść od nadawcy, którego nikt nie potwierdził.',
      headers: { [LOCAL_VERDICT_HEADER]: 'fail' },
    });
    expect(await sendSmtp(testRuntime.smtp, unverified, address, raw)).toBe(250);
    expect(await emailsTo(unverified)).toEqual([]);

    const page = await newPage();
    await logInAsStaff(page, origin, org.email, org.password);
    const rows = page.getByRole('region', { name: 'Nowe zgłoszenia' }).locator('tbody tr');
    await rows.first().waitFor();
    // The newest report first: the unverified one.
    await rows.first().getByRole('link', { name: 'POKAŻ' }).click();
    await page.getByRole('heading', { level: 1, name: /^Zgłoszenie / }).waitFor();
    await page.getByText(emailReportTexts.senderUnverifiedNote).waitFor();
    await page.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
    await page.getByTestId('report-content').getByText('Treść od nadawcy, którego nikt nie potwierdził.').waitFor();
  });
});
