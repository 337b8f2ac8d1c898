import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logInToInbox } from '@shared/contracts/inbox/log-in-to-inbox.js';
import { logOutOfInbox } from '@shared/contracts/inbox/log-out-of-inbox.js';
import { setReplyNotice } from '@shared/contracts/inbox/set-reply-notice.js';
import { formTexts } from '@shared/messages/form.js';
import { sentTexts } from '@shared/messages/form-sent.js';
import * as en from '@shared/messages/en/index.js';
import * as uk from '@shared/messages/uk/index.js';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language-choice.js';
import { getInboxToken } from '@/lib/inbox-session.js';
import { contractHandler, server } from '@/test/msw.js';
import { authKeyFixture } from '@/test/key-fixtures.js';
import { render } from '@/test/render.js';
import { serveFormApi } from '../test/fixtures.js';
import { resetReportCryptoMock } from '../test/report-crypto-mock.js';

vi.mock('../lib/report-crypto.js', () => import('../test/report-crypto-mock.js'));

type User = ReturnType<typeof render>['user'];

beforeEach(() => resetReportCryptoMock());
afterEach(() => {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  document.documentElement.lang = 'pl';
});

/** The form's default category filled in and sent, up to the success modal (in the language `lang` opens). */
async function sendReport(path = '/form/demo') {
  serveFormApi();
  const view = render(undefined, { path });
  const user: User = view.user;

  const field = async (label: RegExp) => (await screen.findByLabelText(label)) as HTMLInputElement;
  await user.click(await field(/^(Opis naruszenia)/));
  await user.paste('Faktury wystawiane bez dostawy');
  await user.click(await field(/^Osoby, których dotyczy/));
  await user.paste('Dział zakupów');
  await user.selectOptions(await field(/^Czy zgłaszałeś już tę sprawę/), 'Nie');
  await user.click(screen.getByRole('checkbox'));
  return view;
}

const sessions: { logins: unknown[]; logouts: number; notices: unknown[] } = { logins: [], logouts: 0, notices: [] };

function serveInbox() {
  sessions.logins = [];
  sessions.logouts = 0;
  sessions.notices = [];
  server.use(
    contractHandler(logInToInbox, ({ body }) => {
      sessions.logins.push(body);
      return { token: 'token-1', expiresAt: '2026-11-27T10:15:00.000Z', expiresInSeconds: 900 };
    }),
    contractHandler(setReplyNotice, ({ body, request }) => {
      sessions.notices.push({ body, token: request.headers.get('x-inbox-token') });
      return { notice: { channel: 'email' as const, masked: 's•••@•••.pl', setAt: '2026-11-27T10:00:00.000Z' } };
    }),
    contractHandler(logOutOfInbox, () => {
      sessions.logouts += 1;
      return { ok: true as const };
    }),
  );
}

describe('the notice of replies on the success modal', () => {
  it('offers it with what it exposes, turns it on through a session of the report just sent, and ends that session', async () => {
    serveInbox();
    const { user } = await sendReport();
    await user.click(screen.getByRole('button', { name: formTexts.send }));
    await user.click(
      within(await screen.findByRole('dialog', { name: sentTexts.confirmTitle })).getByRole('button', {
        name: sentTexts.confirmSend,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: sentTexts.successTitle });
    const section = await within(dialog).findByRole('region', { name: 'Powiadomienie o odpowiedzi' });
    expect(
      within(section).getByText(
        'Operator platformy mógłby odczytać podany adres lub numer, a Twój dostawca poczty lub sieci komórkowej zobaczy powiadomienie. Nie podawaj adresu ani numeru służbowego i nie odbieraj powiadomień na urządzeniu służbowym.',
      ),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Usuń powiadomienie' })).toBeNull();
    await user.type(within(section).getByLabelText('Adres e-mail'), 'sygnalista@poczta.pl');
    await user.click(within(section).getByRole('button', { name: 'Włącz powiadomienie' }));
    expect(await within(section).findByText('Powiadomienie włączone: s•••@•••.pl')).toBeTruthy();
    expect(sessions.logins).toEqual([{ identifier: 'K7QM3XPA9B', authKey: authKeyFixture }]);
    expect(sessions.notices).toEqual([
      { body: { channel: 'email', address: 'sygnalista@poczta.pl' }, token: 'token-1' },
    ]);
    expect(sessions.logouts).toBe(1);
    expect(getInboxToken()).toBeNull();
  });

  it.each([
    { language: 'uk', texts: uk },
    { language: 'en', texts: en },
  ])('is in the form’s language ($language), and so is what it says once on', async ({ language, texts }) => {
    serveInbox();
    const { user } = await sendReport(`/form/demo?lang=${language}`);
    await user.click(screen.getByRole('button', { name: texts.formTexts.send }));
    await user.click(
      within(await screen.findByRole('dialog', { name: texts.sentTexts.confirmTitle })).getByRole('button', {
        name: texts.sentTexts.confirmSend,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: texts.sentTexts.successTitle });
    const t = texts.replyNoticeTexts;
    const section = await within(dialog).findByRole('region', { name: t.title });
    expect(within(section).getByText(t.intro)).toBeTruthy();
    expect(within(section).getByText(t.exposure)).toBeTruthy();
    await user.type(within(section).getByLabelText(t.emailLabel), 'sygnalista@poczta.pl');
    await user.click(within(section).getByRole('button', { name: t.save }));
    expect(await within(section).findByText(t.active('s•••@•••.pl'))).toBeTruthy();
    expect(within(section).getByText(t.saved)).toBeTruthy();
  });
});
