/**
 * Accessibility (WCAG 2.2 AA) of every screen a person can reach, in headless Chromium with axe
 * against the whole local product: the public form (each kind of category, its error state,
 * high contrast, the dialogs and the success modal, a blocked organisation), the reporter inbox,
 * login, registration and password reset, and every back-office screen with its dialogs, as the
 * demo administrator. A screen passes when axe finds no violation of the WCAG 2.0/2.1/2.2 A and
 * AA rules, nor of its best practices (landmarks, headings, labels). What axe cannot see, a focused
 * control hidden under a fixed or sticky element (2.4.11), focus-not-obscured.test.ts checks.
 *
 * ADDING A SCREEN is one line in `screens` below: `screen(name, who, open)`, where `who` is whose
 * browser opens it ('visitor', 'reporter' — the demo inbox, logged in — or 'admin' — the demo
 * administrator, logged in) and `open(page)` goes there and waits until the screen shows; for a
 * dialog it opens the dialog (`go`, `dialog` and `click` below keep each line short). Screens run
 * in order, each with the page its `who` left (the reporter's inbox lives only in that page).
 * For example, when the screens being built in parallel arrive:
 *
 *   screen('Użytkownicy', 'admin', (p) => go(p, paths.users, 'Użytkownicy rozpatrujący zgłoszenia')),
 *   screen('Użytkownicy: dodawanie', 'admin', (p) => click(p, 'Dodaj').then(() => dialog(p, 'Dodawanie użytkownika'))),
 *   screen('Ustawienia: dane firmy', 'admin', (p) => go(p, paths.settings, 'Dane firmy')),
 *   screen('Zgłoszenie: przekazanie do organu', 'admin', (p) => click(p, 'Przekaż').then(() => dialog(p, 'Przekazanie zgłoszenia'))),
 *   screen('Pobieranie plików (organ zewnętrzny)', 'visitor', (p) => go(p, `${paths.external}?share=…`, 'Limit 5 pobrań')),
 *   screen('Subskrypcja', 'admin', (p) => go(p, paths.subscription, 'Cennik')),
 *   screen('Statystyki', 'admin', (p) => go(p, '/statistics', 'Statystyki')),
 *
 */
import { randomBytes } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptInvitation, addUser, register, requestPasswordReset } from '@shared/contracts/index.js';
import { newPasswordCredentials } from '@shared/crypto/account.js';
import { fieldType } from '@shared/domain/category.js';
import { helpDocuments } from '@shared/domain/documents.js';
import { helpPath } from '@shared/domain/help-pages.js';
import { voiceLimits } from '@shared/domain/voice-messages.js';
import { authTexts } from '@shared/messages/auth.js';
import { billingTexts } from '@shared/messages/billing.js';
import { conversationTexts, inboxTexts } from '@shared/messages/conversation.js';
import * as en from '@shared/messages/en/index.js';
import { formFollowUpTexts } from '@shared/messages/form-follow-up.js';
import { replyNoticeTexts } from '@shared/messages/reply-notices.js';
import { formTexts } from '@shared/messages/form.js';
import { helpTexts } from '@shared/messages/help.js';
import { sentTexts } from '@shared/messages/form-sent.js';
import { externalTexts as enExternalTexts } from '@shared/messages/en/external.js';
import { externalTexts } from '@shared/messages/external.js';
import { externalChannelTexts } from '@shared/messages/external-channels.js';
import { logTexts } from '@shared/messages/logs.js';
import { settingsPageTexts, voiceMessageSettingsTexts } from '@shared/messages/settings.js';
import { metadataTexts } from '@shared/messages/metadata.js';
import { phoneReportTexts } from '@shared/messages/phone-reports.js';
import { receiptTexts } from '@shared/messages/receipt.js';
import { reportColumnTexts, reportListTexts } from '@shared/messages/report-lists.js';
import { reportExclusionTexts } from '@shared/messages/report-exclusions.js';
import { minimisationTexts } from '@shared/messages/minimisation.js';
import { protocolTexts } from '@shared/messages/protocols.js';
import { redactionTexts } from '@shared/messages/redactions.js';
import { reportPageTexts } from '@shared/messages/report-page.js';
import { statisticsTexts } from '@shared/messages/statistics.js';
import * as uk from '@shared/messages/uk/index.js';
import { invitationTexts, userPanelTexts } from '@shared/messages/users.js';
import { toStoredFields } from '../../functions/data/categories.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { getStaffUserByEmail } from '../../functions/data/staff-users.js';
import { externalChannelsNoteWrite } from '../../functions/data/tenant-settings.js';
import { getTenant } from '../../functions/data/tenants.js';
import { transact } from '../../functions/data/transact.js';
import { demo } from '../../local/config.js';
import { getReportByIdentifier } from '../../functions/data/reports.js';
import { normaliseReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { paths } from '../../web/src/config/paths.js';
import { registerOrganisation, testArgon } from '../support/accounts.js';
import { enterDemoAdminCode } from '../support/demo-admin.js';
import { TestClient, uniqueEmail } from '../support/api-client.js';
import { launchChromium, ownClientAddress } from '../support/browser.js';
import { lastLinkToken } from '../support/outbox.js';
import { givenCategory } from '../support/report-fixtures.js';
import { sessionOf, userInput } from '../support/users.js';
import { testRuntime } from '../support/test-runtime.js';
import { axeViolations } from '../support/axe.js';

const origin = testRuntime.origin;

type Who = 'visitor' | 'reporter' | 'admin';

interface Screen {
  name: string;
  who: Who;
  open: (page: Page) => Promise<unknown>;
}

const screen = (name: string, who: Who, open: Screen['open']): Screen => ({ name, who, open });

// --- Helpers that keep each screen one line. ---

/** Goes to `path` and waits for the text that says the screen is there (a heading or any text). */
async function go(page: Page, path: string, shown: string | RegExp): Promise<void> {
  await page.goto(`${origin}${path}`);
  await page.getByText(shown).first().waitFor();
}

/** Waits for the dialog named `name` (its title) to be open. */
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name }).waitFor();

