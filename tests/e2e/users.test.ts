/**
 * A new colleague in headless Chromium against the whole local product, with the real crypto
 * (Argon2id at the production cost, keys made, wrapped and unwrapped in the browser): the
 * administrator adds a user in 'Użytkownicy' → the invitation e-mail in the local outbox → the
 * user activates the account (their key pair is made in their browser) and logs in → sees the
 * report's metadata and the no-access notice with their key fingerprint, not its content → the
 * administrator compares the fingerprint and grants access → the user's open tab picks the key up
 * and reads the report of their category, and nothing of the category they are not assigned to.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { authTexts } from '@shared/messages/auth.js';
import { reportTexts } from '@shared/messages/reports.js';
import { invitationTexts, userPanelTexts } from '@shared/messages/users.js';
import { getStaffUserByEmail } from '../../functions/data/staff-users.js';
import type { ReportRecord } from '../../functions/data/reports.js';
import { uniqueEmail } from '../support/api-client.js';
import { BrowserPages, logInAsStaff } from '../support/browser.js';
import { lastLinkToken } from '../support/outbox.js';
import { givenReport } from '../support/report-fixtures.js';
import { givenDefaultCategory, givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { setPackage } from '../support/users.js';
import { journey } from '../support/journey.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

const colleague = { name: 'Zofia Świątek', email: uniqueEmail('e2e-kolega'), password: 'Haslo-Nowej-Osoby-1' };

let org: StaffOrganisation;
let pages: BrowserPages;

beforeAll(async () => {
  org = await givenStaffOrganisation('Haslo-Uzytkownikow-1');
  await setPackage(org.tenantId, 'premium');
  pages = await BrowserPages.launch();
});

afterAll(() => pages?.close());

function freshPage(): Promise<Page> {
  return pages.open({ timeout: 30_000 });
}

const logIn = (page: Page, email: string, password: string) => logInAsStaff(page, origin, email, password, 60_000);

/** The back-office marks its main region with the keys situation (`data-keys`). */
const keysSituation = (page: Page, situation: string) =>
  page.locator(`main[data-keys="${situation}"]`).waitFor({ state: 'attached', timeout: 60_000 });

