import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MB } from '@shared/domain/files.js';
import { finaliseRetries } from '@shared/domain/retries.js';
import { fileTexts } from '@shared/messages/files.js';
import { formTexts } from '@shared/messages/form.js';
import { sentTexts } from '@shared/messages/form-sent.js';
import { formFollowUpTexts } from '@shared/messages/form-follow-up.js';
import { metadataTexts } from '@shared/messages/metadata.js';
import { photoWithGps } from '@/test/metadata-files.js';
import { render } from '@/test/render.js';
import { unsupportedTypeAlert } from '../lib/file-rules.js';
import { formFixture, ids, serveFormApi } from '../test/fixtures.js';
import {
  encryptFileToBlob,
  encryptSubmission,
  passwordFixture,
  resetReportCryptoMock,
} from '../test/report-crypto-mock.js';

import type * as Retries from '@shared/domain/retries.js';

vi.mock('../lib/report-crypto.js', () => import('../test/report-crypto-mock.js'));
// The pauses between sends of a finalise, shortened: their lengths are the unit test's (shared/domain/retries.test.ts).
vi.mock('@shared/domain/retries.js', async (actual) => ({
  ...(await actual<typeof Retries>()),
  retryPauseMs: () => 20,
}));

type User = ReturnType<typeof render>['user'];

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (element: HTMLElement): string | null => {
  const id = element
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: formTexts.send }) as HTMLButtonElement;
const alertText = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

async function openForm(options: Parameters<typeof serveFormApi>[0] = {}) {
  const api = serveFormApi(options);
  const view = render(undefined, { path: '/form/demo' });
  return { api, ...view };
}

async function openDefaultCategory(options: Parameters<typeof serveFormApi>[0] = {}) {
  const view = await openForm(options);
  await screen.findByLabelText(/^Opis naruszenia/);
  return view;
}

async function chooseCategory(user: User, name: string) {
  await user.selectOptions(input(/^Kategoria zgłoszenia/), name);
}

