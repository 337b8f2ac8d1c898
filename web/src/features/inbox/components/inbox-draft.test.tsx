import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getInboxReport } from '@shared/contracts/inbox/get-inbox-report.js';
import { listInboxMessages } from '@shared/contracts/inbox/list-inbox-messages.js';
import { logInToInbox } from '@shared/contracts/inbox/log-in-to-inbox.js';
import { logOutOfInbox } from '@shared/contracts/inbox/log-out-of-inbox.js';
import { sendInboxMessage } from '@shared/contracts/inbox/send-inbox-message.js';
import { startInboxFileUpload } from '@shared/contracts/inbox/start-inbox-file-upload.js';
import type { InboxReport } from '@shared/contracts/inbox/schemas.js';
import { reportState } from '@shared/domain/report.js';
import { voiceTexts } from '@shared/messages/voice.js';
import { clearInboxSession, notifyInboxUnauthorized } from '@/lib/inbox-session.js';
import { givenBrowser } from '@/test/fake-recording.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import { dropDraft } from '../lib/draft-store.js';

vi.mock('../lib/inbox-crypto.js', () => import('../test/inbox-crypto-mock.js'));

afterEach(() => {
  clearInboxSession();
  dropDraft();
  vi.unstubAllGlobals();
});

/** Two reports of the organisation, each opened by its own identifier. */
const reports = {
  K7QM3XPA9B: '0b9f6a3e-8c1d-4f5e-9a7b-2c3d4e5f6a7b',
  M2XW8RTV4D: '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
} as const;
type Identifier = keyof typeof reports;

const reportOf = (identifier: Identifier): InboxReport => ({
  tenantId: 'tenant-1',
  reportId: reports[identifier],
  identifier,
  type: 1,
  state: reportState.open,
  receivedAt: '2026-11-20T09:00:00.000Z',
  acknowledgedAt: null,
  categoryName: 'Zgłoszenia wewnętrzne',
  organisationName: 'Fundacja Łąka',
  licenceActive: true,
  filesScanned: false,
  fieldDefs: [],
  fields: [],
  reporter: null,
  files: [],
  keys: { forReporter: { v: 1, alg: 'A256GCMKW', iv: 'AAAAAAAAAAAAAAAA', ct: 'A'.repeat(64) } },
  phoneProtocol: null,
  protocols: { voice: null, meeting: null },
  meetingRequestedAt: null,
  receipt: null,
  externalChannelsNote: null,
  voiceMessages: { disguise: 'reporterChooses', maxMinutes: 10 },
});

/**
 * The inbox API as the reporter meets it: the login opens the report its identifier names, and
 * the token has run out by the time a message is sent (a tab that slept; the countdown's zero is
 * the browser test's, tests/e2e/inbox-session.test.ts).
 */
function serveInbox({ messageGoesThrough = false } = {}) {
  let opened: Identifier = 'K7QM3XPA9B';
  server.use(
    contractHandler(logInToInbox, ({ body }) => {
      opened = body.identifier as Identifier;
      return { token: `token-${opened}`, expiresAt: '2026-11-20T09:15:00.000Z', expiresInSeconds: 900 };
    }),
    contractHandler(getInboxReport, () => reportOf(opened)),
    contractHandler(listInboxMessages, () => ({ messages: [] })),
    contractHandler(sendInboxMessage, ({ body }) =>
      messageGoesThrough
        ? {
            messageId: body.messageId,
            author: 'reporter' as const,
            sentAt: '2026-11-20T09:14:59.000Z',
            body: body.body,
            files: [],
          }
        : errorResponse('UNAUTHENTICATED'),
    ),
    // With `messageGoesThrough`, the token runs out between the message and its file.
    contractHandler(startInboxFileUpload, () => errorResponse('UNAUTHENTICATED')),
    contractHandler(logOutOfInbox, () => ({ ok: true as const })),
  );
}

const messageBox = () => screen.findByRole('region', { name: 'Napisz wiadomość' });
const textOf = (box: HTMLElement) => (within(box).getByLabelText('Treść wiadomości') as HTMLTextAreaElement).value;

