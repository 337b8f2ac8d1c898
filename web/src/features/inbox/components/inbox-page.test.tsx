import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerProtocol } from '@shared/contracts/inbox/answer-protocol.js';
import { sendInboxMessage } from '@shared/contracts/inbox/send-inbox-message.js';
import { startInboxFileUpload } from '@shared/contracts/inbox/start-inbox-file-upload.js';
import { reportState } from '@shared/domain/report.js';
import { formReceiptTexts } from '@shared/messages/form-receipt.js';
import { conversationTexts } from '@shared/messages/conversation.js';
import { metadataTexts } from '@shared/messages/metadata.js';
import { clearInboxSession } from '@/lib/inbox-session.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { render } from '@/test/render.js';
import { photoWithGps } from '@/test/metadata-files.js';
import { dropDraft } from '../lib/draft-store.js';
import { openInbox, signedReceiptFixture } from '../test/open-inbox.js';

afterEach(() => {
  clearInboxSession();
  dropDraft();
});

describe('/inbox', () => {
  it('shows the info panel, the acknowledgement of receipt, the reply under the organisation’s name and the report decrypted', async () => {
    const { user } = await openInbox();
    const info = await screen.findByRole('region', { name: 'Informacje o zgłoszeniu' });
    expect(within(info).getByText('K7QM-3XPA-9B')).toBeTruthy();
    expect(within(info).getByText('Zgłoszenia wewnętrzne')).toBeTruthy();
    expect(within(info).getByText('Fundacja Łąka')).toBeTruthy();
    expect(within(info).getByText('Otwarte')).toBeTruthy();
    expect(within(info).getByText('Organizacja potwierdziła przyjęcie zgłoszenia 21.11.2026.')).toBeTruthy();
    const conversation = screen.getByRole('region', { name: 'Korespondencja' });
    expect(await within(conversation).findByText('Dziękujemy, sprawa jest w toku.')).toBeTruthy();
    expect(within(conversation).getByText('Fundacja Łąka')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Wylogowanie za 1[45]:\d\d$/);
    await user.click(screen.getByRole('button', { name: 'Pokaż zgłoszenie' }));
    expect(await screen.findByText('Faktury bez dostawy towaru')).toBeTruthy();
    expect(screen.getByText('TAK')).toBeTruthy();
    expect(screen.getByText('Zgłoszenie anonimowe: nie podano danych osobowych.')).toBeTruthy();
    expect(screen.getByLabelText('Treść wiadomości')).toBeTruthy();
  });

  it("says by the message box that attachments are scanned while the organisation scans reporters' files, and nothing otherwise", async () => {
    const scanned = await openInbox({ filesScanned: true });
    const box = await screen.findByRole('region', { name: 'Napisz wiadomość' });
    expect(within(within(box).getByRole('note')).getByText('Załączniki są skanowane antywirusem')).toBeTruthy();
    scanned.unmount();
    await openInbox();
    const plain = await screen.findByRole('region', { name: 'Napisz wiadomość' });
    expect(within(plain).queryByText('Załączniki są skanowane antywirusem')).toBeNull();
  });

  it('offers the signed receipt again, with the advice to keep it safe, and nothing for a report without one', async () => {
    const withReceipt = await openInbox({ receipt: signedReceiptFixture });
    const section = await screen.findByRole('region', { name: 'Potwierdzenie złożenia zgłoszenia' });
    expect(within(section).getByRole('button', { name: 'Pobierz potwierdzenie złożenia (PDF)' })).toBeTruthy();
    expect(within(section).getByRole('note').textContent).toBe(formReceiptTexts.keepSafe);
    withReceipt.unmount();
    await openInbox();
    await screen.findByRole('region', { name: 'Informacje o zgłoszeniu' });
    expect(screen.queryByRole('region', { name: 'Potwierdzenie złożenia zgłoszenia' })).toBeNull();
  });

  it('says that receipt is not yet acknowledged while the report is new', async () => {
    await openInbox({ state: reportState.new, acknowledgedAt: null });
    expect(
      await screen.findByText(
        'Organizacja nie otworzyła jeszcze zgłoszenia. Potwierdzenie przyjęcia pojawi się tutaj.',
      ),
    ).toBeTruthy();
  });

  it('says that personal data irrelevant to the case was deleted, with the day, and nothing while none was', async () => {
    await openInbox({ personalDataRemovedAt: '2026-12-05T09:30:00.000Z' });
    const info = await screen.findByRole('region', { name: 'Informacje o zgłoszeniu' });
    expect(
      await within(info).findByText(
        'Ze zgłoszenia usunięto dane osobowe, które nie są istotne dla sprawy (ostatnio 5.12.2026).',
      ),
    ).toBeTruthy();
    cleanup();
    clearInboxSession();
    await openInbox();
    const plain = await screen.findByRole('region', { name: 'Informacje o zgłoszeniu' });
    await within(plain).findByText('Fundacja Łąka');
    expect(within(plain).queryByText(/usunięto dane osobowe/)).toBeNull();
  });

  it('shows the closed notice and no way to write on a closed report', async () => {
    await openInbox({ state: reportState.archived });
    expect(await screen.findByText('Zgłoszenie zostało zamknięte: nie można już wysyłać wiadomości.')).toBeTruthy();
    await screen.findByText('Dziękujemy, sprawa jest w toku.');
    expect(screen.queryByLabelText('Treść wiadomości')).toBeNull();
  });

  it('shows the licence notice and no way to write when the organisation’s licence ran out', async () => {
    await openInbox({ licenceActive: false });
    expect(
      await screen.findByText('Wysyłanie wiadomości jest wyłączone z powodu wygaśnięcia licencji organizacji.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Treść wiadomości')).toBeNull();
  });

  it('a phone report: the caller approves the protocol after a confirmation', async () => {
    const decisions: string[] = [];
    server.use(
      contractHandler(answerProtocol, ({ body }) => {
        decisions.push(body.decision);
        return { state: 'approved' as const, answeredAt: '2026-11-25T10:00:00.000Z' };
      }),
    );
    const { user } = await openInbox({ phoneProtocol: { state: 'awaiting', answeredAt: null } });
    const panel = await screen.findByRole('region', { name: 'Protokół rozmowy' });
    expect(within(panel).getByText('Protokół oczekuje na zatwierdzenie przez zgłaszającego.')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Zatwierdź protokół' }));
    expect(decisions).toEqual([]);
    expect(within(panel).getByText('Czy na pewno zatwierdzić protokół rozmowy?')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Zatwierdź protokół' }));
    await waitFor(() => expect(decisions).toEqual(['approve']));
    // Done, said as done: a status, not the red alert of a failure.
    const done = await screen.findByText('Zatwierdzono protokół rozmowy.');
    expect(done.closest('[role="alert"]')).toBeNull();
    expect(done.closest('[role="status"]')).not.toBeNull();
  });

  it('a form report shows no protocol', async () => {
    await openInbox();
    await screen.findByRole('region', { name: 'Informacje o zgłoszeniu' });
    expect(screen.queryByRole('region', { name: 'Protokół rozmowy' })).toBeNull();
    expect(screen.queryByText(/przyszło e-mailem/)).toBeNull();
  });

  it('an e-mail report (type 3) says it came by e-mail, not end-to-end encrypted in transit', async () => {
    await openInbox({ type: 3 });
    expect(
      await screen.findByText(/^Zgłoszenie przyszło e-mailem\. Wiadomość nie była szyfrowana end-to-end w drodze/),
    ).toBeTruthy();
  });

  it("says 'Wysłano' once the reporter's message is sent, and the box is empty for the next one", async () => {
    const sent: string[] = [];
    server.use(
      contractHandler(sendInboxMessage, ({ body }) => {
        sent.push(body.messageId);
        return {
          messageId: body.messageId,
          author: 'reporter' as const,
          sentAt: '2026-11-23T10:00:00.000Z',
          body: body.body,
          files: [],
        };
      }),
    );
    const { user } = await openInbox();
    const box = await screen.findByRole('region', { name: 'Napisz wiadomość' });
    await user.type(within(box).getByLabelText('Treść wiadomości'), 'Mam jeszcze jedną fakturę.');
    await user.click(within(box).getByRole('button', { name: 'Wyślij' }));
    expect((await within(box).findByText('Wysłano.')).getAttribute('role')).toBe('status');
    expect(sent).toHaveLength(1);
    expect((within(box).getByLabelText('Treść wiadomości') as HTMLTextAreaElement).value).toBe('');
    await user.type(within(box).getByLabelText('Treść wiadomości'), 'A');
    expect(within(box).queryByText('Wysłano.')).toBeNull();
  });

  it("does not say 'Wysłano' when the message went but its file did not: the failure is said instead", async () => {
    server.use(
      contractHandler(sendInboxMessage, ({ body }) => ({
        messageId: body.messageId,
        author: 'reporter' as const,
        sentAt: '2026-11-23T10:00:00.000Z',
        body: body.body,
        files: [],
      })),
      contractHandler(startInboxFileUpload, () => errorResponse('UNAVAILABLE')),
    );
    const { user } = await openInbox();
    const box = await screen.findByRole('region', { name: 'Napisz wiadomość' });
    await user.type(within(box).getByLabelText('Treść wiadomości'), 'Faktura w załączniku.');
    await user.upload(
      box.querySelector('input[type="file"]')!,
      new File(['%PDF-1.4'], 'faktura.pdf', { type: 'application/pdf' }),
    );
    // Too short to be a PDF: it cannot be cleaned, and goes only once the reporter says so.
    await within(box).findByText(metadataTexts.failedDamaged);
    await user.click(within(box).getByRole('button', { name: metadataTexts.sendAsIs }));
    await user.click(within(box).getByRole('button', { name: 'Wyślij' }));
    const failure = await screen.findByText('Usługa jest chwilowo niedostępna. Spróbuj ponownie później.');
    expect(failure.closest('[role="alert"]')).not.toBeNull();
    await waitFor(() => expect(within(box).getByRole('button', { name: 'Wyślij' })).toBeTruthy());
    expect(within(box).queryByText('Wysłano.')).toBeNull();
  });

  it('cleans a photo added to a message, says what was removed, and waits for a decision about a file it cannot clean', async () => {
    const { user } = await openInbox();
    const box = await screen.findByRole('region', { name: 'Napisz wiadomość' });
    await user.type(within(box).getByLabelText('Treść wiadomości'), 'Zdjęcie i archiwum.');
    const archive = new File([Uint8Array.of(0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0))], 'pliki.zip');
    await user.upload(box.querySelector('input[type="file"]')!, [photoWithGps('IMG_0001.jpg'), archive]);
    expect(await within(box).findByText('Usunięto: położenie GPS, model telefonu lub aparatu')).toBeTruthy();
    expect(await within(box).findByText(metadataTexts.cannotCleanArchive)).toBeTruthy();
    await user.click(within(box).getByRole('button', { name: 'Wyślij' }));
    expect(await within(box).findByText(metadataTexts.notReady)).toBeTruthy();
    await user.click(within(box).getByRole('button', { name: conversationTexts.removeFile('pliki.zip') }));
    expect(within(box).queryByText('pliki.zip')).toBeNull();
    expect(within(box).getByText('IMG_0001.jpg')).toBeTruthy();
  });

  it('says a refused message in a sentence, without the HTTP status, and keeps what was written', async () => {
    const { user } = await openInbox();
    server.use(
      contractHandler(sendInboxMessage, () => errorResponse('FORBIDDEN', { message: 'Zgłoszenie zostało zamknięte.' })),
    );
    const box = await screen.findByRole('region', { name: 'Napisz wiadomość' });
    await user.type(within(box).getByLabelText('Treść wiadomości'), 'Mam jeszcze jedną fakturę.');
    await user.click(within(box).getByRole('button', { name: 'Wyślij' }));
    expect(await within(box).findByText('Zgłoszenie zostało zamknięte.')).toBeTruthy();
    expect(within(box).queryByText(/403/)).toBeNull();
    expect((within(box).getByLabelText('Treść wiadomości') as HTMLTextAreaElement).value).toBe(
      'Mam jeszcze jedną fakturę.',
    );
  });

  it('says a conversation that cannot be loaded in a sentence, without the HTTP status', async () => {
    await openInbox({ messagesFail: true });
    const conversation = await screen.findByRole('region', { name: 'Korespondencja' });
    expect(
      await within(conversation).findByText('Usługa jest chwilowo niedostępna. Spróbuj ponownie później.'),
    ).toBeTruthy();
    expect(within(conversation).queryByText(/503/)).toBeNull();
  });

  it('without a session of this tab (a reload) goes to the login', async () => {
    const { router } = render(undefined, { path: '/inbox' });
    await screen.findByLabelText(/^Identyfikator/);
    expect(router.state.location.pathname).toBe('/inboxlogin');
  });
});
