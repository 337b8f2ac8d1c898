import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { listPasskeys } from '@shared/contracts/auth/list-passkeys.js';
import { deleteFormAlias } from '@shared/contracts/settings/delete-form-alias.js';
import { getSettings } from '@shared/contracts/settings/get-settings.js';
import { setFormAlias } from '@shared/contracts/settings/set-form-alias.js';
import { updateChannels } from '@shared/contracts/settings/update-channels.js';
import { updateCompanyData } from '@shared/contracts/settings/update-company-data.js';
import { updateExternalChannelsNote } from '@shared/contracts/settings/update-external-channels-note.js';
import { updateSecurity } from '@shared/contracts/settings/update-security.js';
import { updateVoiceMessages } from '@shared/contracts/settings/update-voice-messages.js';
import type { BodyOf } from '@shared/contracts/contract.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';
import { settingsFixture } from '../test/fixtures.js';

const card = (name: string) => screen.findByRole('region', { name });
const field = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement;
const errorOf = (input: HTMLElement): string | null => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

beforeEach(() => {
  server.use(
    contractHandler(getSettings, () => settingsFixture()),
    contractHandler(listPasskeys, () => ({
      passkeys: [
        {
          passkeyId: 'A'.repeat(43),
          name: 'Laptop służbowy',
          createdAt: '2026-11-02T10:00:00.000Z',
          lastUsedAt: null,
          unlocksKeys: true,
        },
      ],
    })),
  );
});

