import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeLogoUpload } from '@shared/contracts/settings/complete-logo-upload.js';
import { completeStatementUpload } from '@shared/contracts/settings/complete-statement-upload.js';
import { deleteStatement } from '@shared/contracts/settings/delete-statement.js';
import { downloadStatement } from '@shared/contracts/settings/download-statement.js';
import { getLogo } from '@shared/contracts/settings/get-logo.js';
import { getSettings } from '@shared/contracts/settings/get-settings.js';
import { startLogoUpload } from '@shared/contracts/settings/start-logo-upload.js';
import { startStatementUpload } from '@shared/contracts/settings/start-statement-upload.js';
import type { Settings } from '@shared/contracts/settings/schemas.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render, staffSessionFixture } from '@/test/render.js';
import { settingsFixture } from '../test/fixtures.js';

const STORAGE = 'https://files.example.test';
const fileId = '3f0e2a6c-7b1d-4e5f-9a8b-1c2d3e4f5a6b';
const card = (name: string) => screen.findByRole('region', { name });
const picker = (region: HTMLElement) => region.querySelector('input[type="file"]') as HTMLInputElement;
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'logo.png', {
    type: 'image/png',
  });
const bigFile = (name: string, type: string) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: 5_000_001 });
  return file;
};

const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:logo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

/** The settings API with stored files, and what it saw. */
function filesApi(initial: Partial<Settings> = {}) {
  const seen: string[] = [];
  let stored = settingsFixture(initial);
  server.use(
    contractHandler(getSettings, () => stored),
    contractHandler(startLogoUpload, ({ body }) => {
      seen.push(`start logo ${body.size}`);
      return { fileId, uploadUrl: `${STORAGE}/upload/${fileId}`, headers: { 'content-type': 'image/png' } };
    }),
    contractHandler(startStatementUpload, ({ body }) => {
      seen.push(`start statement ${body.name}`);
      return {
        fileId,
        uploadUrl: `${STORAGE}/upload/${fileId}`,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      };
    }),
    http.put(`${STORAGE}/upload/:fileId`, ({ request }) => {
      seen.push(`put ${request.headers.get('content-type')}`);
      return new HttpResponse(null, { status: 200 });
    }),
    contractHandler(completeLogoUpload, () => {
      seen.push('complete logo');
      stored = { ...stored, logo: { id: fileId, name: 'logo.png', size: 11 } };
      return stored.logo!;
    }),
    contractHandler(completeStatementUpload, () => {
      seen.push('complete statement');
      stored = { ...stored, accessibilityStatement: { id: fileId, name: 'deklaracja.html', size: 40 } };
      return stored.accessibilityStatement!;
    }),
    contractHandler(getLogo, () => ({ url: `${STORAGE}/logo.png` })),
    http.get(`${STORAGE}/logo.png`, () =>
      HttpResponse.arrayBuffer(new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer, {
        headers: { 'content-type': 'image/png' },
      }),
    ),
    contractHandler(downloadStatement, () => {
      seen.push('download statement');
      return { url: `${STORAGE}/download/statement` };
    }),
    contractHandler(deleteStatement, () => {
      seen.push('delete statement');
      stored = { ...stored, accessibilityStatement: null };
      return { ok: true };
    }),
  );
  return seen;
}

