/**
 * The phone channel (type 2) in headless Chromium against the whole local product: the main
 * administrator records a call's protocol at 'Zgłoszenie telefoniczne' (encrypted in the browser
 * to the organisation key) and gets the identifier to give the caller; the caller logs in at
 * /inboxphonelogin with that identifier and their phone number, reads the protocol and approves
 * it; staff then see 'Protokół zatwierdzony przez zgłaszającego.' on the report page.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateChannels } from '@shared/contracts/index.js';
import { defaultCategoryFields } from '@shared/domain/default-categories.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import { phoneReportTexts } from '@shared/messages/phone-reports.js';
import { BrowserPages, field, logInAsStaff } from '../support/browser.js';
import { givenDefaultCategory, givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { setPackage } from '../support/users.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;
const unique = randomBytes(4).toString('hex');
const protocolText = `Dzwoniący zgłasza fikcyjne faktury w dziale zakupów, zażółć gęślą jaźń ${unique}`;
const CALLER_PHONE = '600123456';
const [description, , , alreadyReported] = defaultCategoryFields.internal;

let org: StaffOrganisation;
let pages: BrowserPages;

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Telefonu-Demo-1');
  const category = await givenDefaultCategory(org, 'internal', [org.adminUserId]);
  // Premium includes the phone type (as a purchase would set it); Settings then enables it.
  await setPackage(org.tenantId, 'premium');
  const enabled = await org.client.call(updateChannels, {
    body: {
      phone: { enabled: true, categoryId: category.categoryId, phoneNumber: '221234567' },
      email: { enabled: false, categoryId: null, address: null },
    },
  });
  if (enabled.status !== 200) throw new Error(`channels: ${enabled.status}`);
  pages = await BrowserPages.launch();
});

afterAll(() => pages?.close());

function freshPage(): Promise<Page> {
  return pages.open();
}

const basicValue = (page: Page, term: string) =>
  page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

describe('phone reports: recorded by staff, approved by the caller (browser)', () => {
  let staff: Page;
  let identifier = '';
  let reportPath = '';

  it('the administrator records the call from Settings and gets the identifier and the phone inbox address', async () => {
    staff = await freshPage();
    await logInAsStaff(staff, origin, org.email, org.password);

    await staff.goto(`${origin}/settings`);
    await staff.getByRole('link', { name: phoneReportTexts.record }).click();
    await staff.getByRole('button', { name: phoneReportTexts.record }).click();
    await staff.getByLabel(field(description!.label)).fill(protocolText);
    await staff.getByRole('combobox', { name: field(alreadyReported!.label) }).click();
    await staff.getByRole('option', { name: 'Nie', exact: true }).click();
    // The number takes digits only.
    await staff.getByLabel(field(phoneReportTexts.callerPhone)).fill(`600-123-456`);
    expect(await staff.getByLabel(field(phoneReportTexts.callerPhone)).inputValue()).toBe(CALLER_PHONE);
    await staff.getByRole('button', { name: phoneReportTexts.save }).click();

    const done = staff.getByRole('alert').filter({ hasText: phoneReportTexts.recorded });
    await done.waitFor({ timeout: 60_000 });
    identifier = (await done.getByText(`${phoneReportTexts.identifier}:`).innerText()).split(':')[1]!.trim();
    expect(identifier).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
    expect(await done.getByRole('link', { name: `${origin}/inboxphonelogin` }).count()).toBe(1);
    await done.getByRole('link', { name: phoneReportTexts.openReport }).click();
    await staff.waitForURL(/\/signal\//);
    reportPath = new URL(staff.url()).pathname;
    await staff.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
    await staff.getByText(protocolText).waitFor({ timeout: 60_000 });
    expect(await basicValue(staff, phoneReportTexts.protocol).innerText()).toBe(phoneReportTexts.protocolAwaiting);
    // The option chosen in the protocol is stored and shown as the organisation's own.
    expect(
      await staff
        .getByTestId('report-content')
        .locator('dt', { hasText: alreadyReported!.label })
        .locator('xpath=following-sibling::dd[1]')
        .innerText(),
    ).toBe('Nie');
  });

  it('the caller logs in with the identifier and the phone number, reads the protocol and approves it', async () => {
    const caller = await freshPage();
    await caller.goto(`${origin}/inboxphonelogin`);
    await caller.getByLabel(field(inboxTexts.phoneIdentifier)).fill(identifier);
    await caller.getByLabel(field(inboxTexts.phone)).fill(CALLER_PHONE);
    await caller.getByRole('button', { name: inboxTexts.login }).click();
    await caller.getByRole('region', { name: inboxTexts.info }).waitFor({ timeout: 60_000 });

    const protocol = caller.getByRole('region', { name: phoneReportTexts.protocol });
    await protocol.getByText(phoneReportTexts.protocolAwaiting).waitFor();
    await caller.getByRole('button', { name: inboxTexts.showReport }).click();
    await caller.getByText(protocolText).waitFor({ timeout: 60_000 });

    await protocol.getByRole('button', { name: phoneReportTexts.approve }).click();
    await protocol.getByText(phoneReportTexts.approveConfirm).waitFor();
    await protocol.getByRole('button', { name: phoneReportTexts.approve }).click();
    await caller.getByText(phoneReportTexts.approvedDone).waitFor();
    await protocol.getByText(phoneReportTexts.protocolApproved).waitFor();
    // An approved protocol stays approved: nothing left to answer.
    expect(await protocol.getByRole('button', { name: phoneReportTexts.askCorrections }).count()).toBe(0);
  });

  it('staff see the protocol approved on the report page', async () => {
    await staff.goto(`${origin}${reportPath}`);
    await expect
      .poll(() => basicValue(staff, phoneReportTexts.protocol).innerText(), { timeout: 20_000 })
      .toBe(phoneReportTexts.protocolApproved);
    expect(pages.problems).toEqual([]);
  });
});