describe('Settings: the cards', () => {
  it('shows company data, logo, own account, password, alias and statement, additional types and security', async () => {
    render(undefined, { path: '/settings', session: staffSessionFixture() });
    const company = await card('Dane firmy');
    for (const text of ['Fundacja Łąka', 'ul. Polna 1', '00-001', 'Warszawa', 'Aktywne', '15.01.2027', 'Premium']) {
      expect(within(company).getByText(text)).toBeTruthy();
    }
    expect(within(await card('Logo')).getByRole('img', { name: 'Domyślne logo' })).toBeTruthy();
    expect(await card('Moje konto')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Zmiana hasła' })).toBeTruthy();
    const alias = await card('Alias formularza i deklaracja dostępności');
    expect(within(alias).getByText('fundacja-laka-x1y2')).toBeTruthy();
    expect(
      within(alias)
        .getByRole('link', { name: /\/form\/fundacja-laka-x1y2$/ })
        .getAttribute('href'),
    ).toBe('/form/fundacja-laka-x1y2');
    expect(within(alias).getByText('Brak deklaracji dostępności.')).toBeTruthy();
    const channels = await card('Dodatkowe typy zgłoszeń');
    expect(within(channels).getByText('Zgłoszenia telefoniczne')).toBeTruthy();
    expect(within(channels).getByText('Zgłoszenia e-mail')).toBeTruthy();
    const passkeys = await card('Klucze dostępu');
    expect(await within(passkeys).findByText('Laptop służbowy')).toBeTruthy();
    expect(within(passkeys).getByText('Logowanie bez hasła')).toBeTruthy();
    expect(within(passkeys).getByText('Dodany 2.11.2026')).toBeTruthy();
    const security = await card('Bezpieczeństwo');
    expect(within(security).queryByText('W przygotowaniu')).toBeNull();
    expect(
      within(security).getByText(
        /serwer na czas sprawdzenia odszyfrowuje każdy załącznik wysłany z formularzem lub ze skrzynki sygnalisty, więc widzi jego zawartość/,
      ),
    ).toBeTruthy();
    expect(
      within(security).getByText(/serwer w ten sam sposób sprawdza pliki dodawane przez pracowników/),
    ).toBeTruthy();
  });

  it('hides the additional types the package does not include, and the card when it includes none', async () => {
    const base = settingsFixture();
    server.use(
      contractHandler(getSettings, () => ({ ...base, channels: { ...base.channels, phoneAvailable: false } })),
    );
    const view = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const channels = await card('Dodatkowe typy zgłoszeń');
    expect(within(channels).queryByText('Zgłoszenia telefoniczne')).toBeNull();
    expect(within(channels).getByText('Zgłoszenia e-mail')).toBeTruthy();
    // The e-mail type says what receiving means: not end-to-end encrypted in transit.
    expect(within(channels).getByText(/nie są szyfrowane end-to-end w drodze/)).toBeTruthy();
    expect(within(channels).queryByText(/w przygotowaniu/)).toBeNull();
    view.unmount();

    server.use(
      contractHandler(getSettings, () => ({
        ...base,
        channels: { ...base.channels, phoneAvailable: false, emailAvailable: false },
      })),
    );
    render(undefined, { path: '/settings', session: staffSessionFixture() });
    await card('Dane firmy');
    expect(screen.queryByRole('region', { name: 'Dodatkowe typy zgłoszeń' })).toBeNull();
  });

  it('shows the alias only when it is longer than 5 characters', async () => {
    server.use(
      contractHandler(getSettings, () =>
        settingsFixture({ form: { alias: 'demo', generatedAlias: 'demo', isCustom: false } }),
      ),
    );
    render(undefined, { path: '/settings', session: staffSessionFixture() });
    const alias = await card('Alias formularza i deklaracja dostępności');
    expect(within(alias).queryByText('demo')).toBeNull();
  });

  it('a user who is not the main administrator reads everything and may change only their password', async () => {
    server.use(contractHandler(getSettings, () => settingsFixture({ canEdit: false })));
    render(undefined, { path: '/settings', session: staffSessionFixture({ type: 1, isMainAdmin: false }) });
    await card('Dane firmy');
    expect(screen.getByText(/może zmieniać tylko administrator główny/)).toBeTruthy();
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toContain('Zmień hasło');
    expect(
      buttons.filter((name) => name?.startsWith('Zmień') || name?.startsWith('Usuń') || name?.startsWith('Wgraj')),
    ).toEqual(['Zmień hasło']);
  });

  it('an expired licence shows the subscription banner instead of the cards', async () => {
    render(undefined, { path: '/settings', session: staffSessionFixture({ customerIsActive: false }) });
    expect(await screen.findByText('Konto zablokowane!')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Dane firmy' })).toBeNull();
  });
});

describe('Settings: company data', () => {
  async function openEditor() {
    const view = render(undefined, { path: '/settings', session: staffSessionFixture() });
    await view.user.click(within(await card('Dane firmy')).getByRole('button', { name: 'Zmień dane firmy' }));
    const form = screen.getByRole('form', { name: 'Zmień dane firmy' });
    return { ...view, form };
  }
  const save = (form: HTMLElement) => within(form).getByRole('button', { name: 'Zapisz' }) as HTMLButtonElement;

  it.each([
    [/^Nazwa/, 'ab', 'Pole nie może mieć mniej niż 3 znaki'],
    [/^Adres/, '', 'Pole jest wymagane.'],
    [/^Kod pocztowy/, '00-01', 'Podaj kod pocztowy w formacie XX-XXX'],
    [/^Kod pocztowy/, '0001', 'Pole nie może mieć mniej niż 5 znaków'],
    [/^Miejscowość/, 'Wa', 'Pole nie może mieć mniej niż 3 znaki'],
    [/^NIP/, '123456789', 'Pole nie może mieć mniej niż 10 znaków'],
    [/^NIP/, '12345678901', 'Pole nie może mieć więcej niż 10 znaków'],
    [/^NIP/, '5260250275', 'Błędny numer NIP'],
  ])('%s "%s" says "%s"', async (label, value, message) => {
    const { user, form } = await openEditor();
    await user.clear(field(form, label));
    if (value) await user.type(field(form, label), value);
    await user.tab();
    expect(errorOf(field(form, label))).toBe(message);
  });

  it('accepts only digits in the NIP while typing', async () => {
    const { user, form } = await openEditor();
    await user.type(field(form, /^NIP/), '526-025-02-74');
    expect(field(form, /^NIP/).value).toBe('5260250274');
  });

  it('keeps the button disabled while a field is too short', async () => {
    const { user, form } = await openEditor();
    expect(save(form).disabled).toBe(false);
    await user.clear(field(form, /^Miejscowość/));
    await user.type(field(form, /^Miejscowość/), 'Wa');
    expect(save(form).disabled).toBe(true);
  });

  it('asks for confirmation, then saves the data with the NIP and shows the stored data', async () => {
    const bodies: BodyOf<typeof updateCompanyData>[] = [];
    let stored = settingsFixture();
    server.use(
      contractHandler(getSettings, () => stored),
      contractHandler(updateCompanyData, ({ body }) => {
        bodies.push(body);
        stored = { ...stored, company: { ...stored.company, companyName: body.companyName, nip: body.nip } };
        return { ok: true };
      }),
    );
    const { user, form } = await openEditor();
    await user.clear(field(form, /^Nazwa/));
    await user.type(field(form, /^Nazwa/), 'Fundacja Łąka Zielona');
    await user.type(field(form, /^NIP/), '5260250274');
    await user.click(save(form));
    const dialog = await screen.findByRole('dialog', { name: 'Zmiana danych firmy' });
    expect(dialog.textContent).toContain('Czy na pewno zmienić dane firmy?');
    expect(bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      companyName: 'Fundacja Łąka Zielona',
      companyAddress: 'ul. Polna 1',
      companyZipCode: '00-001',
      companyCity: 'Warszawa',
      nip: '5260250274',
    });
    const company = await card('Dane firmy');
    expect(await within(company).findByText('Fundacja Łąka Zielona')).toBeTruthy();
    expect(within(company).getByText('5260250274')).toBeTruthy();
  });

  it('a refusal by the server is shown at its field and as the alert', async () => {
    server.use(
      contractHandler(updateCompanyData, () =>
        errorResponse('VALIDATION_FAILED', { fields: { nip: 'Błędny numer NIP' } }),
      ),
    );
    const { user, form } = await openEditor();
    await user.click(save(form));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(errorOf(field(form, /^NIP/))).toBe('Błędny numer NIP'));
    expect(within(form).getByText(/^400 - /)).toBeTruthy();
  });
});