describe('Settings: logo', () => {
  it('shows the default logo when there is none, and the stored logo (read into a blob) once uploaded', async () => {
    const seen = filesApi();
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const logo = await card('Logo');
    expect(within(logo).getByRole('img', { name: 'Domyślne logo' })).toBeTruthy();
    await user.upload(picker(logo), png());
    await waitFor(() => expect(seen).toEqual(['start logo 11', 'put image/png', 'complete logo']));
    const image = (await within(logo).findByRole('img', { name: 'Logo: Fundacja Łąka' })) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('blob:logo');
    expect(within(logo).getByRole('button', { name: 'Zmień logo' })).toBeTruthy();
  });

  it('refuses a file that is not a PNG, or over 5 MB, before sending anything', async () => {
    const seen = filesApi();
    render(undefined, { path: '/settings', session: staffSessionFixture() });
    const logo = await card('Logo');
    const anyType = userEvent.setup({ applyAccept: false });
    await anyType.upload(picker(logo), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(await within(logo).findByText('Nieobsługiwany typ pliku. Logo musi być plikiem PNG.')).toBeTruthy();
    await anyType.upload(picker(logo), bigFile('logo.png', 'image/png'));
    expect(
      await within(logo).findByText('Zbyt duży rozmiar pliku! Suma załączników nie może przekraczać 5MB'),
    ).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it("shows the server's refusal of a file that only claims to be a PNG", async () => {
    filesApi();
    server.use(
      contractHandler(completeLogoUpload, () =>
        errorResponse('UNSUPPORTED_MEDIA_TYPE', { message: 'Nieobsługiwany typ pliku. Logo musi być plikiem PNG.' }),
      ),
    );
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const logo = await card('Logo');
    await user.upload(picker(logo), new File(['%PDF-1.7'], 'udaje.png', { type: 'image/png' }));
    expect(await within(logo).findByText('415 - Nieobsługiwany typ pliku. Logo musi być plikiem PNG.')).toBeTruthy();
  });
});

describe('Settings: accessibility statement', () => {
  const section = () => card('Alias formularza i deklaracja dostępności');

  it('uploads an HTML statement, which then downloads from a short-lived address', async () => {
    const seen = filesApi();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const region = await section();
    expect(within(region).getByText('Brak deklaracji dostępności.')).toBeTruthy();
    await user.upload(
      picker(region),
      new File(['<!doctype html><title>Deklaracja</title>'], 'deklaracja.html', { type: 'text/html' }),
    );
    await user.click(await within(region).findByRole('button', { name: 'deklaracja.html' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(seen).toEqual([
      'start statement deklaracja.html',
      'put text/html; charset=utf-8',
      'complete statement',
      'download statement',
    ]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe(`${STORAGE}/download/statement`);
    click.mockRestore();
  });

  it('refuses a file that is not HTML before sending anything', async () => {
    const seen = filesApi();
    render(undefined, { path: '/settings', session: staffSessionFixture() });
    const region = await section();
    await userEvent
      .setup({ applyAccept: false })
      .upload(picker(region), new File(['%PDF'], 'deklaracja.pdf', { type: 'application/pdf' }));
    expect(
      await within(region).findByText('Nieobsługiwany typ pliku. Deklaracja dostępności musi być plikiem HTML.'),
    ).toBeTruthy();
    expect(seen).toEqual([]);
  });

  it('removes the statement after a confirmation', async () => {
    const seen = filesApi({ accessibilityStatement: { id: fileId, name: 'deklaracja.html', size: 40 } });
    const { user } = render(undefined, { path: '/settings', session: staffSessionFixture() });
    const region = await section();
    await user.click(within(region).getByRole('button', { name: 'Usuń deklarację' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deklaracja dostępności' });
    expect(seen).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Usuń deklarację' }));
    expect(await within(region).findByText('Brak deklaracji dostępności.')).toBeTruthy();
    expect(seen).toEqual(['delete statement']);
  });

  it('lets a user who is not the main administrator download it, but not change it', async () => {
    filesApi({
      canEdit: false,
      accessibilityStatement: { id: fileId, name: 'deklaracja.html', size: 40 },
      logo: { id: fileId, name: 'logo.png', size: 11 },
    });
    render(undefined, { path: '/settings', session: staffSessionFixture({ isMainAdmin: false }) });
    const region = await section();
    expect(within(region).getByRole('button', { name: 'deklaracja.html' })).toBeTruthy();
    expect(within(region).queryByRole('button', { name: /deklarację/ })).toBeNull();
    expect(picker(region)).toBeNull();
    const logo = await card('Logo');
    expect(await within(logo).findByRole('img', { name: 'Logo: Fundacja Łąka' })).toBeTruthy();
    expect(picker(logo)).toBeNull();
  });
});
