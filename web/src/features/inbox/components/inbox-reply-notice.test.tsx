import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteReplyNotice } from '@shared/contracts/inbox/delete-reply-notice.js';
import { getReplyNotice } from '@shared/contracts/inbox/get-reply-notice.js';
import { setReplyNotice } from '@shared/contracts/inbox/set-reply-notice.js';
import { reportState } from '@shared/domain/report.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import { clearInboxSession } from '@/lib/inbox-session.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { dropDraft } from '../lib/draft-store.js';
import { openInbox } from '../test/open-inbox.js';

afterEach(() => {
  clearInboxSession();
  dropDraft();
});

const noticeRegion = () => screen.findByRole('region', { name: 'Powiadomienie o odpowiedzi' });

describe('the notice of replies in the inbox', () => {
  it('says what the notice says and what it exposes, in the spec’s words of ours', async () => {
    await openInbox();
    const region = await noticeRegion();
    expect(
      within(region).getByText(
        'Zostaw adres e-mail lub numer telefonu, a raz dziennie, gdy organizacja odpowie, dostaniesz tylko wiadomość „Masz nową odpowiedź w skrzynce” — bez treści, identyfikatora i nazwy organizacji.',
      ),
    ).toBeTruthy();
    const exposure = within(region).getByText(
      'Operator platformy mógłby odczytać podany adres lub numer, a Twój dostawca poczty lub sieci komórkowej zobaczy powiadomienie. Nie podawaj adresu ani numeru służbowego i nie odbieraj powiadomień na urządzeniu służbowym.',
    );
    expect(exposure.closest('[role="note"]')).toBeTruthy();
    expect(within(region).getByLabelText('Powiadom mnie przez')).toBeTruthy();
    expect(within(region).getByLabelText('Adres e-mail')).toBeTruthy();
  });

  it('turns the notice on for an e-mail address and shows it masked', async () => {
    let sent: unknown;
    server.use(
      contractHandler(setReplyNotice, ({ body }) => {
        sent = body;
        return { notice: { channel: 'email' as const, masked: 's•••@•••.pl', setAt: '2026-11-27T10:00:00.000Z' } };
      }),
    );
    const { user } = await openInbox();
    const region = await noticeRegion();
    await user.type(within(region).getByLabelText('Adres e-mail'), ' sygnalista@poczta.pl ');
    await user.click(within(region).getByRole('button', { name: 'Włącz powiadomienie' }));
    expect((await within(region).findByText('Powiadomienie włączone.')).closest('[role="status"]')).toBeTruthy();
    expect(within(region).getByText('Powiadomienie włączone: s•••@•••.pl')).toBeTruthy();
    expect(sent).toEqual({ channel: 'email', address: 'sygnalista@poczta.pl' });
  });

  it('takes a phone number for SMS, refusing one that is not 9 digits before anything is sent', async () => {
    let calls = 0;
    server.use(
      contractHandler(setReplyNotice, () => {
        calls += 1;
        return { notice: { channel: 'sms' as const, masked: '••• ••• •67', setAt: '2026-11-27T10:00:00.000Z' } };
      }),
    );
    const { user } = await openInbox();
    const region = await noticeRegion();
    await user.selectOptions(within(region).getByLabelText('Powiadom mnie przez'), 'SMS');
    const phone = within(region).getByLabelText('Numer telefonu (9 cyfr bez spacji)');
    await user.type(phone, '60123');
    await user.click(within(region).getByRole('button', { name: 'Włącz powiadomienie' }));
    expect(await within(region).findByText('Numer telefonu musi mieć 9 cyfr bez spacji')).toBeTruthy();
    expect(calls).toBe(0);
    await user.type(phone, '4567');
    await user.click(within(region).getByRole('button', { name: 'Włącz powiadomienie' }));
    expect(await within(region).findByText('Powiadomienie włączone: ••• ••• •67')).toBeTruthy();
    expect(calls).toBe(1);
  });

  it('refuses a malformed e-mail address with the field’s message', async () => {
    const { user } = await openInbox();
    const region = await noticeRegion();
    await user.type(within(region).getByLabelText('Adres e-mail'), 'sygnalista@');
    await user.click(within(region).getByRole('button', { name: 'Włącz powiadomienie' }));
    expect(await within(region).findByText('Zły format adresu e-mail')).toBeTruthy();
  });

  it('shows a notice already set, masked, and deletes it', async () => {
    let deleted = false;
    server.use(
      contractHandler(deleteReplyNotice, () => {
        deleted = true;
        return { ok: true as const };
      }),
    );
    const { user } = await openInbox({
      replyNotice: { channel: 'email', masked: 'a•••@•••.pl', setAt: '2026-11-27T10:00:00.000Z' },
    });
    const region = await noticeRegion();
    expect(within(region).getByText('Powiadomienie włączone: a•••@•••.pl')).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: 'Usuń powiadomienie' }));
    expect(
      (await within(region).findByText('Powiadomienie usunięte, adres skasowany.')).closest('[role="status"]'),
    ).toBeTruthy();
    expect(deleted).toBe(true);
    expect(within(region).getByRole('button', { name: 'Włącz powiadomienie' })).toBeTruthy();
  });

  it('says the server’s refusal as an alert', async () => {
    server.use(
      contractHandler(setReplyNotice, () => errorResponse('CONFLICT', { message: 'Zgłoszenie jest zamknięte.' })),
    );
    const { user } = await openInbox();
    const region = await noticeRegion();
    await user.type(within(region).getByLabelText('Adres e-mail'), 'sygnalista@poczta.pl');
    await user.click(within(region).getByRole('button', { name: 'Włącz powiadomienie' }));
    expect((await within(region).findByText(/Zgłoszenie jest zamknięte/)).closest('[role="alert"]')).toBeTruthy();
  });

  it('is not offered for a phone report (its key comes from the caller’s number)', async () => {
    await openInbox({ type: 2 });
    await screen.findByRole('region', { name: inboxTexts.conversation });
    expect(screen.queryByRole('region', { name: 'Powiadomienie o odpowiedzi' })).toBeNull();
  });

  it('is not offered on a closed report without a notice, once the server said it has none', async () => {
    let asked = false;
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === getReplyNotice.path) asked = true;
    };
    server.events.on('response:mocked', listener);
    await openInbox({ state: reportState.archived });
    await screen.findByRole('region', { name: inboxTexts.conversation });
    await waitFor(() => expect(asked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.events.removeListener('response:mocked', listener);
    expect(screen.queryByRole('region', { name: 'Powiadomienie o odpowiedzi' })).toBeNull();
  });
});