describe('Settings: the form alias', () => {
  async function openAliasEditor() {
    const view = render(undefined, { path: '/settings', session: staffSessionFixture() });
    await view.user.click(
      within(await card('Alias formularza i deklaracja dostępności')).getByRole('button', { name: 'Zmień alias' }),
    );
    return { ...view, form: screen.getByRole('form', { name: 'Zmień alias' }) };
  }

  it.each([
    ['abcde', 'Minimalna długość aliasu wynosi 6 znaków'],
    ['a'.repeat(101), 'Maksymalna długość aliasu wynosi 100 znaków'],
    ['moja firma', 'Alias zawiera niedozwolone znaki'],
  ])('"%s" says "%s"', async (alias, message) => {
    const { user, form } = await openAliasEditor();
    await user.clear(field(form, /^Alias formularza/));
    await user.type(field(form, /^Alias formularza/), alias);
    expect(errorOf(field(form, /^Alias formularza/))).toBe(message);
  });

  it('asks with the new address, saves it and shows it', async () => {
    let stored = settingsFixture();
    const bodies: unknown[] = [];
    server.use(
      contractHandler(getSettings, () => stored),
      contractHandler(setFormAlias, ({ body }) => {
        bodies.push(body);
        stored = { ...stored, form: { ...stored.form, alias: body.alias, isCustom: true } };
        return { alias: body.alias };
      }),
    );
    const { user, form } = await openAliasEditor();
    await user.clear(field(form, /^Alias formularza/));
    await user.type(field(form, /^Alias formularza/), 'Laka_Zgloszenia');
    await user.click(within(form).getByRole('button', { name: 'Zapisz alias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alias formularza' });
    expect(dialog.textContent).toContain(`${window.location.origin}/form/Laka_Zgloszenia`);
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz alias' }));
    await waitFor(() => expect(bodies).toEqual([{ alias: 'Laka_Zgloszenia' }]));
    const aliasCard = await card('Alias formularza i deklaracja dostępności');
    expect(await within(aliasCard).findByText('Laka_Zgloszenia')).toBeTruthy();
    expect(within(aliasCard).getByRole('button', { name: 'Usuń alias' })).toBeTruthy();
  });

  it("an alias another organisation holds is refused with the server's message", async () => {
    server.use(
      contractHandler(setFormAlias, () =>
        errorResponse('CONFLICT', { message: 'Ten alias jest już zajęty. Wybierz inny.' }),
      ),
    );
    const { user, form } = await openAliasEditor();
    await user.clear(field(form, /^Alias formularza/));
    await user.type(field(form, /^Alias formularza/), 'zajety-alias');
    await user.click(within(form).getByRole('button', { name: 'Zapisz alias' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zapisz alias' }));
    expect(await within(form).findByText('409 - Ten alias jest już zajęty. Wybierz inny.')).toBeTruthy();
  });

  it('deleting a chosen alias asks first, naming the generated address the form returns to', async () => {
    let deleted = 0;
    server.use(
      contractHandler(getSettings, () =>
        settingsFixture({ form: { alias: 'Laka_Zgloszenia', generatedAlias: 'fundacja-laka-x1y2', isCustom: true } }),
      ),
      contractHandler(deleteFormAlias, () => {
        deleted += 1;
        return { alias: 'fundacja-laka-x1y2' };
      }),
    );
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    await user.click(
      within(await card('Alias formularza i deklaracja dostępności')).getByRole('button', { name: 'Usuń alias' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Alias formularza' });
    expect(dialog.textContent).toContain(`${window.location.origin}/form/fundacja-laka-x1y2`);
    await user.click(within(dialog).getByRole('button', { name: 'Usuń alias' }));
    await waitFor(() => expect(deleted).toBe(1));
  });
});

describe('Settings: additional types', { timeout: 40_000 }, () => {
  async function openChannels() {
    const view = render(undefined, { path: '/settings', session: staffSessionFixture() });
    await view.user.click(
      within(await card('Dodatkowe typy zgłoszeń')).getByRole('button', { name: 'Zmień dodatkowe typy' }),
    );
    return { ...view, form: screen.getByRole('form', { name: 'Zmień dodatkowe typy' }) };
  }

  it('an enabled type without a category says so, and nothing is sent', async () => {
    const sent: unknown[] = [];
    server.use(contractHandler(updateChannels, ({ body }) => (sent.push(body), { ok: true as const })));
    const { user, form } = await openChannels();
    await user.click(within(form).getByRole('switch', { name: 'Włącz zgłoszenia e-mail' }));
    await user.type(field(form, /^Adres e-mail/), 'zgloszenia@laka.example');
    await user.click(within(form).getByRole('switch', { name: 'Włącz zgłoszenia telefoniczne' }));
    await user.type(field(form, /^Numer telefonu/), '221234567');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(await within(form).findByText('Nie wybrano kategorii dla zgłoszeń email')).toBeTruthy();
    expect(within(form).getByText('Nie wybrano kategorii dla zgłoszeń telefonicznych')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('saves both types with their categories, number and address after a confirmation', async () => {
    const sent: unknown[] = [];
    server.use(contractHandler(updateChannels, ({ body }) => (sent.push(body), { ok: true as const })));
    const { user, form } = await openChannels();
    await user.click(within(form).getByRole('switch', { name: 'Włącz zgłoszenia telefoniczne' }));
    await user.click(within(form).getAllByLabelText(/^Kategoria zgłoszeń telefonicznych/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Zgłoszenia zewnętrzne' }));
    await user.type(field(form, /^Numer telefonu/), '22 123-45-67');
    expect(field(form, /^Numer telefonu/).value).toBe('221234567');
    await user.click(within(form).getByRole('switch', { name: 'Włącz zgłoszenia e-mail' }));
    await user.click(within(form).getAllByLabelText(/^Kategoria zgłoszeń e-mail/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Zgłoszenia wewnętrzne' }));
    await user.type(field(form, /^Adres e-mail/), 'Zgloszenia@Laka.example');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dodatkowe typy zgłoszeń' });
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      phone: { enabled: true, categoryId: '5d1c6a0e-3d41-4c55-9f0e-6c3a8e1f2b02', phoneNumber: '221234567' },
      email: { enabled: true, categoryId: '5d1c6a0e-3d41-4c55-9f0e-6c3a8e1f2b01', address: 'zgloszenia@laka.example' },
    });
  });

  it("says where the e-mail channel receives, and shows the server's refusal of an address elsewhere at its field", async () => {
    const outside = 'Adres zgłoszeń e-mail musi być w domenie reports.ostoja.local.';
    server.use(
      contractHandler(updateChannels, () =>
        errorResponse('VALIDATION_FAILED', { message: outside, fields: { 'email.address': outside } }),
      ),
    );
    const { user, form } = await openChannels();
    expect(
      within(form).getByText(
        /tylko na adresy w domenie reports\.ostoja\.local, np\. nazwa-firmy@reports\.ostoja\.local/,
      ),
    ).toBeTruthy();
    await user.click(within(form).getByRole('switch', { name: 'Włącz zgłoszenia e-mail' }));
    await user.click(within(form).getAllByLabelText(/^Kategoria zgłoszeń e-mail/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Zgłoszenia wewnętrzne' }));
    await user.type(field(form, /^Adres e-mail/), 'zgloszenia@laka.example');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Dodatkowe typy zgłoszeń' })).getByRole('button', {
        name: 'Zapisz',
      }),
    );
    await waitFor(() => expect(errorOf(field(form, /^Adres e-mail/))).toBe(outside));
  });

  it('a wrong phone number or e-mail address is said at its field', async () => {
    const { user, form } = await openChannels();
    await user.click(within(form).getByRole('switch', { name: 'Włącz zgłoszenia telefoniczne' }));
    await user.type(field(form, /^Numer telefonu/), '12345');
    await user.tab();
    expect(errorOf(field(form, /^Numer telefonu/))).toBe('Podaj poprawny numer telefonu - 9 cyfr');
    await user.type(field(form, /^Adres e-mail/), 'nie-adres');
    await user.tab();
    expect(errorOf(field(form, /^Adres e-mail/))).toBe('Niepoprawny E-mail');
  });
});

describe('Settings: security', () => {
  it("stores the two antivirus toggles after a confirmation, and says the scanning of administrators' files is not built yet", async () => {
    let stored = settingsFixture();
    const sent: unknown[] = [];
    server.use(
      contractHandler(getSettings, () => stored),
      contractHandler(updateSecurity, ({ body }) => {
        sent.push(body);
        stored = { ...stored, security: body };
        return { ok: true as const };
      }),
    );
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const security = await card('Bezpieczeństwo');
    await user.click(within(security).getByRole('button', { name: 'Zmień ustawienia bezpieczeństwa' }));
    await user.click(within(security).getByRole('switch', { name: 'Skanowanie antywirusowe plików sygnalistów' }));
    await user.click(within(security).getByRole('button', { name: 'Zapisz' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Bezpieczeństwo' })).getByRole('button', { name: 'Zapisz' }),
    );
    await waitFor(() =>
      expect(sent).toEqual([
        { adminFilesAntivirusScan: false, reporterFilesAntivirusScan: true, requireSecondFactor: false },
      ]),
    );
    expect(await within(security).findByText('Włączone')).toBeTruthy();
  });

  it('requires a second factor of all staff after a confirmation', async () => {
    let stored = settingsFixture();
    const sent: unknown[] = [];
    server.use(
      contractHandler(getSettings, () => stored),
      contractHandler(updateSecurity, ({ body }) => {
        sent.push(body);
        stored = { ...stored, security: body };
        return { ok: true as const };
      }),
    );
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const security = await card('Bezpieczeństwo');
    expect(within(security).getByText('Wymagaj drugiego składnika logowania')).toBeTruthy();
    await user.click(within(security).getByRole('button', { name: 'Zmień ustawienia bezpieczeństwa' }));
    await user.click(within(security).getByRole('switch', { name: /^Wymagaj drugiego składnika logowania/ }));
    await user.click(within(security).getByRole('button', { name: 'Zapisz' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Bezpieczeństwo' })).getByRole('button', { name: 'Zapisz' }),
    );
    await waitFor(() =>
      expect(sent).toEqual([
        { adminFilesAntivirusScan: false, reporterFilesAntivirusScan: false, requireSecondFactor: true },
      ]),
    );
    expect(await within(security).findByText('Włączone')).toBeTruthy();
  });
});

describe('Settings: the information on external reports', { timeout: 30_000 }, () => {
  const title = 'Informacja o zgłoszeniach zewnętrznych';

  it('saves the Polish text and an English translation after a confirmation, and shows which languages lack one', async () => {
    let stored = settingsFixture();
    const sent: BodyOf<typeof updateExternalChannelsNote>[] = [];
    server.use(
      contractHandler(getSettings, () => stored),
      contractHandler(updateExternalChannelsNote, ({ body }) => {
        sent.push(body);
        stored = { ...stored, externalChannelsNote: { text: body.text, translations: { en: body.translations.en } } };
        return { ok: true as const };
      }),
    );
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const section = await card(title);
    expect(within(section).getByText('Brak tekstu organizacji.')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Zmień informację' }));
    const form = within(section).getByRole('form', { name: 'Zmień informację' });
    await user.type(field(form, /^Tekst po polsku/), 'Sprawy podatkowe zgłoś też do KAS.');
    await user.type(field(form, /^Tłumaczenie na angielski/), 'Report tax matters to KAS too.');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          text: 'Sprawy podatkowe zgłoś też do KAS.',
          translations: { uk: '', en: 'Report tax matters to KAS too.' },
        },
      ]),
    );
    expect(await within(section).findByText('Sprawy podatkowe zgłoś też do KAS.')).toBeTruthy();
    expect(within(section).getByText('Ukraiński').nextElementSibling?.textContent).toBe(
      'brak – zgłaszający zobaczy tekst po polsku',
    );
    expect(within(section).getByText('Angielski').nextElementSibling?.textContent).toBe('podane');
  });

  it('says at the field that markup and a text over 2000 characters are refused, and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      contractHandler(updateExternalChannelsNote, ({ body }) => {
        sent.push(body);
        return { ok: true as const };
      }),
    );
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const section = await card(title);
    await user.click(within(section).getByRole('button', { name: 'Zmień informację' }));
    const form = within(section).getByRole('form', { name: 'Zmień informację' });
    const polish = field(form, /^Tekst po polsku/);
    await user.type(polish, 'Zobacz <b>tutaj</b>');
    await waitFor(() =>
      expect(errorOf(polish)).toBe(
        'Tekst może zawierać tylko zwykły tekst, bez znaczników HTML (takich jak <b> czy <img>).',
      ),
    );
    await user.clear(polish);
    await user.click(polish);
    await user.paste('a'.repeat(2001));
    await waitFor(() => expect(errorOf(polish)).toBe('Tekst może mieć najwyżej 2000 znaków.'));
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    expect(screen.queryByRole('dialog', { name: title })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('is only read by a user who is not the main administrator', async () => {
    server.use(
      contractHandler(getSettings, () =>
        settingsFixture({ canEdit: false, externalChannelsNote: { text: 'Tekst organizacji.' } }),
      ),
    );
    render(undefined, { path: '/settings', session: staffSessionFixture() });
    const section = await card(title);
    expect(within(section).getByText('Tekst organizacji.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Zmień informację' })).toBeNull();
  });
});

describe('Settings: voice messages', { timeout: 30_000 }, () => {
  const title = 'Wiadomości głosowe';

  it('enables them with a policy and a limit after a confirmation; the overview shows what was saved', async () => {
    let stored = settingsFixture();
    const sent: BodyOf<typeof updateVoiceMessages>[] = [];
    server.use(
      contractHandler(getSettings, () => stored),
      contractHandler(updateVoiceMessages, ({ body }) => {
        sent.push(body);
        stored = { ...stored, voiceMessages: { ...body, available: true } };
        return { ok: true as const };
      }),
    );
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const section = await card(title);
    expect(within(section).getByText('Zmiana głosu').nextElementSibling?.textContent).toBe('sygnalista decyduje');
    expect(within(section).getByText('Limit czasu nagrania (minuty)').nextElementSibling?.textContent).toBe('10 min');
    await user.click(within(section).getByRole('button', { name: 'Zmień ustawienia wiadomości głosowych' }));
    const form = within(section).getByRole('form', { name: 'Zmień ustawienia wiadomości głosowych' });
    await user.click(within(form).getByRole('switch', { name: 'Wiadomości głosowe' }));
    await user.selectOptions(field(form, /^Zmiana głosu/), 'zawsze');
    const minutes = field(form, /^Limit czasu nagrania/);
    await user.clear(minutes);
    await user.type(minutes, '5');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: 'Zapisz' }),
    );
    await waitFor(() => expect(sent).toEqual([{ enabled: true, disguise: 'always', maxMinutes: 5 }]));
    expect(await within(section).findByText('zawsze')).toBeTruthy();
    expect(within(section).getByText('5 min')).toBeTruthy();
  });

  it('says at the field that the limit is 1 to 20 minutes, and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      contractHandler(updateVoiceMessages, ({ body }) => {
        sent.push(body);
        return { ok: true as const };
      }),
    );
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const section = await card(title);
    await user.click(within(section).getByRole('button', { name: 'Zmień ustawienia wiadomości głosowych' }));
    const form = within(section).getByRole('form', { name: 'Zmień ustawienia wiadomości głosowych' });
    const minutes = field(form, /^Limit czasu nagrania/);
    for (const typed of ['0', '21', '2,5']) {
      await user.clear(minutes);
      await user.type(minutes, typed);
      await user.click(within(form).getByRole('button', { name: 'Zapisz' }));
      await waitFor(() => expect(errorOf(minutes)).toBe('Podaj liczbę minut od 1 do 20.'));
    }
    expect(screen.queryByRole('dialog', { name: title })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('is not shown where the package has no voice messages', async () => {
    server.use(
      contractHandler(getSettings, () =>
        settingsFixture({
          voiceMessages: { enabled: false, disguise: 'reporterChooses', maxMinutes: 10, available: false },
        }),
      ),
    );
    render(undefined, { path: '/settings', session: staffSessionFixture() });
    await card('Bezpieczeństwo');
    expect(screen.queryByRole('region', { name: title })).toBeNull();
  });
});