/** Puts text into a field as a paste does (one input event): typing long texts is slow. */
async function typeQuickly(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

/** Fills every field of the default category correctly. */
async function fillDefault(user: User) {
  await typeQuickly(user, input(/^Opis naruszenia/), 'Faktury wystawiane bez dostawy');
  await typeQuickly(user, input(/^Osoby, których dotyczy/), 'Dział zakupów');
  await user.selectOptions(input(/^Czy zgłaszałeś już tę sprawę/), 'Nie');
  await user.click(screen.getByRole('checkbox'));
}

async function confirmSend(user: User) {
  await user.click(sendButton());
  const dialog = await screen.findByRole('dialog', { name: sentTexts.confirmTitle });
  await user.click(within(dialog).getByRole('button', { name: sentTexts.confirmSend }));
}

function pick(user: User, files: File[]) {
  return userEvent
    .setup({ applyAccept: false })
    .upload(fileInput(), files)
    .then(() => user);
}

/** A file whose size is declared without holding that many bytes. */
function sizedFile(name: string, size: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => resetReportCryptoMock());
afterEach(() => {
  document.documentElement.classList.remove('ostoja-high-contrast');
  document.documentElement.style.fontSize = '';
});

describe('public form: loading', { timeout: 20_000 }, () => {
  it('shows the organisation, the categories and the first category’s fields with required ones marked', async () => {
    await openDefaultCategory();
    expect(screen.getByRole('heading', { level: 1, name: formTexts.pageTitle })).toBeTruthy();
    expect(screen.getByText('Fundacja Łąka')).toBeTruthy();
    const select = input(/^Kategoria zgłoszenia/) as unknown as HTMLSelectElement;
    expect([...select.options].map((o) => o.text)).toEqual([
      'Zgłoszenia wewnętrzne',
      'Skargi imienne',
      'Bez załączników',
    ]);
    for (const label of [/^Opis naruszenia/, /^Osoby, których dotyczy/, /^Czy zgłaszałeś już tę sprawę/]) {
      const element = input(label);
      expect(element.required).toBe(true);
      expect(element.labels?.[0]?.textContent).toMatch(/\*$/);
    }
    expect((screen.getByRole('checkbox') as HTMLInputElement).required).toBe(true);
    expect(screen.getByRole('checkbox').closest('.mantine-Checkbox-root')?.textContent).toMatch(/\*$/);
  });

  it('renders only an http(s) link of a checkbox label as a link and all other markup as text', async () => {
    await openDefaultCategory();
    const link = screen.getByRole('link', { name: /regulamin/ }) as HTMLAnchorElement;
    expect(link.href).toBe('https://firma.example/regulamin');
    expect(link.target).toBe('_blank');
    expect(link.rel).toContain('noopener');
    const label = screen.getByRole('checkbox').closest('.mantine-Checkbox-root') as HTMLElement;
    expect(label.textContent).toContain('zgłoszeń <b>wewnętrznych</b>');
    expect(label.querySelector('b')).toBeNull();
  });

  it('reloads the fields when another category is chosen', async () => {
    const { api, user } = await openDefaultCategory();
    expect(api.categoryLoads).toEqual([ids.internal]);
    await chooseCategory(user, 'Bez załączników');
    expect(await screen.findByLabelText(/^Uwagi/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Opis naruszenia/)).toBeNull();
    expect(api.categoryLoads).toEqual([ids.internal, ids.noFiles]);
  });

  it('asks for name, phone and e-mail only when the category is not anonymous', async () => {
    const { user } = await openDefaultCategory();
    expect(screen.queryByLabelText(/^Imię i nazwisko/)).toBeNull();
    await chooseCategory(user, 'Skargi imienne');
    await screen.findByLabelText(/^Numer sprawy/);
    expect(input(/^Imię i nazwisko/).required).toBe(true);
    expect(input(/^Telefon/).required).toBe(true);
    expect(input(/^Adres e-mail/).type).toBe('email');
  });

  it('offers attachments only when the category allows files', async () => {
    const { user } = await openDefaultCategory();
    expect(screen.getByRole('button', { name: formTexts.addFiles })).toBeTruthy();
    await chooseCategory(user, 'Bez załączników');
    await screen.findByLabelText(/^Uwagi/);
    expect(screen.queryByRole('button', { name: formTexts.addFiles })).toBeNull();
    expect(fileInput()).toBeNull();
  });

  it('lists the category’s downloadable files and opens a short-lived link for one', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { api, user } = await openDefaultCategory();
    await user.click(screen.getByRole('button', { name: 'Procedura zgłoszeń.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.downloads).toEqual([ids.rules]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe(`https://files.example.test/download/${ids.rules}`);
    click.mockRestore();
  });

  it('says that attachments are scanned, and that the server then sees them, only when the organisation scans them', async () => {
    await openDefaultCategory({ form: formFixture({ filesScanned: true }) });
    const note = screen.getByText(formTexts.filesScanned);
    expect(note.textContent).toContain(
      'serwer na czas sprawdzenia odszyfrowuje każdy załączony plik i widzi jego zawartość',
    );
    cleanup();
    await openDefaultCategory({ form: formFixture({ filesScanned: false }) });
    expect(screen.queryByText(formTexts.filesScanned)).toBeNull();
  });

  it('shows the phone and e-mail channels when the organisation has them', async () => {
    await openDefaultCategory({
      form: formFixture({
        phoneEnabled: true,
        phoneNumber: '221234567',
        pin: '482105',
        mailEnabled: true,
        customEmail: 'zgloszenia@laka.example',
      }),
    });
    expect(
      await screen.findByText(
        'Zgłoszenie możesz przekazać także telefonicznie pod numerem 221 234 567. W trakcie połączenia podaj kod PIN organizacji: 482105.',
      ),
    ).toBeTruthy();
    expect((screen.getByRole('link', { name: 'zgloszenia@laka.example' }) as HTMLAnchorElement).href).toBe(
      'mailto:zgloszenia@laka.example',
    );
  });

  it('downloads the accessibility statement from a short-lived address, staying on the form', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { api, user, router } = await openDefaultCategory({
      form: formFixture({ showAccessibilityStatement: true }),
    });
    await user.click(screen.getByRole('button', { name: 'Deklaracja dostępności' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.downloads).toEqual(['accessibility-statement']);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe('https://files.example.test/download/accessibility-statement');
    expect(link.target).toBe('');
    expect(router.state.location.pathname).toBe('/form/demo');
    click.mockRestore();
  });

  it('shows the organisation’s logo, read into a blob (images come only from the site)', async () => {
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:logo-1');
    URL.revokeObjectURL = vi.fn();
    try {
      await openDefaultCategory({ form: formFixture({ logo: { url: 'https://files.example.test/logo.png' } }) });
      const logo = (await screen.findByRole('img', { name: 'Logo: Fundacja Łąka' })) as HTMLImageElement;
      expect(logo.getAttribute('src')).toBe('blob:logo-1');
      expect((vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob).type).toBe('image/png');
    } finally {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    }
  });

  it('shows no channels and no statement link when they are off', async () => {
    await openDefaultCategory();
    expect(screen.queryByRole('heading', { name: formTexts.channels })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Deklaracja dostępności' })).toBeNull();
    expect(screen.queryByRole('img', { name: /^Logo/ })).toBeNull();
  });

  it('says so when the organisation offers no category, and offers no send button', async () => {
    await openForm({ form: formFixture({ categories: [] }) });
    expect(await screen.findByText(formTexts.noCategories)).toBeTruthy();
    expect(screen.queryByRole('button', { name: formTexts.send })).toBeNull();
  });

  it('shows "{status} - {message}" when a category’s fields cannot be loaded, and keeps the form', async () => {
    const missing = {
      id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      name: 'Usunięta',
      anonymous: true,
      files: false,
      attachments: [],
    };
    const { user } = await openDefaultCategory({
      form: formFixture({ categories: [...formFixture().categories, missing] }),
    });
    await chooseCategory(user, 'Usunięta');
    expect(await screen.findByText('404 - Nie znaleziono zasobu.')).toBeTruthy();
    expect(screen.queryByLabelText(/^Opis naruszenia/)).toBeNull();
    expect(sendButton().disabled).toBe(true);
    await chooseCategory(user, 'Zgłoszenia wewnętrzne');
    expect(await screen.findByLabelText(/^Opis naruszenia/)).toBeTruthy();
    expect(alertText()).toEqual([]);
  });

  it('shows the blocked notice and no way to send when the licence expired (409)', async () => {
    await openForm({ form: 'FORM_BLOCKED' });
    expect(await screen.findByText(formTexts.blockedBody)).toBeTruthy();
    expect(screen.getByText(formTexts.blockedTitle)).toBeTruthy();
    expect(screen.queryByRole('button', { name: formTexts.send })).toBeNull();
    expect(screen.queryByLabelText(/^Kategoria zgłoszenia/)).toBeNull();
  });

  it('goes to the Errors page with the alert "404 - …" for an unknown alias', async () => {
    const { router } = await openForm({ form: 'NOT_FOUND' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/Errors'));
    expect(await screen.findByText('404 - Nie znaleziono zasobu.')).toBeTruthy();
    expect(screen.getByText('Brak wskazanej strony')).toBeTruthy();
  });
});

describe('public form: validation', { timeout: 20_000 }, () => {
  it('an empty send shows every rule’s message and the form alert, focuses the first wrong field, asks nothing and sends nothing', async () => {
    const { api, user } = await openDefaultCategory();
    await chooseCategory(user, 'Skargi imienne');
    await screen.findByLabelText(/^Numer sprawy/);
    await chooseCategory(user, 'Zgłoszenia wewnętrzne');
    await screen.findByLabelText(/^Opis naruszenia/);
    await user.click(sendButton());
    expect(await screen.findByText(formTexts.formInvalid)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: sentTexts.confirmTitle })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input(/^Opis naruszenia/)));
    expect(errorOf(input(/^Opis naruszenia/))).toBe('Pole wymagane - minimum 4 znaki');
    expect(errorOf(input(/^Osoby, których dotyczy/))).toBe('Pole wymagane - minimum 3 znaki');
    expect(errorOf(input(/^Czy zgłaszałeś już tę sprawę/))).toBe('Pole wymagane - wybierz z listy');
    expect(errorOf(screen.getByRole('checkbox'))).toBe('Pole wymagane - zaznacz opcję');
    expect(api.starts).toHaveLength(0);
    expect(encryptSubmission).not.toHaveBeenCalled();
  });

  it('clears each message as its field is fixed, and the form alert with the last one', async () => {
    const { user } = await openDefaultCategory();
    await user.click(sendButton());
    await screen.findByText(formTexts.formInvalid);
    await typeQuickly(user, input(/^Opis naruszenia/), 'Faktury wystawiane bez dostawy');
    expect(errorOf(input(/^Opis naruszenia/))).toBeNull();
    expect(errorOf(input(/^Osoby, których dotyczy/))).toBe('Pole wymagane - minimum 3 znaki');
    expect(screen.getByText(formTexts.formInvalid)).toBeTruthy();
    await typeQuickly(user, input(/^Osoby, których dotyczy/), 'Dział zakupów');
    await user.selectOptions(input(/^Czy zgłaszałeś już tę sprawę/), 'Nie');
    await user.click(screen.getByRole('checkbox'));
    expect(screen.queryByText(formTexts.formInvalid)).toBeNull();
    await user.click(sendButton());
    expect(await screen.findByRole('dialog', { name: sentTexts.confirmTitle })).toBeTruthy();
  });

  it('asks a named reporter for a name of 3 characters, a 9-digit phone and a valid e-mail', async () => {
    const { user } = await openDefaultCategory();
    await chooseCategory(user, 'Skargi imienne');
    await screen.findByLabelText(/^Numer sprawy/);
    await user.click(sendButton());
    await screen.findByText(formTexts.formInvalid);
    expect(errorOf(input(/^Imię i nazwisko/))).toBe('Pole wymagane - minimum 3 znaki');
    expect(errorOf(input(/^Telefon/))).toBe('Podaj poprawny numer telefonu - 9 cyfr');
    expect(errorOf(input(/^Adres e-mail/))).toBe(formTexts.emailInvalid);

    await user.type(input(/^Imię i nazwisko/), 'Al');
    await user.type(input(/^Telefon/), '60012345');
    await user.type(input(/^Adres e-mail/), 'jan@poczta');
    expect(errorOf(input(/^Imię i nazwisko/))).toBe('Pole wymagane - minimum 3 znaki');
    expect(errorOf(input(/^Telefon/))).toBe('Podaj poprawny numer telefonu - 9 cyfr');
    expect(errorOf(input(/^Adres e-mail/))).toBe(formTexts.emailInvalid);

    await user.type(input(/^Imię i nazwisko/), 'a');
    await user.type(input(/^Telefon/), '7');
    await user.type(input(/^Adres e-mail/), '.pl');
    expect(errorOf(input(/^Imię i nazwisko/))).toBeNull();
    expect(errorOf(input(/^Telefon/))).toBeNull();
    expect(errorOf(input(/^Adres e-mail/))).toBeNull();
  });

  it('the phone field takes digits only, 9 at most', async () => {
    const { user } = await openDefaultCategory();
    await chooseCategory(user, 'Skargi imienne');
    await screen.findByLabelText(/^Numer sprawy/);
    await user.type(input(/^Telefon/), '600 12-34a5');
    expect(input(/^Telefon/).value).toBe('60012345');
    await user.tab();
    expect(errorOf(input(/^Telefon/))).toBe('Podaj poprawny numer telefonu - 9 cyfr');
    fireEvent.change(input(/^Telefon/), { target: { value: '6001234567' } });
    expect(input(/^Telefon/).value).toBe('600123456');
    expect(errorOf(input(/^Telefon/))).toBeNull();
  });

  it('shows a field’s message once it is left, at the limits 3 (short) and 4 (long) characters', async () => {
    const { user } = await openDefaultCategory();
    await user.type(input(/^Osoby, których dotyczy/), 'ab');
    await user.tab();
    expect(errorOf(input(/^Osoby, których dotyczy/))).toBe('Pole wymagane - minimum 3 znaki');
    await user.type(input(/^Osoby, których dotyczy/), 'c');
    expect(errorOf(input(/^Osoby, których dotyczy/))).toBeNull();

    await user.type(input(/^Opis naruszenia/), 'abc');
    await user.tab();
    expect(errorOf(input(/^Opis naruszenia/))).toBe('Pole wymagane - minimum 4 znaki');
    await user.type(input(/^Opis naruszenia/), 'd');
    expect(errorOf(input(/^Opis naruszenia/))).toBeNull();
  });

  it('counts neither outer spaces nor markup towards the minimum', async () => {
    const { user } = await openDefaultCategory();
    await user.type(input(/^Osoby, których dotyczy/), '  <b>ab</b>  ');
    await user.tab();
    expect(errorOf(input(/^Osoby, których dotyczy/))).toBe('Pole wymagane - minimum 3 znaki');
  });

  it('does not show messages of untouched fields before a send is tried', async () => {
    await openDefaultCategory();
    expect(errorOf(input(/^Opis naruszenia/))).toBeNull();
    expect(screen.queryByText(formTexts.formInvalid)).toBeNull();
  });
});

describe('public form: attachments', { timeout: 20_000 }, () => {
  it('lists picked files, ignores a second file of the same name and removes one on request', async () => {
    const { user } = await openDefaultCategory();
    await pick(user, [new File(['a'], 'dowod.pdf'), new File(['b'], 'zdjecie.jpg')]);
    await screen.findByText('zdjecie.jpg');
    await pick(user, [new File(['other content'], 'dowod.pdf')]);
    expect(screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('dowod.pdf'))).toHaveLength(1);
    expect(alertText()).toEqual([]);
    await user.click(screen.getByRole('button', { name: formTexts.removeFile('dowod.pdf') }));
    expect(screen.queryByText('dowod.pdf')).toBeNull();
    expect(screen.getByText('zdjecie.jpg')).toBeTruthy();
  });

  it('refuses a type not on the list with the spec’s alert', async () => {
    const { user } = await openDefaultCategory();
    await pick(user, [new File(['MZ'], 'program.exe')]);
    expect(alertText()).toEqual([unsupportedTypeAlert(fileTexts)]);
    expect(screen.queryByText('program.exe')).toBeNull();
  });

  it('accepts one file of 30 MB at most and a total under 30 MB, else the size alert', async () => {
    const { user } = await openDefaultCategory();
    await pick(user, [sizedFile('ogromny.pdf', 30 * MB + 1)]);
    expect(alertText()).toEqual([fileTexts.tooLarge30]);
    await pick(user, [sizedFile('pierwszy.pdf', 20 * MB)]);
    expect(alertText()).toEqual([]);
    await pick(user, [sizedFile('drugi.pdf', 10 * MB)]);
    expect(alertText()).toEqual([fileTexts.tooLarge30]);
    expect(screen.queryByText('drugi.pdf')).toBeNull();
    await pick(user, [sizedFile('trzeci.pdf', 10 * MB - 1)]);
    expect(screen.getByText('trzeci.pdf')).toBeTruthy();
  });

  it('offers only the listed extensions in the file picker', async () => {
    await openDefaultCategory();
    expect(fileInput().accept).toBe('.doc,.docx,.pdf,.jpg,.jpeg,.png,.xls,.xlsx,.csv,.mp3,.m4a,.txt,.zip,.7z');
    expect(fileInput().multiple).toBe(true);
  });
});

describe('public form: metadata removal', { timeout: 30_000 }, () => {
  /** What the photo holds once its EXIF (phone model, GPS) is dropped: the start, the scan, the end. */
  const cleanedPhoto = [0xff, 0xd8, 0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0, 0x12, 0x34, 0xff, 0xd9];
  /** The bytes uploaded for the first file (the mock's encryption wraps them in 16 bytes each side). */
  const uploaded = (api: Awaited<ReturnType<typeof openForm>>['api']) =>
    Array.from(api.uploads[0]?.bytes.subarray(16, -16) ?? []);

  async function sendAndSucceed(user: User) {
    await confirmSend(user);
    await screen.findByRole('dialog', { name: sentTexts.successTitle });
  }

  it('cleans a photo before it is encrypted, says what was removed and what the picture may still show', async () => {
    const { api, user } = await openDefaultCategory();
    await fillDefault(user);
    await pick(user, [photoWithGps('IMG_0001.jpg')]);
    const summary = await screen.findByText('Usunięto: położenie GPS, model telefonu lub aparatu');
    const item = summary.closest('li') as HTMLElement;
    expect(within(item).getByText('IMG_0001.jpg')).toBeTruthy();
    expect(within(item).getByText(metadataTexts.remainingImage)).toBeTruthy();
    await sendAndSucceed(user);
    expect(uploaded(api)).toEqual(cleanedPhoto);
    expect(encryptSubmission.mock.calls[0]?.[1].files.map((file) => file.name)).toEqual(['IMG_0001.jpg']);
  });

  it('sends a file under the name the reporter gives it, keeping its extension', async () => {
    const { user } = await openDefaultCategory();
    await fillDefault(user);
    await pick(user, [photoWithGps('Jan_Kowalski_skan.jpg')]);
    await screen.findByText(/^Usunięto:/);
    await user.click(screen.getByRole('button', { name: metadataTexts.rename }));
    const field = screen.getByLabelText(metadataTexts.renameLabel('Jan_Kowalski_skan.jpg'));
    await user.clear(field);
    await user.type(field, 'dowod{Enter}');
    expect(await screen.findByText('dowod.jpg')).toBeTruthy();
    expect(screen.queryByText('Jan_Kowalski_skan.jpg')).toBeNull();
    await sendAndSucceed(user);
    expect(encryptSubmission.mock.calls[0]?.[1].files.map((file) => file.name)).toEqual(['dowod.jpg']);
  });

  it('warns about an archive it cannot clean and sends it only once the reporter chose to send it as it is', async () => {
    const { api, user } = await openDefaultCategory();
    await fillDefault(user);
    const archive = [0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)];
    await pick(user, [new File([Uint8Array.from(archive)], 'dokumenty.zip')]);
    expect(await screen.findByText(metadataTexts.cannotCleanArchive)).toBeTruthy();
    await user.click(sendButton());
    expect(await screen.findByText(metadataTexts.notReady)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: metadataTexts.sendAsIs }));
    expect(screen.getByText(metadataTexts.sendingAsIs)).toBeTruthy();
    await sendAndSucceed(user);
    expect(uploaded(api)).toEqual(archive);
  });

  it('sends the original of a cleaned photo only after the warning', async () => {
    const { api, user } = await openDefaultCategory();
    await fillDefault(user);
    const photo = photoWithGps();
    await pick(user, [photo]);
    await screen.findByText(/^Usunięto:/);
    await user.click(screen.getByRole('button', { name: metadataTexts.offerOriginal }));
    expect(screen.getByText(metadataTexts.originalWarning)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: metadataTexts.confirmOriginal }));
    expect(screen.getByText(metadataTexts.sendingAsIs)).toBeTruthy();
    await sendAndSucceed(user);
    expect(uploaded(api)).toEqual(Array.from(new Uint8Array(await photo.arrayBuffer())));
  });
});