// One story: each step continues from what the one before did (the invitation, the activated account, the grant).
journey('a new colleague gets the organisation key from an administrator (browser)', () => {
  let admin: Page;
  let user: Page;
  let mine: ReportRecord;
  let theirs: ReportRecord;
  let fingerprint: string;

  it('the administrator adds the user; the invitation arrives by e-mail', async () => {
    admin = await freshPage();
    await logIn(admin, org.email, org.password);
    await keysSituation(admin, 'unlocked');
    await admin.goto(`${origin}/users`);
    await admin.getByRole('table', { name: userPanelTexts.tableTitle }).waitFor();
    await admin.getByRole('button', { name: userPanelTexts.add }).click();
    const dialog = admin.getByRole('dialog', { name: userPanelTexts.addTitle });
    await dialog.getByLabel(/^Imię i nazwisko/).fill(colleague.name);
    await dialog.getByLabel(/^E-mail/).fill(colleague.email);
    await dialog.getByRole('radio', { name: 'Użytkownik' }).check();
    await dialog.getByRole('button', { name: userPanelTexts.save }).click();
    await admin.getByText(userPanelTexts.added(colleague.name, colleague.email)).waitFor();
    expect(await admin.locator('tr', { hasText: colleague.email }).getByTestId('user-access').textContent()).toContain(
      userPanelTexts.access.invited,
    );

    // The category the user is assigned to, with a report; and one they are not assigned to.
    const userId = (await getStaffUserByEmail(colleague.email))!.userId;
    const internal = await givenDefaultCategory(org, 'internal', [org.adminUserId, userId]);
    const external = await givenDefaultCategory(org, 'external', [org.adminUserId]);
    mine = await givenReport(internal, { organisation: org.organisation });
    theirs = await givenReport(external, { organisation: org.organisation });
  });

  it('the user activates the account from the e-mailed link and logs in: metadata and the notice, not the content', async () => {
    user = await freshPage();
    const token = await lastLinkToken(colleague.email, '/invitation/');
    await user.goto(`${origin}/invitation/${token}`);
    await user.getByRole('heading', { name: invitationTexts.title }).waitFor();
    const passwords = user.locator('input[type=password]');
    await passwords.nth(0).fill(colleague.password);
    await passwords.nth(1).fill(colleague.password);
    await user.getByRole('button', { name: invitationTexts.activate }).click();
    await user.waitForURL(`${origin}/login`, { timeout: 60_000 });

    await logIn(user, colleague.email, colleague.password);
    await keysSituation(user, 'no-organisation-key');
    const notice = user.getByRole('alert').filter({ hasText: authTexts.noOrganisationKeyTitle });
    await notice.waitFor();
    fingerprint = ((await notice.getByTestId('own-key-fingerprint').textContent()) ?? '').trim();
    expect(fingerprint).toMatch(/^([0-9A-F]{4} ){7}[0-9A-F]{4}$/);

    // Its own category's report: listed, its page shows the metadata, the content stays shut.
    const fresh = user.getByRole('region', { name: 'Nowe zgłoszenia' });
    await fresh.getByText(formatReporterIdentifier(mine.identifier), { exact: true }).waitFor();
    expect(await fresh.getByText(formatReporterIdentifier(theirs.identifier), { exact: true }).count()).toBe(0);
    await user.goto(`${origin}/signal/${mine.reportId}`);
    await user
      .getByRole('heading', { level: 1, name: `Zgłoszenie ${formatReporterIdentifier(mine.identifier)}` })
      .waitFor();
    await user.getByText(authTexts.noOrganisationKeyTitle).waitFor();
    expect(await user.getByRole('button', { name: 'Wyświetl zgłoszenie' }).isDisabled()).toBe(true);
    expect(await user.getByText(`Opis zgłoszenia ${mine.identifier}`).count()).toBe(0);
  });

  it('the administrator sees the same fingerprint and grants access with one button', async () => {
    await admin.reload();
    const row = admin.locator('tr', { hasText: colleague.email });
    await row.getByText(userPanelTexts.access.pending).waitFor();
    await admin
      .getByRole('group', { name: userPanelTexts.actionsOf(colleague.name) })
      .getByRole('button', { name: userPanelTexts.grant })
      .click();
    const dialog = admin.getByRole('dialog', { name: userPanelTexts.grantTitle(colleague.name) });
    const shown = dialog.getByTestId('grant-fingerprint');
    await expect.poll(async () => ((await shown.textContent()) ?? '').trim(), { timeout: 30_000 }).toBe(fingerprint);
    await dialog.getByRole('button', { name: userPanelTexts.grant }).click();
    await admin.getByText(userPanelTexts.granted(colleague.name)).waitFor();
    await row.getByText(userPanelTexts.access.granted, { exact: true }).waitFor();
  });

  it('the user’s open tab picks the key up without a new login and reads the report; the other category stays out of reach', async () => {
    await user.getByRole('button', { name: authTexts.checkAccessAgain }).click();
    await keysSituation(user, 'unlocked');
    await user.getByText(authTexts.accessGranted).waitFor();
    expect(await user.getByText(authTexts.noOrganisationKeyTitle).count()).toBe(0);
    await user.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
    await user.getByTestId('report-content').getByText(`Opis zgłoszenia ${mine.identifier}`).waitFor();

    // Another category's report answers 404: back to the dashboard with the alert, nothing shown.
    await user.goto(`${origin}/signal/${theirs.reportId}`);
    await user.waitForURL(`${origin}/dashboard`);
    await user.getByText(`404 - ${reportTexts.notFound}`).waitFor();
    expect(await user.getByText(formatReporterIdentifier(theirs.identifier)).count()).toBe(0);
    expect(pages.problems).toEqual([]);
  });
});
