/**
 * Passkeys in headless Chromium with its virtual authenticator (DevTools protocol, WebAuthn
 * domain), against the whole local product under the headers it sends: a passkey added in
 * Settings; with PRF it signs in alone ('Zaloguj kluczem dostępu', no e-mail, no password) and the
 * report's content decrypts; without PRF it is refused alone and confirms the password's login.
 */
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { passkeyTexts } from '@shared/messages/passkeys.js';
import type { ReportRecord } from '../../functions/data/reports.js';
import { BrowserPages, logInAsStaff, submitLogin } from '../support/browser.js';
import { givenReport } from '../support/report-fixtures.js';
import { givenDefaultCategory, givenStaffOrganisation, type StaffOrganisation } from '../support/staff-organisation.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;
let pages: BrowserPages;

beforeAll(async () => {
  pages = await BrowserPages.launch();
});

afterAll(() => pages?.close());

/** A page with a platform authenticator that keeps discoverable credentials and verifies its user. */
async function pageWithAuthenticator(
  hasPrf: boolean,
): Promise<{ page: Page; cdp: CDPSession; authenticatorId: string }> {
  const page = await pages.open({ timeout: 30_000 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf,
      automaticPresenceSimulation: true,
    },
  });
  return { page, cdp, authenticatorId };
}

async function organisationWithReport(password: string) {
  const org = await givenStaffOrganisation(password);
  const category = await givenDefaultCategory(org, 'internal', [org.adminUserId]);
  const report = await givenReport(category, { organisation: org.organisation });
  return { org, report };
}

async function addPasskey(page: Page, name: string, password: string) {
  await page.goto(`${origin}/settings`);
  const card = page.getByRole('region', { name: 'Klucze dostępu' });
  await card.getByRole('button', { name: 'Dodaj klucz dostępu' }).click();
  await card.getByLabel(/^Nazwa klucza/).fill(name);
  await card.getByLabel(/^Hasło/).fill(password);
  await card.getByRole('button', { name: 'Dodaj klucz dostępu' }).click();
  await card.getByText(passkeyTexts.added).waitFor();
  await card.getByText(name).waitFor();
  return card;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Wyloguj' }).click();
  await page.waitForURL(`${origin}/login`);
}

/** The report's content as staff see it after 'Wyświetl zgłoszenie' (decrypted in the browser). */
async function readReport(page: Page, report: ReportRecord) {
  await page.goto(`${origin}/signal/${report.reportId}`);
  await page
    .getByRole('heading', { level: 1, name: `Zgłoszenie ${formatReporterIdentifier(report.identifier)}` })
    .waitFor();
  await page.getByRole('button', { name: 'Wyświetl zgłoszenie' }).click();
  await page.getByTestId('report-content').getByText(`Opis zgłoszenia ${report.identifier}`).waitFor();
}

async function credentialsOf(cdp: CDPSession, authenticatorId: string) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

describe('passkeys in the browser', () => {
  let prfCase: { org: StaffOrganisation; report: ReportRecord };
  let plainCase: { org: StaffOrganisation; report: ReportRecord };
  beforeAll(async () => {
    prfCase = await organisationWithReport('Haslo-Klucza-Dostepu-1');
    plainCase = await organisationWithReport('Haslo-Klucza-Dostepu-2');
  });

  it(
    'with PRF: added in Settings, then signs in with no e-mail and no password, and the report decrypts',
    { timeout: 240_000 },
    async () => {
      const { org, report } = prfCase;
      const { page, cdp, authenticatorId } = await pageWithAuthenticator(true);
      await logInAsStaff(page, origin, org.email, org.password);
      const card = await addPasskey(page, 'Laptop służbowy', org.password);
      await card.getByText('Logowanie bez hasła').waitFor();
      const [credential] = await credentialsOf(cdp, authenticatorId);
      expect(credential?.isResidentCredential).toBe(true);
      await logOut(page);

      await page.goto(`${origin}/login`);
      await page.getByRole('button', { name: 'Zaloguj kluczem dostępu' }).click();
      await page.waitForURL(`${origin}/dashboard`);
      await page.getByRole('button', { name: 'Wyloguj' }).waitFor();
      await readReport(page, report);
      expect(pages.problems).toEqual([]);
    },
  );

  it(
    'without PRF: refused alone, asked for after the password, and the password unlocks the report',
    { timeout: 240_000 },
    async () => {
      const { org, report } = plainCase;
      const { page } = await pageWithAuthenticator(false);
      await logInAsStaff(page, origin, org.email, org.password);
      const card = await addPasskey(page, 'Klucz sprzętowy', org.password);
      await card.getByText('Drugi składnik (po haśle)').waitFor();
      await logOut(page);

      await page.goto(`${origin}/login`);
      await page.getByRole('button', { name: 'Zaloguj kluczem dostępu' }).click();
      await expect.poll(() => page.getByRole('alert').innerText()).toContain(passkeyTexts.needsPassword);
      expect(page.url()).toBe(`${origin}/login`);

      await submitLogin(page, origin, org.email, org.password);
      await page.getByText(passkeyTexts.secondFactorPrompt).waitFor();
      await page.getByRole('button', { name: passkeyTexts.secondFactorButton }).click();
      await page.waitForURL(`${origin}/dashboard`);
      await readReport(page, report);
      expect(pages.problems).toEqual([]);
    },
  );
});
