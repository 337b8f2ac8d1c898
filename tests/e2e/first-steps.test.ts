/**
 * A new organisation's first steps in headless Chromium against the whole local product: the
 * main administrator's dashboard shows 'Pierwsze kroki' until the categories exist, each has
 * someone assigned (a category nobody handles is flagged on the dashboard and in the categories
 * table), the recovery key is checked, the form's link is copied and the internal reporting
 * procedure is made known (its step leads to its screen).
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRYPTO_ERROR_MESSAGES } from '@shared/crypto/errors.js';
import { registerOrganisation, registrationDetails } from '../support/accounts.js';
import { launchChromium, ownClientAddress } from '../support/browser.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

let browser: Browser;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];
const admin = { email: '', password: 'Haslo-Pierwsze-Kroki-1', recoveryKey: '' };

beforeAll(async () => {
  // Production Argon2 cost: the browser refuses weaker parameters at login.
  const registered = await registerOrganisation(admin.password, undefined, {});
  admin.email = registered.email;
  admin.recoveryKey = registered.recoveryKey;
  browser = await launchChromium();
  context = await browser.newContext({
    extraHTTPHeaders: ownClientAddress(),
    locale: 'pl-PL',
    viewport: { width: 1366, height: 768 },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const checklist = () => page.getByRole('region', { name: 'Pierwsze kroki' });
const step = (title: string) => checklist().getByRole('listitem', { name: title });
/** Waits for the progress line to say `text` (returning to the dashboard shows the last answer while it asks again). */
const progressSays = (text: string) =>
  checklist()
    .getByTestId('setup-progress')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .waitFor();

async function toDashboard() {
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Panel główny' }).click();
  await page.getByRole('heading', { level: 1, name: 'Panel główny' }).waitFor();
}

describe('Pierwsze kroki of a new organisation (browser)', () => {
  it('greets the new main administrator with the five steps, none done', async () => {
    await page.goto(`${origin}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(admin.email);
    await page
      .getByLabel(/^Hasło/)
      .first()
      .fill(admin.password);
    await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Panel główny' }).waitFor();
    await checklist().waitFor();
    await progressSays('Zrobione: 0 z 5');
    expect(await step('Przypisz osoby do każdej kategorii').getByText('Najpierw utwórz kategorię.').isVisible()).toBe(
      true,
    );
  });

  it('a category made from the list is flagged as nobody’s, on the dashboard and in the table, until someone is assigned', async () => {
    await step('Utwórz kategorie zgłoszeń').getByRole('link', { name: 'Przejdź do kategorii' }).click();
    await page.getByRole('button', { name: 'Dodaj kategorię „Zgłoszenia wewnętrzne”' }).click();
    await page.getByRole('dialog', { name: 'Kategoria domyślna' }).getByRole('button', { name: 'Utwórz' }).click();
    const usersCell = page.getByRole('table', { name: 'Kategorie' }).getByTestId('category-users');
    await usersCell.getByText('Brak przypisanych osób').waitFor();

    await toDashboard();
    await checklist().waitFor();
    await progressSays('Zrobione: 1 z 5');
    expect(await step('Przypisz osoby do każdej kategorii').getByTestId('unassigned-categories').textContent()).toBe(
      'Zgłoszenia wewnętrzne',
    );

    await step('Przypisz osoby do każdej kategorii').getByRole('link', { name: 'Przypisz osoby' }).click();
    await page.getByRole('button', { name: 'Użytkownicy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Użytkownicy kategorii: Zgłoszenia wewnętrzne' });
    await dialog.getByRole('checkbox', { name: `Przypisany: ${registrationDetails.name}` }).check();
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await usersCell.getByText(registrationDetails.name).waitFor();

    await toDashboard();
    await checklist().waitFor();
    await progressSays('Zrobione: 2 z 5');
    expect(await step('Przypisz osoby do każdej kategorii').getByText('Zrobione', { exact: true }).isVisible()).toBe(
      true,
    );
  });

  it('checks the printed recovery key in the browser: a typo is named, the right key marks the step', async () => {
    await step('Zachowaj klucz odzyskiwania').getByRole('button', { name: 'Sprawdź klucz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sprawdzenie klucza odzyskiwania' });
    const field = dialog.getByRole('textbox', { name: /^Klucz odzyskiwania/ });
    const typo = admin.recoveryKey.slice(0, -1) + (admin.recoveryKey.endsWith('0') ? '1' : '0');
    await field.fill(typo);
    await dialog.getByRole('button', { name: 'Sprawdź', exact: true }).click();
    await dialog.getByText(CRYPTO_ERROR_MESSAGES.BAD_RECOVERY_KEY).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill(admin.recoveryKey.toLowerCase());
    await dialog.getByRole('button', { name: 'Sprawdź', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Klucz odzyskiwania jest poprawny. Przechowuj go dalej w bezpiecznym miejscu.').waitFor();
    await progressSays('Zrobione: 3 z 5');
  });

  it('copying the form link leaves the procedure, the last step, which leads to its screen', async () => {
    const linkStep = step('Udostępnij link do formularza zgłoszeń');
    const link = await linkStep.getByRole('textbox', { name: 'Link do formularza zgłoszeń' }).inputValue();
    expect(link).toMatch(new RegExp(`^${origin}/form/[a-z0-9-]+$`));
    expect(await linkStep.getByRole('link', { name: /Podgląd formularza/ }).getAttribute('target')).toBe('_blank');

    await linkStep.getByRole('button', { name: 'Kopiuj link' }).click();
    await progressSays('Zrobione: 4 z 5');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await page.reload();
    await progressSays('Zrobione: 4 z 5');
    await step('Ustal procedurę zgłoszeń wewnętrznych').getByRole('link', { name: 'Przejdź do procedury' }).click();
    await page.getByRole('heading', { level: 1, name: 'Procedura zgłoszeń wewnętrznych' }).waitFor();
    expect(problems).toEqual([]);
  });
});
