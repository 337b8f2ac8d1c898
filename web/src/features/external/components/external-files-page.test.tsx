import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { downloadShare } from '@shared/contracts/external/download-share.js';
import { getShare } from '@shared/contracts/external/get-share.js';
import { sendShareCode } from '@shared/contracts/external/send-share-code.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import { SHARE_ID, shareFixture } from '../test/share-fixture.js';

const downloadButton = () => screen.getByRole('button', { name: 'Pobierz' }) as HTMLButtonElement;

function setup(share = shareFixture()) {
  const calls = { codes: 0, downloads: [] as string[] };
  server.use(
    contractHandler(getShare, ({ params }) => (params.shareId === SHARE_ID ? share : errorResponse('NOT_FOUND'))),
    contractHandler(sendShareCode, () => {
      calls.codes += 1;
      return { ok: true as const };
    }),
    contractHandler(downloadShare, ({ body }) => {
      calls.downloads.push(body.code);
      return errorResponse('FORBIDDEN', {
        message: 'Błąd podczas pobierania. Sprawdź poprawność kodu, limitu pobrań oraz czasu wygaśnięcia.',
      });
    }),
  );
  const rendered = render(undefined, { path: `/external?share=${SHARE_ID}` });
  return { ...rendered, calls };
}

describe('/external (the authority’s download page)', () => {
  it('shows who shared which report, the expiry, "Limit 5 pobrań" with the downloads used and where the code goes', async () => {
    setup();
    expect(await screen.findByText('Fundacja Łąka')).toBeTruthy();
    expect(screen.getByText('K7QM-3XPA-9B')).toBeTruthy();
    expect(screen.getByText('7.12.2026, 11:00')).toBeTruthy();
    expect(screen.getByText('Limit 5 pobrań').nextElementSibling?.textContent).toBe('Wykorzystano: 2');
    expect(screen.getByText(/Kod zostanie wysłany na adres biuro@prokuratura\.example/)).toBeTruthy();
  });

  it("says 'KOD został poprawnie wygenerowany i wysłany.' in green, and the spec's red text when it fails", async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Generuj kod' }));
    const sent = await screen.findByText('KOD został poprawnie wygenerowany i wysłany.');
    expect(sent.closest('.mantine-Alert-root')?.getAttribute('style') ?? '').toContain('green');
    expect(calls.codes).toBe(1);

    server.use(contractHandler(sendShareCode, () => errorResponse('RATE_LIMITED')));
    await user.click(screen.getByRole('button', { name: 'Generuj kod' }));
    const failed = await screen.findByText('Błąd podczas generowania KODu - spróbuj ponownie!');
    expect(failed.closest('[role=alert]')?.getAttribute('style') ?? '').toContain('red');
  });

  it('enables \'Pobierz\' only with 8 characters typed, says why when a shorter code is left, and shows a refusal as "{status} - Błąd podczas pobierania…"', async () => {
    const { user, calls } = setup();
    const input = await screen.findByLabelText('Kod');
    expect(downloadButton().disabled).toBe(true);
    await user.type(input, 'abc');
    expect(downloadButton().disabled).toBe(true);
    await user.tab();
    expect(await screen.findByText('Kod musi mieć dokładnie 8 znaków')).toBeTruthy();
    await user.type(input, '{Enter}');
    expect(calls.downloads).toEqual([]);

    await user.clear(input);
    await user.type(input, 'aBcDeFgH');
    expect(downloadButton().disabled).toBe(false);
    expect(screen.queryByText('Kod musi mieć dokładnie 8 znaków')).toBeNull();
    await user.click(downloadButton());
    expect(
      await screen.findByText(
        '403 - Błąd podczas pobierania. Sprawdź poprawność kodu, limitu pobrań oraz czasu wygaśnięcia.',
      ),
    ).toBeTruthy();
    expect(calls.downloads).toEqual(['aBcDeFgH']);
  });

  it("after five downloads shows 'Limit pobrań wykorzystany' and offers neither a code nor a download", async () => {
    const { calls } = setup(shareFixture({ downloadCount: 5 }));
    expect(await screen.findByText('Limit pobrań wykorzystany')).toBeTruthy();
    expect(screen.getByText('Limit 5 pobrań').nextElementSibling?.textContent).toBe('Wykorzystano: 5');
    expect((screen.getByRole('button', { name: 'Generuj kod' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Kod') as HTMLInputElement).disabled).toBe(true);
    expect(downloadButton().disabled).toBe(true);
    expect(screen.queryByText(/spróbuj ponownie/)).toBeNull();
    expect(calls.codes).toBe(0);
  });

  it("shows 'Limit pobrań wykorzystany', not a failure to try again, when the server refuses a code or a download for the used-up limit", async () => {
    const { user } = setup(shareFixture({ downloadCount: 4 }));
    server.use(contractHandler(sendShareCode, () => errorResponse('DOWNLOAD_LIMIT_REACHED')));
    await user.click(await screen.findByRole('button', { name: 'Generuj kod' }));
    expect(await screen.findByText('Limit pobrań wykorzystany')).toBeTruthy();
    expect(screen.queryByText('Błąd podczas generowania KODu - spróbuj ponownie!')).toBeNull();
    expect(downloadButton().disabled).toBe(true);
  });

  it("shows 'Limit pobrań wykorzystany' when another download used the last one before this one", async () => {
    const { user } = setup(shareFixture({ downloadCount: 4 }));
    server.use(contractHandler(downloadShare, () => errorResponse('DOWNLOAD_LIMIT_REACHED')));
    await user.type(await screen.findByLabelText('Kod'), 'aBcDeFgH');
    await user.click(downloadButton());
    expect(await screen.findByText('Limit pobrań wykorzystany')).toBeTruthy();
    expect(screen.queryByText(/^403 - /)).toBeNull();
  });

  it('says when the share expired, and offers neither a code nor a download', async () => {
    setup(shareFixture({ expired: true }));
    expect(await screen.findByText('Udostępnienie wygasło, a pliki zostały usunięte.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Generuj kod' }) as HTMLButtonElement).disabled).toBe(true);
    expect(downloadButton().disabled).toBe(true);
  });

  it('explains an incomplete link', async () => {
    render(undefined, { path: '/external' });
    expect(await screen.findByText('Link jest niepełny. Otwórz go ponownie z wiadomości e-mail.')).toBeTruthy();
  });

  it('says an unknown share was not found', async () => {
    server.use(contractHandler(getShare, () => errorResponse('NOT_FOUND')));
    render(undefined, { path: `/external?share=${'B'.repeat(43)}` });
    await waitFor(() =>
      expect(
        screen.getByText('Nie znaleziono udostępnienia. Mogło wygasnąć dawno temu i zostać usunięte.'),
      ).toBeTruthy(),
    );
  });
});