// Several logins each: a minute on a busy machine.
describe(
  'the message being written outlives the end of the inbox session, in this tab only',
  { timeout: 60_000 },
  () => {
    async function logIn(user: ReturnType<typeof render>['user'], identifier: Identifier) {
      await user.click(await screen.findByLabelText(/^Identyfikator/));
      await user.paste(identifier);
      await user.click(screen.getByLabelText(/^Hasło/));
      await user.paste('tajne-haslo');
      await user.click(screen.getByRole('button', { name: 'Zaloguj' }));
      return messageBox();
    }

    async function writeAndLoseTheSession(user: ReturnType<typeof render>['user'], box: HTMLElement) {
      await user.click(within(box).getByLabelText('Treść wiadomości'));
      await user.paste('Faktura nr 7 też była fikcyjna.');
      await user.upload(
        box.querySelector('input[type="file"]')!,
        new File(['kwoty'], 'faktura-7.pdf', { type: 'application/pdf' }),
      );
      await within(box).findByText('faktura-7.pdf');
      await user.click(within(box).getByRole('button', { name: 'Wyślij' }));
      await screen.findByRole('button', { name: 'Zaloguj' });
    }

    it('after the session ends the login says the message waits, and the same identifier finds its text and files again', async () => {
      serveInbox();
      const { user, router } = render(undefined, { path: '/inboxlogin' });
      await writeAndLoseTheSession(user, await logIn(user, 'K7QM3XPA9B'));
      expect(router.state.location.pathname).toBe('/inboxlogin');
      expect(
        screen.getByText(
          'Sesja skrzynki wygasła. Niewysłana wiadomość czeka w tej karcie przeglądarki: wróci po zalogowaniu tym samym identyfikatorem.',
        ),
      ).toBeTruthy();

      const box = await logIn(user, 'K7QM3XPA9B');
      expect(textOf(box)).toBe('Faktura nr 7 też była fikcyjna.');
      expect(within(box).getByText('faktura-7.pdf')).toBeTruthy();
      expect(
        within(box).getByText('Przywrócono wiadomość napisaną przed wylogowaniem. Nie została jeszcze wysłana.'),
      ).toBeTruthy();
    });

    it('a voice message recorded and not yet sent comes back with the text, as it was made (its original is gone)', async () => {
      givenBrowser('granted');
      serveInbox();
      const { user } = render(undefined, { path: '/inboxlogin' });
      const box = await logIn(user, 'K7QM3XPA9B');
      await user.click(within(box).getByLabelText('Treść wiadomości'));
      await user.paste('Nagrałem resztę.');
      const section = await within(box).findByRole('region', { name: voiceTexts.title });
      await user.click(within(section).getByRole('button', { name: voiceTexts.record }));
      await waitFor(() => expect(within(section).getByRole('status').textContent).toBe(voiceTexts.recording('0:00')));
      await user.click(within(section).getByRole('button', { name: voiceTexts.stop }));
      await waitFor(
        () => expect(within(section).getByRole('status').textContent).toBe(voiceTexts.inboxReadyDisguised('0:01')),
        { timeout: 5000 },
      );
      act(() => notifyInboxUnauthorized());
      expect(await screen.findByText(/Niewysłana wiadomość czeka w tej karcie przeglądarki/)).toBeTruthy();

      const again = await logIn(user, 'K7QM3XPA9B');
      expect(textOf(again)).toBe('Nagrałem resztę.');
      const restored = await within(again).findByRole('region', { name: voiceTexts.title });
      expect(within(restored).getByRole('status').textContent).toBe(voiceTexts.inboxReadyDisguised('0:01'));
      expect(within(restored).getByLabelText(voiceTexts.listen).tagName).toBe('AUDIO');
      expect(within(again).getByText(voiceTexts.fileName('wav'), { exact: false })).toBeTruthy();
      // Its original (the undisguised voice) went with the page: the choice stays as it was made.
      expect(within(restored).getByRole('checkbox', { name: voiceTexts.disguise })).toHaveProperty('disabled', true);
      // It can still be deleted, or recorded anew.
      await user.click(within(restored).getByRole('button', { name: voiceTexts.delete }));
      await waitFor(() => expect(within(again).queryByText(voiceTexts.fileName('wav'), { exact: false })).toBeNull());
    });

    it("'Wyloguj' drops what was written", async () => {
      serveInbox();
      const { user } = render(undefined, { path: '/inboxlogin' });
      await writeAndLoseTheSession(user, await logIn(user, 'K7QM3XPA9B'));
      const box = await logIn(user, 'K7QM3XPA9B');
      expect(textOf(box)).toBe('Faktura nr 7 też była fikcyjna.');
      await user.click(screen.getByRole('button', { name: 'Wyloguj' }));
      const again = await logIn(user, 'K7QM3XPA9B');
      expect(textOf(again)).toBe('');
      expect(within(again).queryByText('faktura-7.pdf')).toBeNull();
      expect(within(again).queryByText(/Przywrócono/)).toBeNull();
    });

    it('a login with another identifier never shows it, and drops it', async () => {
      serveInbox();
      const { user } = render(undefined, { path: '/inboxlogin' });
      await writeAndLoseTheSession(user, await logIn(user, 'K7QM3XPA9B'));
      const other = await logIn(user, 'M2XW8RTV4D');
      expect(textOf(other)).toBe('');
      expect(within(other).queryByText('faktura-7.pdf')).toBeNull();
      // This session ends too (not by 'Wyloguj', which drops any draft); the first identifier comes back.
      act(() => notifyInboxUnauthorized());
      const first = await logIn(user, 'K7QM3XPA9B');
      expect(textOf(first)).toBe('');
      expect(within(first).queryByText('faktura-7.pdf')).toBeNull();
    });

    it('a message that went before the session ended is not given back as unsent, even when its file did not', async () => {
      serveInbox({ messageGoesThrough: true });
      const { user } = render(undefined, { path: '/inboxlogin' });
      await writeAndLoseTheSession(user, await logIn(user, 'K7QM3XPA9B'));
      expect(screen.getByText('Sesja skrzynki wygasła. Zaloguj się ponownie.')).toBeTruthy();
      const box = await logIn(user, 'K7QM3XPA9B');
      expect(textOf(box)).toBe('');
      expect(within(box).queryByText(/Przywrócono/)).toBeNull();
    });

    it('a session ended with nothing written says only that it ended', async () => {
      serveInbox();
      const { user } = render(undefined, { path: '/inboxlogin' });
      await logIn(user, 'K7QM3XPA9B');
      // What the API client does on a 401 from an inbox call.
      act(() => notifyInboxUnauthorized());
      expect(await screen.findByText('Sesja skrzynki wygasła. Zaloguj się ponownie.')).toBeTruthy();
      expect(screen.queryByText(/Niewysłana wiadomość/)).toBeNull();
    });
  },
);