describe('public form: sending', { timeout: 20_000 }, () => {
  it('asks for confirmation with the spec’s texts; Anuluj sends nothing', async () => {
    const { api, user } = await openDefaultCategory();
    await fillDefault(user);
    await user.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Potwierdź zgłoszenie' });
    expect(within(dialog).getByText('Czy na pewno chcesz wysłać zgłoszenie?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Wyślij' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.starts).toHaveLength(0);
  });

  it('shows the progress texts in order, encrypts what was typed without markup, uploads and finalises', async () => {
    const { api, user } = await openDefaultCategory();
    await fillDefault(user);
    await user.type(input(/^Opis naruszenia/), ' <b>pilne</b>');
    await pick(user, [new File(['treść dowodu'], 'dowod.txt')]);
    await confirmSend(user);

    await screen.findByRole('dialog', { name: sentTexts.successTitle });
    const steps = within(screen.getByTestId('send-steps'))
      .getAllByText(/./)
      .map((line) => line.textContent);
    expect(steps).toEqual([
      'Trwa pobieranie klucza publicznego...',
      'Pobrano pomyślnie klucz publiczny.',
      'Trwa szyfrowanie danych...',
      'Pomyślnie zaszyfrowano dane.',
      'Trwa wysyłanie zgłoszenia...',
    ]);
    expect(screen.getByRole('progressbar', { name: sentTexts.encryptionProgress }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(screen.getByRole('progressbar', { name: sentTexts.uploadProgress }).getAttribute('aria-valuenow')).toBe(
      '100',
    );

    const size = new TextEncoder().encode('treść dowodu').length;
    expect(api.starts).toEqual([{ categoryId: ids.internal, files: [{ size: size + 32 }] }]);
    expect(encryptSubmission.mock.calls[0]?.[1]).toEqual({
      fields: [
        { fieldId: ids.description, value: 'Faktury wystawiane bez dostawy pilne' },
        { fieldId: ids.persons, value: 'Dział zakupów' },
        { fieldId: ids.previously, value: 'Nie' },
        { fieldId: ids.consent, value: 'on' },
      ],
      reporter: null,
      // The language the form was used in, encrypted with the rest for staff.
      language: 'pl',
      files: [{ fileId: `${ids.upload.slice(0, -1)}0`, name: 'dowod.txt' }],
    });
    expect(encryptFileToBlob).toHaveBeenCalledTimes(1);
    expect(api.uploads).toHaveLength(1);
    expect(api.uploads[0]?.url).toBe('https://files.example.test/upload/0?X-Amz-Signature=abc');
    expect(api.uploads[0]?.headers['x-amz-meta-file']).toBe('0');
    expect(api.uploads[0]?.bytes.length).toBe(size + 32);
    expect(new TextDecoder().decode(api.uploads[0]?.bytes.subarray(16, 16 + size))).toBe('treść dowodu');
    expect(api.finalised).toHaveLength(1);
    expect(api.finalised[0]?.slotToken).toBe('slot-token-0123456789abcdef');
    expect(api.finalised[0]?.categoryId).toBe(ids.internal);
    expect(api.finalised[0]?.fields).toHaveLength(4);
  });

  it('asks in the confirmation whom the reporter does not want to see the report: optional, said plainly, counted, kept on Anuluj, sent encrypted with the report', async () => {
    const { api, user } = await openDefaultCategory();
    const label = formFollowUpTexts.exclusionRequestLabel;
    // Not on the form itself: nothing there moves, and its first load carries none of it.
    await fillDefault(user);
    expect(screen.queryByLabelText(label)).toBeNull();
    await user.click(sendButton());
    let dialog = await screen.findByRole('dialog', { name: sentTexts.confirmTitle });
    const request = (await within(dialog).findByLabelText(label)) as HTMLTextAreaElement;
    expect(request.tagName).toBe('TEXTAREA');
    expect(request.required).toBe(false);
    expect(request.maxLength).toBe(500);
    const described = (request.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described).toEqual([
      `${formFollowUpTexts.exclusionRequestHint} ${formFollowUpTexts.exclusionRequestNotice}`,
    ]);
    expect(formFollowUpTexts.exclusionRequestNotice).toMatch(/dowiedzą się, że wpłynęło nowe zgłoszenie, zanim/);
    expect(within(dialog).getByText('Znaki: 0 z 500')).toBeTruthy();
    await typeQuickly(user, request, '  Kierownik działu zakupów ');
    expect(within(dialog).getByText('Znaki: 27 z 500')).toBeTruthy();
    // Anuluj keeps it: the next confirmation shows it again.
    await user.click(within(dialog).getByRole('button', { name: sentTexts.confirmCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.starts).toHaveLength(0);
    await user.click(sendButton());
    dialog = await screen.findByRole('dialog', { name: sentTexts.confirmTitle });
    expect((within(dialog).getByLabelText(label) as HTMLTextAreaElement).value).toBe('  Kierownik działu zakupów ');
    await user.click(within(dialog).getByRole('button', { name: sentTexts.confirmSend }));

    const success = await screen.findByRole('dialog', { name: sentTexts.successTitle });
    expect(encryptSubmission.mock.calls[0]?.[1].exclusionRequest).toBe('Kierownik działu zakupów');
    expect(api.finalised).toHaveLength(1);
    // Among what was sent, for the reporter to check.
    const sentContent = within(success).getByTestId('sent-content');
    const term = within(sentContent).getByText(label);
    expect(term.nextElementSibling?.textContent).toBe('Kierownik działu zakupów');
  });

  it('sends no exclusion request when the reporter leaves it empty or types only spaces', async () => {
    const { user } = await openDefaultCategory();
    await fillDefault(user);
    await user.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: sentTexts.confirmTitle });
    await typeQuickly(user, within(dialog).getByLabelText(formFollowUpTexts.exclusionRequestLabel), '   ');
    await user.click(within(dialog).getByRole('button', { name: sentTexts.confirmSend }));
    const success = await screen.findByRole('dialog', { name: sentTexts.successTitle });
    expect(encryptSubmission.mock.calls[0]?.[1]).not.toHaveProperty('exclusionRequest');
    expect(within(success).queryByText(formFollowUpTexts.exclusionRequestLabel)).toBeNull();
  });

  it('offers a meeting in person in the confirmation: unticked, kept on Anuluj, sent as a flag (not ciphertext) and listed with what was sent', async () => {
    const { api, user } = await openDefaultCategory();
    const label = formFollowUpTexts.meetingRequestLabel;
    await fillDefault(user);
    expect(screen.queryByLabelText(label)).toBeNull();
    await user.click(sendButton());
    let dialog = await screen.findByRole('dialog', { name: sentTexts.confirmTitle });
    const tick = (await within(dialog).findByRole('checkbox', { name: label })) as HTMLInputElement;
    expect(tick.checked).toBe(false);
    expect(within(dialog).getByText(formFollowUpTexts.meetingRequestHint)).toBeTruthy();
    await user.click(tick);
    await user.click(within(dialog).getByRole('button', { name: sentTexts.confirmCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(sendButton());
    dialog = await screen.findByRole('dialog', { name: sentTexts.confirmTitle });
    expect((within(dialog).getByRole('checkbox', { name: label }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: sentTexts.confirmSend }));

    const success = await screen.findByRole('dialog', { name: sentTexts.successTitle });
    expect(api.finalised[0]?.meetingRequested).toBe(true);
    // Nothing of it goes encrypted: the server counts the 14 days from the flag.
    expect(encryptSubmission.mock.calls[0]?.[1]).not.toHaveProperty('meetingRequested');
    const term = within(within(success).getByTestId('sent-content')).getByText(label);
    expect(term.nextElementSibling?.textContent).toBe(formFollowUpTexts.meetingRequestSent);
  });

  it('sends no meeting request when it is left unticked', async () => {
    const { api, user } = await openDefaultCategory();
    await fillDefault(user);
    await user.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: sentTexts.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: sentTexts.confirmSend }));
    const success = await screen.findByRole('dialog', { name: sentTexts.successTitle });
    expect(api.finalised[0]).not.toHaveProperty('meetingRequested');
    expect(within(success).queryByText(formFollowUpTexts.meetingRequestLabel)).toBeNull();
  });

  it('sends a named reporter’s data with the report', async () => {
    const { user } = await openDefaultCategory();
    await chooseCategory(user, 'Skargi imienne');
    await screen.findByLabelText(/^Numer sprawy/);
    await user.type(input(/^Imię i nazwisko/), 'Jan <i>Nowak</i>');
    await user.type(input(/^Telefon/), '600123457');
    await user.type(input(/^Adres e-mail/), 'jan@poczta.pl');
    await confirmSend(user);
    await screen.findByRole('dialog', { name: sentTexts.successTitle });
    expect(encryptSubmission.mock.calls[0]?.[1].reporter).toEqual({
      name: 'Jan Nowak',
      phone: '600123457',
      email: 'jan@poczta.pl',
    });
    expect(encryptSubmission.mock.calls[0]?.[1].fields).toEqual([]);
  });

  it('shows the identifier and the password once, says they cannot be recovered, and closing resets the form', async () => {
    const { api, user } = await openDefaultCategory();
    await fillDefault(user);
    await confirmSend(user);
    const dialog = await screen.findByRole('dialog', { name: sentTexts.successTitle });
    expect(within(dialog).getByTestId('report-identifier').textContent).toBe('K7QM-3XPA-9B');
    expect(within(dialog).getByTestId('report-password').textContent).toBe(passwordFixture);
    expect(within(dialog).getByText(sentTexts.successWarning)).toBeTruthy();
    for (const name of [sentTexts.copy, sentTexts.download, sentTexts.print])
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    const sentContent = within(
      within(dialog).getByRole('region', { name: formFollowUpTexts.sentContentTitle }),
    ).getByTestId('sent-content');
    const terms = within(sentContent)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(sentContent)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms[0]).toBe(formTexts.category);
    expect(values[0]).toBe('Zgłoszenia wewnętrzne');
    expect(values).toEqual(
      expect.arrayContaining([
        'Faktury wystawiane bez dostawy',
        'Dział zakupów',
        'Nie',
        formFollowUpTexts.sentAnonymous,
      ]),
    );

    const close = within(dialog).getByRole('button', { name: sentTexts.close }) as HTMLButtonElement;
    expect(close.disabled).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: sentTexts.savedConfirm }));
    await user.click(close);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const description = await screen.findByLabelText(/^Opis naruszenia/);
    expect((description as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('send-steps')).toBeNull();
    expect(api.formLoads).toBe(2);

    const sentNotice = await screen.findByRole('status', { name: sentTexts.successTitle });
    expect(within(sentNotice).getByText('Identyfikator zgłoszenia: K7QM-3XPA-9B.')).toBeTruthy();
    expect(within(sentNotice).getByRole('link', { name: formFollowUpTexts.sentInboxLink }).getAttribute('href')).toBe(
      '/inboxlogin',
    );
  });

  it('downloads the identifier and password as a text file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:secrets');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openDefaultCategory();
    await fillDefault(user);
    await confirmSend(user);
    const dialog = await screen.findByRole('dialog', { name: sentTexts.successTitle });
    await user.click(within(dialog).getByRole('button', { name: sentTexts.download }));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('zgloszenie-K7QM-3XPA-9B.txt');
    const text = await (createObjectURL.mock.calls[0]?.[0] as Blob).text();
    expect(text).toContain('Identyfikator zgłoszenia: K7QM-3XPA-9B');
    expect(text).toContain(`Hasło: ${passwordFixture}`);
    click.mockRestore();
  });

  it('on a failed send shows "{status} - {message}" on the Errors page, sending a refused finalise once', async () => {
    const { api, router, user } = await openDefaultCategory({ finalise: 'RATE_LIMITED' });
    await fillDefault(user);
    await confirmSend(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Errors'));
    expect(await screen.findByText('429 - Zbyt wiele prób. Spróbuj ponownie później.')).toBeTruthy();
    expect(api.finalised).toHaveLength(1);
  });

  it('sends the finalise again with the same slot token after a 503, no answer and 409 in progress, says so, then shows the identifier', async () => {
    const { api, user } = await openDefaultCategory({ finalise: ['UNAVAILABLE', 'network', 'IN_PROGRESS', 'stored'] });
    await fillDefault(user);
    await confirmSend(user);

    const dialog = await screen.findByRole('dialog', { name: sentTexts.successTitle });
    expect(within(dialog).getByTestId('report-identifier').textContent).toBe('K7QM-3XPA-9B');
    const steps = within(screen.getByTestId('send-steps'))
      .getAllByText(/./)
      .map((line) => line.textContent);
    expect(steps.slice(-2)).toEqual(['Trwa wysyłanie zgłoszenia...', 'Ponawiam wysyłanie…']);
    expect(api.starts).toHaveLength(1);
    expect(api.finalised).toHaveLength(4);
    expect(new Set(api.finalised.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(api.finalised[0]?.slotToken).toBe('slot-token-0123456789abcdef');
  });

  it(`gives up after ${finaliseRetries.attempts} sends and shows the last failure on the Errors page`, async () => {
    const { api, router, user } = await openDefaultCategory({ finalise: 'INTERNAL' });
    await fillDefault(user);
    await confirmSend(user);
    await screen.findByText(sentTexts.retrying);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Errors'));
    expect(await screen.findByText('500 - Wystąpił błąd serwera. Spróbuj ponownie później.')).toBeTruthy();
    expect(api.finalised).toHaveLength(finaliseRetries.attempts);
  });

  it('when the key cannot be fetched shows "{status} - {message}" and stays on the form with what was typed', async () => {
    const { api, router, user } = await openDefaultCategory({ start: 'RATE_LIMITED' });
    await fillDefault(user);
    await confirmSend(user);
    await waitFor(() => expect(alertText()).toContain('429 - Zbyt wiele prób. Spróbuj ponownie później.'));
    expect(router.state.location.pathname).toBe('/form/demo');
    expect(input(/^Opis naruszenia/).value).toBe('Faktury wystawiane bez dostawy');
    expect(api.starts).toHaveLength(1);
    expect(api.finalised).toHaveLength(0);
    expect(sendButton().disabled).toBe(false);
  });

  it('on an unusable public key shows the spec’s key error', async () => {
    const { CryptoError } = await import('@shared/crypto/errors.js');
    encryptSubmission.mockRejectedValueOnce(new CryptoError('INVALID_PUBLIC_KEY', 'bad key'));
    const { router, user } = await openDefaultCategory();
    await fillDefault(user);
    await confirmSend(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Errors'));
    expect(await screen.findByText('Błąd podczas pobierania klucza zgłoszenia')).toBeTruthy();
  });
});

describe('public form: accessibility toolbar', { timeout: 20_000 }, () => {
  it('switches high contrast on the whole page and back', async () => {
    const { user } = await openDefaultCategory();
    const toggle = screen.getByRole('button', { name: formTexts.contrast });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(document.documentElement.classList.contains('ostoja-high-contrast')).toBe(true);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(document.documentElement.classList.contains('ostoja-high-contrast')).toBe(false);
  });

  it('scales the root font size in steps between 87.5% and 150%', async () => {
    const { user } = await openDefaultCategory();
    const larger = screen.getByRole('button', { name: formTexts.fontLarger }) as HTMLButtonElement;
    const smaller = screen.getByRole('button', { name: formTexts.fontSmaller }) as HTMLButtonElement;
    await user.click(larger);
    expect(document.documentElement.style.fontSize).toBe('112.5%');
    for (let i = 0; i < 5; i++) if (!larger.disabled) await user.click(larger);
    expect(document.documentElement.style.fontSize).toBe('150%');
    expect(larger.disabled).toBe(true);
    for (let i = 0; i < 10; i++) if (!smaller.disabled) await user.click(smaller);
    expect(document.documentElement.style.fontSize).toBe('87.5%');
    expect(smaller.disabled).toBe(true);
    // Read out in Polish, with a decimal comma.
    expect(screen.getByText('Rozmiar tekstu: 87,5%')).toBeTruthy();
    await user.click(larger);
    expect(document.documentElement.style.fontSize).toBe('');
  });

  it('shows how to send a report safely folded at the top, opens the reporter’s guide of the help site in a new tab from Pomoc, and links to the reporter inbox', async () => {
    const { user } = await openDefaultCategory();
    const help = screen.getByRole('link', {
      name: (name) => name.startsWith(formTexts.help) && name.endsWith(formTexts.opensInNewTab),
    });
    expect(help.getAttribute('href')).toBe('/pomoc/dla-zglaszajacego');
    expect(help.getAttribute('target')).toBe('_blank');
    const guide = document.getElementById('form-help') as HTMLDetailsElement;
    expect(guide.tagName).toBe('DETAILS');
    const summary = within(guide).getByText(formTexts.helpTitle);
    expect(summary.tagName).toBe('SUMMARY');
    expect(guide.open).toBe(false);
    await user.click(summary);
    expect(guide.open).toBe(true);
    expect(within(guide).getByText(formTexts.helpSteps[3])).toBeTruthy();
    expect(screen.getByRole('link', { name: formTexts.inboxLogin }).getAttribute('href')).toBe('/inboxlogin');
  });
});

describe('public form: nothing typed is lost', { timeout: 20_000 }, () => {
  it('switching category keeps the fields both categories have and asks before the rest go', async () => {
    const { user } = await openDefaultCategory();
    await typeQuickly(user, input(/^Opis naruszenia/), 'Faktury wystawiane bez dostawy');
    await typeQuickly(user, input(/^Osoby, których dotyczy/), 'Dział zakupów');

    await chooseCategory(user, 'Skargi imienne');
    const question = await screen.findByRole('dialog', { name: formFollowUpTexts.switchCategoryTitle });
    expect(within(question).getByText(formFollowUpTexts.switchCategoryText('„Opis naruszenia”'))).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: sentTexts.confirmCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(input(/^Opis naruszenia/).value).toBe('Faktury wystawiane bez dostawy');
    expect(input(/^Kategoria zgłoszenia/).value).toBe(ids.internal);

    await chooseCategory(user, 'Skargi imienne');
    const again = await screen.findByRole('dialog', { name: formFollowUpTexts.switchCategoryTitle });
    await user.click(within(again).getByRole('button', { name: formFollowUpTexts.switchCategoryConfirm }));
    await screen.findByLabelText(/^Numer sprawy/);
    expect(input(/^Osoby, których dotyczy/).value).toBe('Dział zakupów');
    expect(screen.queryByLabelText(/^Opis naruszenia/)).toBeNull();
  });

  it('switches without asking when every filled field has its place in the new category', async () => {
    const { user } = await openDefaultCategory();
    await typeQuickly(user, input(/^Osoby, których dotyczy/), 'Dział zakupów');
    await chooseCategory(user, 'Skargi imienne');
    await screen.findByLabelText(/^Numer sprawy/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input(/^Osoby, których dotyczy/).value).toBe('Dział zakupów');
  });

  it('asks before a link leaves the form with text not sent, and stays on Zostań', async () => {
    const { user, router } = await openDefaultCategory();
    await typeQuickly(user, input(/^Opis naruszenia/), 'Faktury wystawiane bez dostawy');
    await user.click(screen.getByRole('link', { name: formTexts.inboxLogin }));
    const question = await screen.findByRole('dialog', { name: formFollowUpTexts.leaveTitle });
    expect(within(question).getByText(formFollowUpTexts.leaveText)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: formFollowUpTexts.stay }));
    expect(router.state.location.pathname).toBe('/form/demo');
    expect(input(/^Opis naruszenia/).value).toBe('Faktury wystawiane bez dostawy');

    await user.click(screen.getByRole('link', { name: formTexts.inboxLogin }));
    await user.click(
      within(await screen.findByRole('dialog', { name: formFollowUpTexts.leaveTitle })).getByRole('button', {
        name: formFollowUpTexts.leaveConfirm,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/inboxlogin'));
  });

  it('lets an untouched form go without a question', async () => {
    const { user, router } = await openDefaultCategory();
    await user.click(screen.getByRole('link', { name: formTexts.inboxLogin }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inboxlogin'));
  });
});
