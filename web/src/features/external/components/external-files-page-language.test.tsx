import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { downloadShare } from '@shared/contracts/external/download-share.js';
import { getShare } from '@shared/contracts/external/get-share.js';
import { sendShareCode } from '@shared/contracts/external/send-share-code.js';
import { externalTexts as en } from '@shared/messages/en/external.js';
import { errorMessages as enErrors, rateLimitTexts as enRateLimits } from '@shared/messages/en/errors.js';
import { rateLimitTexts } from '@shared/messages/errors.js';
import { loadingTexts } from '@shared/messages/loading.js';
import { externalTexts as pl } from '@shared/messages/external.js';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language-choice.js';
import { contractHandler, errorResponse, mswPath, server } from '@/test/msw.js';
import { polishLeft, polishPieces } from '@/test/polish-left.js';
import { render } from '@/test/render.js';
import { SHARE_ID, shareFixture } from '../test/share-fixture.js';

const share = shareFixture();
const polishLeftOnScreen = () => polishLeft(polishPieces([pl]));

/** The browser's languages for one test (the setup's are Polish). */
function browserAsks(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
}

function setup(path = `/external?share=${SHARE_ID}`) {
  server.use(contractHandler(getShare, () => share));
  return render(undefined, { path });
}

afterEach(() => {
  browserAsks(['pl-PL', 'pl']);
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  document.documentElement.lang = 'pl';
});

describe('/external in English (an authority abroad)', () => {
  it('with ?lang=en: every text in English, the expiry in an English date, <html lang> and the tab in English, and no Polish text of ours', async () => {
    setup(`/external?share=${SHARE_ID}&lang=en`);
    expect(await screen.findByText('Fundacja Łąka')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.title);
    expect(screen.getByText(en.sharedBy)).toBeTruthy();
    expect(screen.getByText('07/12/2026, 11:00')).toBeTruthy();
    expect(screen.getByText(en.limit).nextElementSibling?.textContent).toBe('Used: 2');
    expect(screen.getByText(en.codeGoesTo('biuro@prokuratura.example'))).toBeTruthy();
    expect(screen.getByRole('button', { name: en.generate })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.download })).toBeTruthy();
    expect(screen.getByLabelText(en.code)).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Files to download — Ostoja');
    expect(polishLeftOnScreen()).toEqual([]);
  });

  it('offers Polski and English only, switches without losing the typed code, and remembers the choice on the device', async () => {
    const { user } = setup();
    const switcher = await screen.findByRole('group', { name: pl.language });
    expect(
      within(switcher)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Polski', 'English']);
    expect(await screen.findByText(pl.limit)).toBeTruthy();
    await user.type(screen.getByLabelText(pl.code), 'aBcD');

    await user.click(within(switcher).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: en.title })).toBeTruthy();
    expect((screen.getByLabelText(en.code) as HTMLInputElement).value).toBe('aBcD');
    expect(within(switcher).getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(polishLeftOnScreen()).toEqual([]);

    await user.click(within(switcher).getByRole('button', { name: 'Polski' }));
    expect(await screen.findByRole('heading', { name: pl.title })).toBeTruthy();
    expect(screen.getByText('7.12.2026, 11:00')).toBeTruthy();
  });

  it('opens in English for a browser that asks for Ukrainian (the page has no Ukrainian), in Polish when Polish is asked for after it', async () => {
    browserAsks(['uk-UA', 'uk']);
    const first = setup();
    // The wait while the page's code comes says so in English already.
    expect((await screen.findByRole('status')).textContent).toBe(loadingTexts.en);
    expect(await screen.findByRole('heading', { name: en.title })).toBeTruthy();
    first.unmount();

    browserAsks(['uk-UA', 'pl']);
    setup();
    expect(await screen.findByRole('heading', { name: pl.title })).toBeTruthy();
  });

  it("says the server's refusals in English: a failed code, a refused download by its key, a pause for too many guesses", async () => {
    const { user } = setup(`/external?share=${SHARE_ID}&lang=en`);
    server.use(
      contractHandler(sendShareCode, () => errorResponse('UNAVAILABLE')),
      contractHandler(downloadShare, () =>
        errorResponse('FORBIDDEN', { message: pl.downloadFailed, key: 'externalTexts.downloadFailed' }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: en.generate }));
    expect(await screen.findByText(en.codeFailed)).toBeTruthy();

    const input = screen.getByLabelText(en.code);
    await user.type(input, 'abc');
    await user.tab();
    expect(await screen.findByText(en.codeLength)).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'aBcDeFgH');
    await user.click(screen.getByRole('button', { name: en.download }));
    expect(await screen.findByText(`403 - ${en.downloadFailed}`)).toBeTruthy();

    server.use(
      contractHandler(downloadShare, () =>
        errorResponse('RATE_LIMITED', {
          message: rateLimitTexts.retryAfter(300),
          key: 'rateLimitTexts.retryAfter',
          args: [300],
          retryAfterSeconds: 300,
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: en.download }));
    expect(await screen.findByText(`429 - ${enRateLimits.retryAfter(300)}`)).toBeTruthy();
    expect(polishLeftOnScreen()).toEqual([]);
  });

  it('says a refusal again in the language the reader switches to after it came', async () => {
    const { user } = setup(`/external?share=${SHARE_ID}&lang=en`);
    server.use(
      contractHandler(downloadShare, () =>
        errorResponse('RATE_LIMITED', {
          message: rateLimitTexts.retryAfter(300),
          key: 'rateLimitTexts.retryAfter',
          args: [300],
          retryAfterSeconds: 300,
        }),
      ),
    );
    await user.type(await screen.findByLabelText(en.code), 'aBcDeFgH');
    await user.click(screen.getByRole('button', { name: en.download }));
    expect(await screen.findByText(`429 - ${enRateLimits.retryAfter(300)}`)).toBeTruthy();

    const switcher = screen.getByRole('group', { name: en.language });
    await user.click(within(switcher).getByRole('button', { name: 'Polski' }));
    expect(await screen.findByText(`429 - ${rateLimitTexts.retryAfter(300)}`)).toBeTruthy();
    expect(screen.queryByText(`429 - ${enRateLimits.retryAfter(300)}`)).toBeNull();

    await user.click(within(switcher).getByRole('button', { name: 'English' }));
    expect(await screen.findByText(`429 - ${enRateLimits.retryAfter(300)}`)).toBeTruthy();
  });

  it("says the share's own failures in English: not found, and the service unavailable", async () => {
    server.use(
      contractHandler(getShare, () =>
        errorResponse('NOT_FOUND', { message: pl.notFound, key: 'externalTexts.notFound' }),
      ),
    );
    const first = render(undefined, { path: `/external?share=${SHARE_ID}&lang=en` });
    expect(await screen.findByText(en.notFound)).toBeTruthy();
    first.unmount();

    server.use(contractHandler(getShare, () => errorResponse('UNAVAILABLE')));
    render(undefined, { path: `/external?share=${SHARE_ID}&lang=en` });
    expect(await screen.findByText(`503 - ${enErrors.UNAVAILABLE}`)).toBeTruthy();
  });

  it('says in English that the server could not be reached', async () => {
    server.use(http.get(mswPath(getShare.path), () => HttpResponse.error()));
    render(undefined, { path: `/external?share=${SHARE_ID}&lang=en` });
    expect(await screen.findByText(en.noConnection)).toBeTruthy();
    expect(screen.queryByText(pl.noConnection)).toBeNull();
  });

  it('explains an incomplete link in English', async () => {
    render(undefined, { path: '/external?lang=en' });
    expect(await screen.findByText(en.missingShare)).toBeTruthy();
  });
});