/** Clicks the first button named `name`. */
const click = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first().click();

/** Closes whatever dialog is open, as a keyboard user would. */
async function escape(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** A form field by its label (Mantine adds ' *' to the name of a required field). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()?]/g, '\\$&')}( \\*)?$`));

// --- The organisation whose public form is checked (the demo's is left as seeded). ---

const unique = randomBytes(3).toString('hex');
const form = {
  alias: '',
  blockedAlias: '',
  named: `Zgłoszenie z danymi ${unique}`,
  anonymous: `Zgłoszenie anonimowe ${unique}`,
};

async function givenFormOrganisation(): Promise<void> {
  const { email } = await registerOrganisation('Haslo-Dostepnosci-1');
  const user = await getStaffUserByEmail(email);
  const tenant = user ? await getTenant(user.tenantId) : null;
  if (!tenant) throw new Error('the registered organisation was not found');
  form.alias = tenant.alias;
  // Its own text under the external channels, in Polish only (the disclosure is checked in Polish).
  await transact([
    externalChannelsNoteWrite(tenant.tenantId, { text: 'Sprawy podatkowe zgłoś także do KAS.\n\nDrugi akapit.' }),
  ]);
  await givenCategory(tenant.tenantId, {
    name: form.named,
    anonymous: false,
    files: true,
    fields: toStoredFields([
      { type: fieldType.longText, required: true, label: 'Opis zdarzenia' },
      { type: fieldType.shortText, required: true, label: 'Miejsce zdarzenia' },
      {
        type: fieldType.checkbox,
        required: true,
        label: 'Akceptuję <a href="https://ostoja.example/regulamin">regulamin</a> zgłoszeń',
      },
      { type: fieldType.select, required: true, label: 'Dział', options: 'Księgowość,Kadry,Zarząd' },
    ]),
  });
  await givenCategory(tenant.tenantId, {
    name: form.anonymous,
    anonymous: true,
    files: false,
    fields: toStoredFields([{ type: fieldType.longText, required: true, label: 'Opis zdarzenia' }]),
  });
}

async function givenBlockedOrganisation(): Promise<void> {
  const { email } = await registerOrganisation('Wygasla-licencja-2');
  const user = await getStaffUserByEmail(email);
  const tenant = user ? await getTenant(user.tenantId) : null;
  if (!tenant) throw new Error('the registered organisation was not found');
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.tenant(tenant.tenantId),
      UpdateExpression: 'SET licence.validTo = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 86_400_000).toISOString() },
    }),
  );
  form.blockedAlias = tenant.alias;
}

/** The form of the named category, filled in so that it can be sent. */
async function fillNamedCategory(page: Page): Promise<void> {
  await go(page, paths.form(form.alias), formTexts.pageTitle);
  await field(page, formTexts.category).selectOption({ label: form.named });
  await field(page, 'Opis zdarzenia').fill('Faktury wystawiane bez dostawy towaru, od stycznia.');
  await field(page, 'Miejsce zdarzenia').fill('Magazyn centralny');
  await page.getByRole('checkbox', { name: /Akceptuję/ }).check();
  await field(page, 'Dział').selectOption('Kadry');
  await field(page, formTexts.reporterName).fill('Zofia Sygnalistka');
  await field(page, formTexts.reporterPhone).fill('501502503');
  await field(page, formTexts.reporterEmail).fill('zofia@poczta.example');
}

/** Links e-mailed to a new address: activation, and (once activated) a password reset. */
const links = { activation: '', reset: '' };

async function givenLinks(): Promise<void> {
  const email = uniqueEmail('aktywacja');
  await new TestClient().call(register, { body: { email } });
  links.activation = await lastLinkToken(email, '/registration/');
  const registered = await registerOrganisation('Haslo-Resetu-1');
  await new TestClient().call(requestPasswordReset, { body: { email: registered.email } });
  links.reset = await lastLinkToken(registered.email, '/reset/');
}

/**
 * Two colleagues added to the demo organisation by its administrator, as the users panel adds
 * them: one still invited (the invitation page's token, as e-mailed), one who set a password
 * and waits for the organisation key ('Nadaj dostęp').
 */
const colleagues = { invitationToken: '', pendingName: `Oczekujący Dostępu ${unique}` };

async function givenColleagues(): Promise<void> {
  const admin = await getStaffUserByEmail(demo.adminEmail);
  if (!admin) throw new Error('the demo administrator was not found');
  const client = await sessionOf(admin.tenantId, admin.userId);
  const invite = async (name: string) => {
    const email = uniqueEmail('dostepnosc');
    const added = await client.call(addUser, { body: userInput({ name, email }) });
    if (added.status !== 200) throw new Error(`adding a user answered ${added.status}`);
    return lastLinkToken(email, '/invitation/');
  };
  colleagues.invitationToken = await invite(`Zaproszony Dostępności ${unique}`);
  const pendingToken = await invite(colleagues.pendingName);
  const { credentials } = await newPasswordCredentials('Haslo-Oczekujacego-1', testArgon);
  const accepted = await new TestClient().call(acceptInvitation, {
    params: { token: pendingToken },
    body: { credentials },
  });
  if (accepted.status !== 200) throw new Error(`accepting the invitation answered ${accepted.status}`);
}

// --- Every screen, in the order they are opened. ---

const screens: Screen[] = [
  // The public report form, on a phone-sized screen (the reporter's usual device).
  screen('Formularz: kategoria z danymi zgłaszającego i plikami', 'visitor', async (p) => {
    await go(p, paths.form(form.alias), formTexts.pageTitle);
    await field(p, formTexts.category).selectOption({ label: form.named });
    await field(p, formTexts.reporterName).waitFor();
  }),
  screen('Formularz: kategoria anonimowa', 'visitor', async (p) => {
    await field(p, formTexts.category).selectOption({ label: form.anonymous });
    await p.getByText(formTexts.anonymousAllowed).waitFor();
  }),
  screen('Formularz: pomoc i zgłoszenie zewnętrzne', 'visitor', async (p) => {
    await p.getByText(formTexts.helpTitle).click();
    await p.getByText(formTexts.helpSteps[0]).waitFor();
    await p.getByText(formTexts.externalChannels).click();
    await p.getByText(externalChannelTexts.intro).waitFor();
    await p.getByRole('region', { name: externalChannelTexts.organisationNote }).waitFor();
  }),
  screen('Formularz: błędy w polach', 'visitor', async (p) => {
    await go(p, paths.form(form.alias), formTexts.pageTitle);
    await field(p, formTexts.category).selectOption({ label: form.named });
    await field(p, formTexts.reporterName).waitFor();
    await click(p, formTexts.send);
    await p.getByText(formTexts.formInvalid).waitFor();
  }),
  screen('Formularz: błędy w polach, wysoki kontrast, większy tekst', 'visitor', async (p) => {
    await click(p, formTexts.contrast);
    await click(p, formTexts.fontLarger);
    await p.getByText(formTexts.fontSize(112.5)).waitFor();
  }),
  screen('Formularz: wysoki kontrast, wybrany plik', 'visitor', async (p) => {
    await p
      .locator('input[type="file"]')
      .setInputFiles({ name: 'dowod.txt', mimeType: 'text/plain', buffer: Buffer.from('Treść dowodu') });
    await p.getByText('dowod.txt').waitFor();
  }),
  screen('Formularz: plik, którego nie da się oczyścić', 'visitor', async (p) => {
    // An old Word file (OLE header): its metadata cannot be removed in the browser, so it waits for a decision.
    const oldWord = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    await p
      .locator('input[type="file"]')
      .setInputFiles({ name: 'stary.doc', mimeType: 'application/msword', buffer: oldWord });
    await p.getByRole('button', { name: metadataTexts.sendAsIs }).waitFor();
  }),
  screen('Formularz: potwierdzenie wysłania', 'visitor', async (p) => {
    await fillNamedCategory(p);
    await click(p, formTexts.send);
    await dialog(p, sentTexts.confirmTitle);
  }),
  screen('Formularz: zmiana kategorii usuwa wpisane pola', 'visitor', async (p) => {
    await click(p, sentTexts.confirmCancel);
    await field(p, formTexts.category).selectOption({ label: form.anonymous });
    await dialog(p, formFollowUpTexts.switchCategoryTitle);
  }),
  screen('Formularz: zgłoszenie wysłane', 'visitor', async (p) => {
    await p.getByRole('dialog').getByRole('button', { name: sentTexts.confirmCancel }).click();
    await click(p, formTexts.send);
    await dialog(p, sentTexts.confirmTitle);
    await p.getByRole('dialog').getByRole('button', { name: sentTexts.confirmSend }).click();
    await p.getByRole('dialog', { name: sentTexts.successTitle }).waitFor({ timeout: 60_000 });
  }),
  screen('Formularz: po zamknięciu potwierdzenia', 'visitor', async (p) => {
    await p.getByRole('checkbox', { name: sentTexts.savedConfirm }).check();
    await click(p, sentTexts.close);
    await p.getByText(formFollowUpTexts.sendAnother).waitFor();
  }),
  screen('Formularz: organizacja z wygasłą licencją', 'visitor', (p) =>
    go(p, paths.form(form.blockedAlias), formTexts.blockedBody),
  ),
  screen('Formularz: nieznana organizacja (strona błędu)', 'visitor', (p) =>
    go(p, paths.form(`nie-ma-${unique}`), 'Nie znaleziono formularza zgłoszeń.'),
  ),
  // The reporter's error page in Ukrainian (the switcher and the language's texts; English is laid out alike).
  screen('Formularz: nieznana organizacja (strona błędu) po ukraińsku', 'visitor', (p) =>
    go(p, `${paths.form(`nie-ma-${unique}`)}?lang=uk`, uk.reporterErrorPageTexts.form),
  ),

  // The help site (static pages built from web/help/), each page on a phone.
  ...helpDocuments.map(({ route }) => screen(`Pomoc: ${route}`, 'visitor', (p) => go(p, route, helpTexts.siteName))),

  // The reporter inbox (the demo's report with a conversation).
  screen('Skrzynka: logowanie', 'reporter', (p) => go(p, paths.inboxLogin, inboxTexts.loginTitle)),
  screen('Skrzynka: błędne hasło', 'reporter', async (p) => {
    await field(p, inboxTexts.identifier).fill(demo.inboxIdentifier);
    await field(p, inboxTexts.password).fill('to-nie-jest-haslo');
    await click(p, inboxTexts.login);
    await p.getByText(inboxTexts.invalidCredentials).waitFor({ timeout: 30_000 });
  }),
  screen('Skrzynka: logowanie zgłoszenia telefonicznego', 'reporter', (p) =>
    go(p, paths.inboxPhoneLogin, inboxTexts.phoneLoginTitle),
  ),
  screen('Skrzynka: zgłoszenie i korespondencja', 'reporter', async (p) => {
    await go(p, paths.inboxLogin, inboxTexts.loginTitle);
    await field(p, inboxTexts.identifier).fill(demo.inboxIdentifier);
    await field(p, inboxTexts.password).fill(demo.inboxPassword);
    await click(p, inboxTexts.login);
    await p.getByRole('region', { name: inboxTexts.conversation }).waitFor({ timeout: 60_000 });
    await p.getByRole('region', { name: replyNoticeTexts.title }).waitFor();
  }),
  screen('Skrzynka: treść zgłoszenia', 'reporter', async (p) => {
    await click(p, inboxTexts.showReport);
    await p.getByRole('button', { name: inboxTexts.hideReport }).waitFor();
  }),
  screen('Skrzynka po ukraińsku', 'reporter', (p) =>
    click(p, 'Українська').then(() =>
      Promise.all([
        p.getByRole('region', { name: uk.inboxTexts.conversation }).waitFor(),
        p.getByRole('region', { name: uk.replyNoticeTexts.title }).waitFor(),
      ]),
    ),
  ),
  screen('Skrzynka po angielsku', 'reporter', (p) =>
    click(p, 'English').then(() =>
      Promise.all([
        p.getByRole('region', { name: en.inboxTexts.conversation }).waitFor(),
        p.getByRole('region', { name: en.replyNoticeTexts.title }).waitFor(),
      ]),
    ),
  ),

  // Signing in, registration and password recovery.
  screen('Logowanie', 'visitor', (p) => go(p, paths.login, authTexts.resetPassword)),
  screen('Logowanie: błędy w polach', 'visitor', async (p) => {
    await field(p, authTexts.email).fill('jan.firma');
    await field(p, authTexts.password).fill('123');
    await field(p, authTexts.email).focus();
    await p.getByText(authTexts.passwordMin).waitFor();
  }),
  screen('Rejestracja', 'visitor', (p) => go(p, paths.loginTab('register'), authTexts.termsLink)),
  screen('Reset hasła', 'visitor', (p) => go(p, paths.resetPassword, authTexts.email)),
  screen('Reset hasła: nowe hasło', 'visitor', (p) => go(p, paths.resetPasswordStep2(links.reset), authTexts.password)),
  screen('Aktywacja konta', 'visitor', (p) => go(p, paths.registration(links.activation), authTexts.activationTitle)),
  screen('Zaproszenie użytkownika (aktywacja konta)', 'visitor', (p) =>
    go(p, paths.invitation(colleagues.invitationToken), invitationTexts.title),
  ),
  screen('Strona błędu', 'visitor', (p) => go(p, paths.errors, 'Brak wskazanej strony')),
  screen('Nieznany adres', 'visitor', (p) => go(p, `/nie-ma-${unique}`, 'Brak wskazanej strony')),

  // The back-office, as the demo administrator.
  screen('Panel główny', 'admin', (p) => go(p, paths.dashboard, 'Nowe zgłoszenia')),
  screen('Nowe zgłoszenia', 'admin', (p) => go(p, paths.newReports, reportColumnTexts.show)),
  screen('Otwarte zgłoszenia', 'admin', (p) => go(p, paths.openReports, reportColumnTexts.archive)),
  screen('Otwarte zgłoszenia: archiwizacja', 'admin', (p) =>
    click(p, reportColumnTexts.archive).then(() => dialog(p, reportListTexts.archiveTitle)),
  ),
  screen('Archiwalne zgłoszenia', 'admin', (p) => go(p, paths.archivedReports, reportColumnTexts.delete)),
  screen('Archiwalne zgłoszenia: trwałe usunięcie', 'admin', (p) =>
    click(p, reportColumnTexts.delete).then(() => dialog(p, reportListTexts.deleteTitle)),
  ),
  screen('Wszystkie zgłoszenia', 'admin', (p) => go(p, paths.allReports, 'Archiwalne zgłoszenia')),
  screen('Wiadomości', 'admin', (p) => go(p, paths.messages, reportColumnTexts.read)),
  screen('Rejestr zgłoszeń', 'admin', (p) => go(p, paths.register, reportColumnTexts.show)),
  screen('Rejestr zgłoszeń: szczegóły wiersza', 'admin', async (p) => {
    await p
      .getByRole('button', { name: /^Pokaż szczegóły/ })
      .first()
      .click();
    await p
      .getByRole('button', { name: /^Ukryj szczegóły/ })
      .first()
      .waitFor();
  }),
  screen('Zgłoszenie', 'admin', async (p) => {
    await go(p, paths.openReports, reportColumnTexts.archive);
    await p.getByRole('link', { name: reportColumnTexts.show }).first().click();
    await p.getByText(reportPageTexts.basicInfo).waitFor();
  }),
  screen('Zgłoszenie: treść odszyfrowana', 'admin', async (p) => {
    await click(p, reportPageTexts.viewReport);
    await p.getByText(reportPageTexts.content).first().waitFor({ timeout: 30_000 });
  }),
  screen('Zgłoszenie: notatki i szkody majątkowe', 'admin', async (p) => {
    await click(p, reportPageTexts.notes);
    await click(p, reportPageTexts.damageNotes);
    await p.getByRole('button', { name: reportPageTexts.addDamageNote }).waitFor();
  }),
  screen('Zgłoszenie: załączniki prywatne', 'admin', async (p) => {
    await click(p, reportPageTexts.privateFiles);
    await p.getByText(reportPageTexts.addFiles).first().waitFor();
  }),
  screen('Zgłoszenie: odpowiedź sygnaliście', 'admin', async (p) => {
    await click(p, conversationTexts.reply);
    await p.getByRole('checkbox', { name: conversationTexts.isFeedback }).waitFor();
  }),
  screen('Zgłoszenie: etykieta', 'admin', (p) =>
    click(p, /^(Dodaj|Zmień) etykietę$/).then(() => dialog(p, reportPageTexts.labelTitle)),
  ),
  screen('Zgłoszenie: wyłączenie z dostępu', 'admin', async (p) => {
    await escape(p);
    await click(p, reportExclusionTexts.open);
    await dialog(p, reportExclusionTexts.dialogTitle);
  }),
  screen('Zgłoszenie: archiwizacja', 'admin', async (p) => {
    await escape(p);
    await click(p, reportPageTexts.archive);
    await dialog(p, reportPageTexts.archiveTitle);
  }),
  screen('Zgłoszenie: log zgłoszenia', 'admin', async (p) => {
    await escape(p);
    await p.getByRole('link', { name: reportPageTexts.logs }).click();
    await p.getByText(logTexts.columns.activity).first().waitFor();
  }),
  // The demo inbox's report: a voice message with its transcript, a meeting asked for, a redacted
  // passage and a passage marked irrelevant (the original view shows the redaction and minimisation tools).
  screen('Zgłoszenie: protokoły, zaczernienia i dane nieistotne', 'admin', async (p) => {
    const report = await getReportByIdentifier(normaliseReporterIdentifier(demo.inboxIdentifier));
    await go(p, `/signal/${report!.reportId}`, reportPageTexts.basicInfo);
    await p.getByRole('heading', { name: protocolTexts.title.voice }).waitFor();
    await click(p, reportPageTexts.viewReport);
    await click(p, redactionTexts.showOriginal);
    await p.getByRole('heading', { name: minimisationTexts.section }).waitFor({ timeout: 30_000 });
  }),
  screen('Kategorie', 'admin', (p) => go(p, paths.categories, 'Zgłoszenia wewnętrzne')),
  screen('Kategorie: dodawanie', 'admin', (p) => click(p, /^Dodaj/).then(() => dialog(p, 'Dodawanie kategorii'))),
  screen('Kategorie: edycja', 'admin', async (p) => {
    await escape(p);
    await click(p, 'Edytuj');
    await dialog(p, 'Edycja kategorii');
  }),
  screen('Kategorie: tłumaczenia', 'admin', async (p) => {
    await p.getByRole('tab', { name: /^Tłumaczenia/ }).click();
    await p.getByRole('tabpanel', { name: /^Ukraiński/ }).waitFor();
  }),
  screen('Kategorie: użytkownicy kategorii', 'admin', async (p) => {
    await escape(p);
    await click(p, 'Użytkownicy');
    await dialog(p, /^Użytkownicy kategorii/);
  }),
  screen('Kategorie: załączniki kategorii', 'admin', async (p) => {
    await escape(p);
    await click(p, 'Załączniki');
    await dialog(p, /^Załączniki kategorii/);
  }),
  screen('Kategorie: usuwanie', 'admin', async (p) => {
    await escape(p);
    await click(p, 'Usuń');
    await dialog(p, 'Usuwanie kategorii');
  }),
  screen('Ustawienia', 'admin', (p) => go(p, paths.settings, authTexts.changePasswordTitle)),
  screen('Ustawienia: edycja dodatkowych typów', 'admin', async (p) => {
    await go(p, paths.settings, authTexts.changePasswordTitle);
    await click(p, 'Zmień dodatkowe typy');
    await p
      .getByRole('form', { name: 'Zmień dodatkowe typy' })
      .getByRole('switch', { name: 'Włącz zgłoszenia e-mail' })
      .waitFor();
  }),
  screen('Ustawienia: edycja informacji o zgłoszeniach zewnętrznych', 'admin', async (p) => {
    await go(p, paths.settings, authTexts.changePasswordTitle);
    await click(p, 'Zmień informację');
    await p.getByRole('form', { name: 'Zmień informację' }).getByLabel('Tekst po polsku').waitFor();
  }),
  screen('Ustawienia: edycja wiadomości głosowych', 'admin', async (p) => {
    await go(p, paths.settings, authTexts.changePasswordTitle);
    await click(p, voiceMessageSettingsTexts.edit);
    await p
      .getByRole('form', { name: voiceMessageSettingsTexts.edit })
      .getByRole('combobox', { name: voiceMessageSettingsTexts.disguise })
      .waitFor();
  }),
  screen('Ustawienia: wiadomości głosowe, limit spoza zakresu', 'admin', async (p) => {
    const form = p.getByRole('form', { name: voiceMessageSettingsTexts.edit });
    await form.getByLabel(voiceMessageSettingsTexts.maxMinutes).fill('0');
    await form.getByRole('button', { name: settingsPageTexts.save }).click();
    await form
      .getByText(voiceMessageSettingsTexts.minutesRange(voiceLimits.minMinutes, voiceLimits.maxMinutes))
      .waitFor();
  }),
  screen('Log systemowy', 'admin', (p) => go(p, paths.logs, logTexts.checkIntegrity)),
  screen('Log systemowy: wszystkie wpisy i integralność', 'admin', async (p) => {
    await click(p, logTexts.showAll);
    await p.getByText(logTexts.columns.activity).first().waitFor();
    await click(p, logTexts.checkIntegrity);
    await p.getByText(/^Log jest nienaruszony/).waitFor({ timeout: 30_000 });
  }),
  screen('Użytkownicy', 'admin', (p) => go(p, paths.users, 'Użytkownicy')),
  screen('Użytkownicy: nadanie dostępu', 'admin', async (p) => {
    await p
      .getByRole('group', { name: userPanelTexts.actionsOf(colleagues.pendingName) })
      .getByRole('button', { name: userPanelTexts.grant })
      .click();
    await dialog(p, userPanelTexts.grantTitle(colleagues.pendingName));
  }),
  screen('Statystyki', 'admin', async (p) => {
    await escape(p);
    await go(p, paths.statistics, statisticsTexts.title);
  }),
  screen('Zgłoszenie telefoniczne', 'admin', (p) => go(p, paths.phoneReport, phoneReportTexts.intro)),
  screen('Zgłoszenie telefoniczne: protokół rozmowy', 'admin', async (p) => {
    await click(p, phoneReportTexts.record);
    await p.getByText(phoneReportTexts.callerPhoneHint).or(p.getByRole('alert')).first().waitFor();
  }),
  screen('Subskrypcja', 'admin', (p) => go(p, paths.subscription, 'Subskrypcja')),
  screen('Zamówienia', 'admin', (p) => go(p, paths.orders, 'Zamówienia')),
  screen('Podsumowanie płatności', 'admin', (p) =>
    go(p, paths.orderInfo('nieznany-token-zamowienia-0001'), `404 - ${billingTexts.orderNotFound}`),
  ),
  screen('Pobieranie plików (organ zewnętrzny)', 'visitor', (p) => go(p, paths.external, externalTexts.missingShare)),
  // In English too (an authority abroad): its switcher and <html lang>.
  screen('Pobieranie plików (organ zewnętrzny) po angielsku', 'visitor', (p) =>
    go(p, `${paths.external}?lang=en`, enExternalTexts.missingShare),
  ),
  screen('Sprawdzanie potwierdzenia', 'visitor', (p) => go(p, paths.verify, receiptTexts.verifyTitle)),
  screen('Sprawdzanie potwierdzenia: kod nieautentyczny', 'visitor', async (p) => {
    await field(p, receiptTexts.codeLabel).fill('to-nie-jest-potwierdzenie');
    await click(p, receiptTexts.check);
    await p.getByTestId('verify-outcome').waitFor();
  }),
  screen('Nieznany adres w back-office', 'admin', (p) => go(p, `/nie-ma-${unique}`, 'Brak wskazanej strony')),
  screen('Menu na telefonie', 'admin', async (p) => {
    await p.setViewportSize({ width: 390, height: 844 });
    await go(p, paths.dashboard, 'Nowe zgłoszenia');
    await p.getByRole('button', { name: /menu/i }).first().click();
    await p.getByRole('link', { name: 'Kategorie' }).waitFor();
  }),
  // A help page on a laptop: its list of pages beside the text.
  screen('Pomoc: szeroki ekran', 'admin', async (p) => {
    await p.setViewportSize({ width: 1280, height: 900 });
    await go(p, helpPath('terminy'), helpTexts.siteName);
  }),
];

// --- Running them. ---

let browser: Browser;
const contexts = new Map<Who, { context: BrowserContext; page: Page }>();

async function logInAsDemoAdmin(page: Page): Promise<void> {
  await page.goto(`${origin}${paths.login}`);
  await page.getByRole('textbox', { name: authTexts.email }).fill(demo.adminEmail);
  await page
    .getByLabel(/^Hasło/)
    .first()
    .fill(demo.adminPassword);
  await page.getByRole('button', { name: authTexts.login, exact: true }).click();
  await enterDemoAdminCode(page);
  await page.waitForURL(`${origin}${paths.dashboard}`, { timeout: 60_000 });
}

/** One browser (own cookies and storage) per kind of person; the visitor's and reporter's on a phone-sized screen. */
async function pageFor(who: Who): Promise<Page> {
  const existing = contexts.get(who);
  if (existing) return existing.page;
  const context = await browser.newContext({
    locale: 'pl-PL',
    reducedMotion: 'reduce',
    viewport: who === 'admin' ? { width: 1280, height: 900 } : { width: 390, height: 844 },
    extraHTTPHeaders: ownClientAddress(),
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  // The form asks before leaving typed text; every screen here opens on purpose.
  page.on('dialog', (question) => void question.accept());
  contexts.set(who, { context, page });
  if (who === 'admin') await logInAsDemoAdmin(page);
  return page;
}

beforeAll(async () => {
  [browser] = await Promise.all([
    launchChromium(),
    givenFormOrganisation(),
    givenBlockedOrganisation(),
    givenLinks(),
    givenColleagues(),
  ]);
  // The administrator's login (Argon2id in the browser) before the first screen is timed.
  await pageFor('admin');
}, 180_000);

afterAll(async () => {
  await Promise.all([...contexts.values()].map(({ context }) => context.close()));
  await browser?.close();
});

describe('every screen passes axe (WCAG 2.2 AA and best practices)', () => {
  it.each(screens.map((s) => [s.name, s] as const))('%s', async (_name, { who, open }) => {
    const page = await pageFor(who);
    await open(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
