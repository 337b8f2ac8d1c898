import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerProtocol } from '@shared/contracts/inbox/answer-protocol.js';
import { requestMeeting } from '@shared/contracts/inbox/request-meeting.js';
import { reportState } from '@shared/domain/report.js';
import { protocolTexts } from '@shared/messages/protocols.js';
import { clearInboxSession } from '@/lib/inbox-session.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { dropDraft } from '../lib/draft-store.js';
import { openInbox } from '../test/open-inbox.js';

afterEach(() => {
  clearInboxSession();
  dropDraft();
});

const transcript = 'Dzień dobry. Chcę zgłosić nieprawidłowości w dziale zakupów.';

describe("the inbox's protocols of an oral report", () => {
  it("shows the voice message's transcript decrypted here, and approves the version read after a confirmation", async () => {
    const answers: unknown[] = [];
    server.use(
      contractHandler(answerProtocol, ({ body }) => {
        answers.push(body);
        return { state: 'approved' as const, answeredAt: '2026-11-25T10:00:00.000Z' };
      }),
    );
    const { user } = await openInbox({ voiceProtocol: { text: transcript, state: 'awaiting', version: 2 } });
    const panel = await screen.findByRole('region', { name: 'Protokół wiadomości głosowej' });
    expect(await within(panel).findByText(transcript)).toBeTruthy();
    expect(within(panel).getByText(/^Wersja 2 z /)).toBeTruthy();
    expect(within(panel).getByText('Protokół oczekuje na zatwierdzenie przez zgłaszającego.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Zatwierdź protokół' }));
    expect(answers).toEqual([]);
    expect(within(panel).getByText('Czy na pewno zatwierdzić protokół?')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Zatwierdź protokół' }));
    await waitFor(() => expect(answers).toEqual([{ kind: 'voice', decision: 'approve', version: 2 }]));
    const done = await screen.findByText('Zatwierdzono protokół.');
    expect(done.closest('[role="status"]')).not.toBeNull();
  });

  it('asks for corrections (described in a message); an approved transcript offers no answer', async () => {
    const answers: unknown[] = [];
    server.use(
      contractHandler(answerProtocol, ({ body }) => {
        answers.push(body);
        return { state: 'corrections' as const, answeredAt: '2026-11-25T10:00:00.000Z' };
      }),
    );
    const { user } = await openInbox({ voiceProtocol: { text: transcript, state: 'awaiting', version: 1 } });
    const panel = await screen.findByRole('region', { name: 'Protokół wiadomości głosowej' });
    await user.click(within(panel).getByRole('button', { name: 'Poproś o poprawki' }));
    await user.click(within(panel).getByRole('button', { name: 'Poproś o poprawki' }));
    await waitFor(() => expect(answers).toEqual([{ kind: 'voice', decision: 'corrections', version: 1 }]));
    expect(await screen.findByText('Poproszono o poprawki protokołu. Opisz je w wiadomości.')).toBeTruthy();
  });

  it('an approved transcript is shown without buttons', async () => {
    await openInbox({ voiceProtocol: { text: transcript, state: 'approved', version: 1 } });
    const panel = await screen.findByRole('region', { name: 'Protokół wiadomości głosowej' });
    expect(within(panel).getByText('Protokół zatwierdzony przez zgłaszającego.')).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('is in the reporter’s language', async () => {
    await openInbox({
      voiceProtocol: { text: transcript, state: 'awaiting', version: 1 },
      path: '/inbox?lang=en',
    });
    const panel = await screen.findByRole('region', { name: 'Minutes of the voice message' });
    expect(within(panel).getByRole('button', { name: 'Approve the minutes' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Meeting' })).toBeTruthy();
  });

  it('a form report without protocols shows none', async () => {
    await openInbox();
    await screen.findByRole('region', { name: 'Informacje o zgłoszeniu' });
    expect(screen.queryByRole('region', { name: 'Protokół wiadomości głosowej' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Protokół spotkania' })).toBeNull();
  });
});

describe("'Poproś o spotkanie'", () => {
  it('asks for a meeting after a confirmation, and says it was asked', async () => {
    let asked = 0;
    server.use(
      contractHandler(requestMeeting, () => {
        asked += 1;
        return { requestedAt: '2026-11-25T10:00:00.000Z' };
      }),
    );
    const { user } = await openInbox();
    const panel = await screen.findByRole('region', { name: 'Spotkanie' });
    expect(within(panel).getByText(/w ciągu 14 dni od prośby/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Poproś o spotkanie' }));
    expect(asked).toBe(0);
    expect(within(panel).getByText('Czy na pewno poprosić o spotkanie osobiste?')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Poproś o spotkanie' }));
    await waitFor(() => expect(asked).toBe(1));
    expect(
      await screen.findByText('Poproszono o spotkanie. Organizacja zaproponuje termin w wiadomościach.'),
    ).toBeTruthy();
  });

  it('a refusal is said as the server says it, in an alert', async () => {
    server.use(
      contractHandler(requestMeeting, () =>
        errorResponse('CONFLICT', {
          message: protocolTexts.meetingAlreadyRequested,
          key: 'inboxRefusalTexts.meetingAlreadyRequested',
        }),
      ),
    );
    const { user } = await openInbox();
    const panel = await screen.findByRole('region', { name: 'Spotkanie' });
    await user.click(within(panel).getByRole('button', { name: 'Poproś o spotkanie' }));
    await user.click(within(panel).getByRole('button', { name: 'Poproś o spotkanie' }));
    const said = await screen.findByText(protocolTexts.meetingAlreadyRequested);
    expect(said.closest('[role="alert"]')).not.toBeNull();
  });

  it('once asked, says when and offers no button', async () => {
    await openInbox({ meetingRequestedAt: '2026-11-24T10:00:00.000Z' });
    const panel = await screen.findByRole('region', { name: 'Spotkanie' });
    expect(within(panel).getByText(/^Poproszono o spotkanie 24\.11\.2026\./)).toBeTruthy();
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('is not offered on a closed report', async () => {
    await openInbox({ state: reportState.archived });
    await screen.findByRole('region', { name: 'Informacje o zgłoszeniu' });
    expect(screen.queryByRole('region', { name: 'Spotkanie' })).toBeNull();
  });
});
