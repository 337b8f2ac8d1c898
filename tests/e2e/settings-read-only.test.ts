/**
 * Settings as a non-administrator, in headless Chromium against the whole local product (the
 * main administrator edits Settings; everybody else reads them and changes only their own
 * sign-in): an Użytkownik and an Audytor each see every card, the read-only note, and no button
 * that changes anything but 'Zmień hasło', 'Włącz aplikację uwierzytelniającą' and 'Dodaj klucz
 * dostępu' — no edit, upload
 * or delete button, no switch, no file input.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUserType } from '@shared/domain/staff-user.js';
import { settingsPageTexts } from '@shared/messages/settings.js';
import { BrowserPages, logInAsStaff } from '../support/browser.js';
import { givenColleague, givenStaffOrganisation } from '../support/staff-organisation.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = testRuntime.origin;

const cards = [
  'Dane firmy',
  'Logo',
  'Moje konto',
  'Alias formularza i deklaracja dostępności',
  'Dodatkowe typy zgłoszeń',
  'Bezpieczeństwo',
  'Informacja o zgłoszeniach zewnętrznych',
  'Reguły',
];
/** What a button that changes Settings starts with (edit, upload, delete, set). */
const changing = /^(Zmień|Usuń|Wgraj|Dodaj|Ustaw|Zapisz|Włącz|Wyłącz)/;

let pages: BrowserPages;
const people: Record<'user' | 'auditor', { email: string; password: string }> = {
  user: { email: '', password: '' },
  auditor: { email: '', password: '' },
};

beforeAll(async () => {
  const org = await givenStaffOrganisation('Haslo-Ustawien-Tylko-1');
  people.user = await givenColleague(org, 'Haslo-Uzytkownika-1', {
    type: staffUserType.user,
    name: 'Urszula Użytkownik',
  });
  people.auditor = await givenColleague(org, 'Haslo-Audytora-1', { type: staffUserType.auditor, name: 'Adam Audytor' });
  pages = await BrowserPages.launch();
});

afterAll(() => pages?.close());

async function settingsAs(who: keyof typeof people): Promise<Page> {
  const page = await pages.open();
  await logInAsStaff(page, origin, people[who].email, people[who].password);
  await page.goto(`${origin}/settings`);
  await page.getByRole('region', { name: 'Bezpieczeństwo' }).waitFor();
  return page;
}

describe('Settings read-only for those who are not the main administrator (browser)', () => {
  for (const who of ['user', 'auditor'] as const) {
    it(`${who === 'user' ? 'an Użytkownik' : 'an Audytor'} sees every card, and may change only their own sign-in`, async () => {
      const page = await settingsAs(who);
      const main = page.getByRole('main');
      for (const name of cards) await main.getByRole('region', { name }).waitFor();
      await main.getByRole('heading', { name: 'Zmiana hasła' }).waitFor();
      await main.getByText(settingsPageTexts.readOnly).waitFor();
      // The security card reads the toggles; nobody but the main administrator gets their switches.
      const security = main.getByRole('region', { name: 'Bezpieczeństwo' });
      expect(await security.getByText('Skanowanie antywirusowe plików administratorów').count()).toBe(1);

      const buttons = (await main.getByRole('button').allInnerTexts()).map((text) => text.trim());
      expect(buttons.filter((name) => changing.test(name))).toEqual([
        'Zmień hasło',
        'Włącz aplikację uwierzytelniającą',
        'Dodaj klucz dostępu',
      ]);
      expect(await main.getByRole('switch').count()).toBe(0);
      expect(await main.locator('input[type=file]').count()).toBe(0);
      expect(pages.problems).toEqual([]);
    });
  }
});
