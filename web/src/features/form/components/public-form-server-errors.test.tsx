import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finaliseSubmission } from '@shared/contracts/form/finalise-submission.js';
import { CryptoError } from '@shared/crypto/errors.js';
import type { ErrorBody } from '@shared/errors.js';
import { validationTexts } from '@shared/messages/validation.js';
import * as uk from '@shared/messages/uk/index.js';
import { render } from '@/test/render.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { serveFormApi } from '../test/fixtures.js';
import { encryptSubmission, resetReportCryptoMock } from '../test/report-crypto-mock.js';

vi.mock('../lib/report-crypto.js', () => import('../test/report-crypto-mock.js'));

/** A browser that asks for these languages (the test setup's browser reads Polish). */
function browserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { configurable: true, get: () => languages });
}

beforeEach(() => resetReportCryptoMock());
afterEach(() => {
  browserLanguages(['pl-PL', 'pl']);
  document.documentElement.lang = 'pl';
});

/** A Ukrainian reporter fills the demo category in and sends it; the finalise answers `body`. */
async function sendInUkrainian(body: Omit<ErrorBody, 'code'>) {
  browserLanguages(['uk-UA', 'uk']);
  serveFormApi();
  server.use(contractHandler(finaliseSubmission, () => errorResponse('VALIDATION_FAILED', body)));
  const { router, user } = render(undefined, { path: '/form/demo' });
  const description = await screen.findByLabelText(/^Opis naruszenia/);
  await user.click(description);
  await user.paste('Faktury wystawiane bez dostawy');
  await user.click(screen.getByLabelText(/^Osoby, których dotyczy/));
  await user.paste('Dział zakupów');
  await user.selectOptions(screen.getByLabelText(/^Czy zgłaszałeś już tę sprawę/), 'Nie');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: uk.formTexts.send }));
  const dialog = await screen.findByRole('dialog', { name: uk.sentTexts.confirmTitle });
  await user.click(within(dialog).getByRole('button', { name: uk.sentTexts.confirmSend }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/Errors'));
}

describe('public form: the server’s errors in the reporter’s language', { timeout: 20_000 }, () => {
  it('a Ukrainian reporter sees a server validation error in Ukrainian, its number included', async () => {
    await sendInUkrainian({
      message: 'Przesłane dane są niepoprawne.',
      key: 'errorMessages.VALIDATION_FAILED',
      fields: { 'values.0': validationTexts.tooLongText(4000) },
      fieldKeys: { 'values.0': { key: 'validationTexts.tooLongText', args: [4000] } },
    });
    expect(await screen.findByText(`400 - ${uk.validationTexts.tooLongText(4000)}`)).toBeTruthy();
    expect(screen.queryByText(new RegExp(validationTexts.tooLongText(4000)))).toBeNull();
  });

  it('a key no reporter catalogue has, or an entry its translation lacks, shows the Polish message the server sent', async () => {
    await sendInUkrainian({ message: 'Tekst, którego nie ma w katalogach.', key: 'conversationTexts.closed' });
    expect(await screen.findByText('400 - Tekst, którego nie ma w katalogach.')).toBeTruthy();
  });

  it('a browser that cannot do the encryption is told so in Ukrainian, not in the crypto core’s Polish', async () => {
    encryptSubmission.mockRejectedValueOnce(new CryptoError('UNSUPPORTED_ENVIRONMENT', 'no WebCrypto'));
    await sendInUkrainian({ message: 'Nie dotarło do serwera.', key: 'errorMessages.INTERNAL' });
    expect(await screen.findByText(uk.cryptoErrorTexts.UNSUPPORTED_ENVIRONMENT)).toBeTruthy();
    // The error page of a failed send, in Ukrainian too, with the way back to the form in it.
    expect(screen.getByText(uk.reporterErrorPageTexts.formSend)).toBeTruthy();
    expect(screen.getByRole('link', { name: uk.reporterErrorPageTexts.backToForm }).getAttribute('href')).toBe(
      '/form/demo?lang=uk',
    );
  });
});
