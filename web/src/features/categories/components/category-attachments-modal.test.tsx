import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';
import { categoryFixture, fakeCategoriesApi, STORAGE, uuid } from '../test/fake-api.js';

const categories = [
  categoryFixture({ id: uuid(1), name: 'Naruszenia BHP' }),
  categoryFixture({ id: uuid(2), name: 'Korupcja' }),
];
const pdfBytes = new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function openAttachments(attachments: { id: string; name: string; size: number }[] = []) {
  const api = fakeCategoriesApi({ categories, attachments: { [uuid(1)]: attachments } });
  const view = render(undefined, { path: '/categories', session: staffSessionFixture() });
  await screen.findByRole('table', { name: 'Kategorie' }, { timeout: 5000 });
  await view.user.click(
    within(screen.getByRole('group', { name: 'Akcje kategorii Naruszenia BHP' })).getByRole('button', {
      name: 'Załączniki',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Załączniki kategorii: Naruszenia BHP' });
  await within(dialog).findByRole('button', { name: 'Dodaj plik' });
  return { ...view, api, dialog };
}

const picker = (dialog: HTMLElement) => within(dialog).getByLabelText('Plik załącznika') as HTMLInputElement;
const countCell = () => within(screen.getByTestId(`category-row-${uuid(1)}`)).getByTestId('attachments-count');

/** A file that claims a size without holding it (jsdom keeps real bytes in memory). */
function fileOfSize(name: string, size: number, type = 'application/pdf'): File {
  const file = new File([pdfBytes], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Category attachments dialog', { timeout: 15_000 }, () => {
  it('says "Brak załączników..." when the category has none', async () => {
    const { dialog } = await openAttachments();
    expect(within(dialog).getByText('Brak załączników...')).toBeTruthy();
  });

  it('lists the files with their sizes', async () => {
    const { dialog } = await openAttachments([
      { id: uuid(51), name: 'regulamin.pdf', size: 1_234_567 },
      { id: uuid(52), name: 'wzór.docx', size: 800 },
    ]);
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['regulamin.pdf', '1,2 MB'],
      ['wzór.docx', '800 B'],
    ]);
  });

  it('refuses a file over 30 MB in the browser with the spec’s alert and sends nothing', async () => {
    const { user, dialog, api } = await openAttachments();
    await user.upload(picker(dialog), fileOfSize('duzy.pdf', 30_000_001));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Zbyt duży rozmiar pliku! Suma załączników nie może przekraczać 30MB',
    );
    expect(api.sent).toEqual([]);
  });

  it('refuses a file type that is not allowed with an alert starting "Nieobsługiwany typ pliku..."', async () => {
    const { dialog, api } = await openAttachments();
    // The picker offers only allowed types; a browser's "all files" choice is what this guards.
    await userEvent
      .setup({ applyAccept: false })
      .upload(picker(dialog), new File(['MZ'], 'program.exe', { type: 'application/octet-stream' }));
    expect(within(dialog).getByRole('alert').textContent?.startsWith('Nieobsługiwany typ pliku...')).toBe(true);
    expect(api.sent).toEqual([]);
  });

  it('uploads a PDF: start, the bytes to the storage URL with the given headers, complete; the list and the count follow', async () => {
    const { user, dialog, api } = await openAttachments();
    expect(countCell().textContent).toBe('0');
    await user.upload(picker(dialog), new File([pdfBytes], 'procedura.pdf', { type: 'application/pdf' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Dodano załącznik: procedura.pdf.');
    expect(within(dialog).getByRole('button', { name: 'procedura.pdf' })).toBeTruthy();
    const [start] = api.sentTo('start-category-attachment-upload');
    expect(start?.body).toEqual({ name: 'procedura.pdf', size: pdfBytes.byteLength, contentType: 'application/pdf' });
    // jsdom's XMLHttpRequest does not hand a File body through msw byte for byte; the e2e test checks the bytes.
    expect(api.sentTo('storage-put').map((r) => (r.body as { contentType: string }).contentType)).toEqual([
      'application/pdf',
    ]);
    expect(api.sentTo('complete-category-attachment-upload')).toHaveLength(1);
    await waitFor(() => expect(countCell().textContent).toBe('1'));
  });

  it('an upload can be stopped: "Przerwij przesyłanie" ends it and nothing is completed', async () => {
    const { user, dialog, api } = await openAttachments();
    server.use(http.put(`${STORAGE}/upload/:fileId`, () => delay('infinite')));
    await user.upload(picker(dialog), new File([pdfBytes], 'procedura.pdf', { type: 'application/pdf' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain('Przesyłanie pliku procedura.pdf...');
    await user.click(within(dialog).getByRole('button', { name: 'Przerwij przesyłanie' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Przesyłanie pliku zostało przerwane.');
    expect(api.sentTo('complete-category-attachment-upload')).toEqual([]);
    expect(within(dialog).getByText('Brak załączników...')).toBeTruthy();
  });

  it('downloads through the short-lived URL the server gives', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    const { user, dialog } = await openAttachments([{ id: uuid(51), name: 'regulamin.pdf', size: 1200 }]);
    await user.click(within(dialog).getByRole('button', { name: 'regulamin.pdf' }));
    await waitFor(() => expect(clicked).toEqual([`${STORAGE}/download/${uuid(51)}`]));
  });

  it('rename pre-fills the name without its extension and needs more than 3 characters', async () => {
    const { user, dialog, api } = await openAttachments([{ id: uuid(51), name: 'regulamin.v2.pdf', size: 1200 }]);
    await user.click(within(dialog).getByRole('button', { name: 'Zmień nazwę: regulamin.v2.pdf' }));
    const rename = await screen.findByRole('dialog', { name: 'Zmiana nazwy załącznika' });
    const input = within(rename).getByRole('textbox', { name: /^Nowa nazwa/ }) as HTMLInputElement;
    const save = within(rename).getByRole('button', { name: 'Zapisz' }) as HTMLButtonElement;
    expect(input.value).toBe('regulamin.v2');
    expect(within(rename).getByText(/\(\.pdf\)/)).toBeTruthy();

    await user.clear(input);
    await user.type(input, 'abc');
    expect(save.disabled).toBe(true);
    expect(within(rename).getByText('Nazwa musi mieć więcej niż 3 znaki.')).toBeTruthy();
    await user.type(input, 'd');
    expect(save.disabled).toBe(false);
    await user.click(save);

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Zmieniono nazwę na: abcd.pdf.');
    expect(api.sentTo('rename-category-attachment')).toEqual([
      { name: 'rename-category-attachment', params: { id: uuid(1), fileId: uuid(51) }, body: { name: 'abcd' } },
    ]);
    expect(within(dialog).getByRole('button', { name: 'abcd.pdf' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Zmiana nazwy załącznika' })).toBeNull();
  });

  it('deletes a file after a confirmation; then "Brak załączników..." and the count is 0', async () => {
    const { user, dialog, api } = await openAttachments([{ id: uuid(51), name: 'regulamin.pdf', size: 1200 }]);
    expect(countCell().textContent).toBe('1');
    await user.click(within(dialog).getByRole('button', { name: 'Usuń: regulamin.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Usuwanie załącznika' });
    expect(confirm.textContent).toContain('Czy na pewno usunąć załącznik „regulamin.pdf”?');
    expect(api.sentTo('delete-category-attachment')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Usuń' }));

    expect(await within(dialog).findByText('Brak załączników...')).toBeTruthy();
    expect(api.sentTo('delete-category-attachment')).toHaveLength(1);
    await waitFor(() => expect(countCell().textContent).toBe('0'));
  });
});
