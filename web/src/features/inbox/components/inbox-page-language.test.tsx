import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerProtocol } from '@shared/contracts/inbox/answer-protocol.js';
import { sendInboxMessage } from '@shared/contracts/inbox/send-inbox-message.js';
import { reportAttachmentExtensions } from '@shared/domain/files.js';
import { inboxTexts } from '@shared/messages/conversation.js';
import * as en from '@shared/messages/en/index.js';
import { fieldValueTexts } from '@shared/messages/field-values.js';
import { fileTexts } from '@shared/messages/files.js';
import { externalChannelTexts } from '@shared/messages/external-channels.js';
import { formReceiptTexts } from '@shared/messages/form-receipt.js';
import { formTexts } from '@shared/messages/form.js';
import {
  inboxRefusalTexts,
  inboxReportTexts,
  messageTexts,
  phoneProtocolTexts,
} from '@shared/messages/inbox-report.js';
import { cryptoErrorTexts } from '@shared/messages/crypto-errors.js';
import { metadataKindTexts, metadataTexts } from '@shared/messages/metadata.js';
import { replyNoticeTexts } from '@shared/messages/reply-notices.js';
import * as uk from '@shared/messages/uk/index.js';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/language-choice.js';
import { clearInboxSession, notifyInboxUnauthorized } from '@/lib/inbox-session.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';
import { polishLeft, polishPieces } from '@/test/polish-left.js';
import { dropDraft } from '../lib/draft-store.js';
import { openInbox, signedReceiptFixture } from '../test/open-inbox.js';

afterEach(() => {
  clearInboxSession();
  dropDraft();
  localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  document.documentElement.lang = 'pl';
});

/** Every Polish text of the catalogues the inbox shows ('Status' and 'E-mail' are English as they are Polish). */
const pieces = polishPieces(
  [
    inboxTexts,
    inboxReportTexts,
    inboxRefusalTexts,
    messageTexts,
    phoneProtocolTexts,
    formTexts,
    fileTexts,
    fieldValueTexts,
    formReceiptTexts,
    externalChannelTexts,
    metadataTexts,
    metadataKindTexts,
    cryptoErrorTexts,
    // The notice itself is sent in Polish whatever the language (the translations quote it).
    { ...replyNoticeTexts, notice: '' },
  ],
  [inboxTexts.status, replyNoticeTexts.channelEmail],
);
const polishLeftOnScreen = () => polishLeft(pieces);

const languages = [
  { language: 'uk', texts: uk, name: 'Українська', acknowledged: '21.11.2026', sent: '22.11.2026, 11:00' },
  { language: 'en', texts: en, name: 'English', acknowledged: '21/11/2026', sent: '22/11/2026, 11:00' },
] as const;

describe.each(languages)('/inbox in $language', { timeout: 30_000 }, ({ language, texts, acknowledged, sent }) => {
  const t = texts.inboxTexts;

  it('shows the info, the state, the acknowledgement and the reply with dates in the locale, the report’s values in words of the language, and no Polish text of ours', async () => {
    const { user } = await openInbox({ path: `/inbox?lang=${language}` });
    const info = await screen.findByRole('region', { name: t.info });
    expect(within(info).getByText(texts.inboxReportTexts.stateOpen)).toBeTruthy();
    expect(within(info).getByText(t.acknowledged(acknowledged))).toBeTruthy();
    expect(within(info).getByText('Fundacja Łąka')).toBeTruthy();
    const conversation = screen.getByRole('region', { name: t.conversation });
    expect(await within(conversation).findByText('Dziękujemy, sprawa jest w toku.')).toBeTruthy();
    expect(within(conversation).getByRole('listitem', { name: `Fundacja Łąka, ${sent}` })).toBeTruthy();
    expect(within(conversation).getByRole('button', { name: texts.messageTexts.hideAttachments })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(new RegExp(`^${t.logoutIn('1[45]:\\d\\d')}$`));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t.loginTitle);
    expect(screen.getByRole('group', { name: t.language })).toBeTruthy();
    expect(document.documentElement.lang).toBe(language);
    expect(document.title).toBe(texts.inboxReportTexts.pageTitle);

    await user.click(screen.getByRole('button', { name: t.showReport }));
    expect(await screen.findByText('Faktury bez dostawy towaru')).toBeTruthy();
    expect(screen.getByText(texts.fieldValueTexts.ticked)).toBeTruthy();
    expect(screen.getByText(t.noReporterData)).toBeTruthy();
    // Where else to report (art. 25 of the Act), in the language, with the Commissioner's address.
    const external = await screen.findByRole('region', { name: texts.externalChannelTexts.title });
    expect(within(external).getByText(texts.externalChannelTexts.intro)).toBeTruthy();
    expect(within(external).getByText(/al\. Solidarności 77/)).toBeTruthy();
    expect(within(external).queryByRole('region', { name: texts.externalChannelTexts.organisationNote })).toBeNull();
    // The notice of replies: what it exposes and how to turn it on, in the language.
    const notice = await screen.findByRole('region', { name: texts.replyNoticeTexts.title });
    expect(within(notice).getByText(texts.replyNoticeTexts.exposure)).toBeTruthy();
    expect(within(notice).getByRole('button', { name: texts.replyNoticeTexts.save })).toBeTruthy();
    expect(polishLeftOnScreen()).toEqual([]);
  });

  it('shows the organisation’s text under “external report”: translated where it wrote a translation, else in Polish and said to be', async () => {
    const note = { text: 'Sprawy podatkowe zgłoś także do KAS.', translations: { [language]: `KAS (${language})` } };
    await openInbox({ path: `/inbox?lang=${language}`, externalChannelsNote: note });
    const external = await screen.findByRole('region', { name: texts.externalChannelTexts.title });
    const own = within(external).getByRole('region', { name: texts.externalChannelTexts.organisationNote });
    expect(within(own).getByText(`KAS (${language})`)).toBeTruthy();
    expect(own.textContent).not.toContain(note.text);
    cleanup();
    clearInboxSession();

    await openInbox({ path: `/inbox?lang=${language}`, externalChannelsNote: { text: note.text } });
    const untranslated = within(
      await screen.findByRole('region', { name: texts.externalChannelTexts.title }),
    ).getByRole('region', { name: texts.externalChannelTexts.organisationNote });
    expect(within(untranslated).getByText(note.text).getAttribute('lang')).toBe('pl');
    expect(within(untranslated).getByText(texts.externalChannelTexts.organisationNoteInPolish)).toBeTruthy();
  });

  it('writes a message under the scanned-files notice: sent, said so and listed under the reporter’s name, all in the language', async () => {
    server.use(
      contractHandler(sendInboxMessage, ({ body }) => ({
        messageId: body.messageId,
        author: 'reporter' as const,
        sentAt: '2026-11-23T10:00:00.000Z',
        body: body.body,
        files: [],
      })),
    );
    const { user } = await openInbox({ path: `/inbox?lang=${language}`, filesScanned: true });
    const box = await screen.findByRole('region', { name: t.writeMessage });
    expect(within(box).getByText(texts.formTexts.filesScanned)).toBeTruthy();
    await user.type(within(box).getByLabelText(t.messageText), 'Mam jeszcze jedną fakturę.');
    await user.click(within(box).getByRole('button', { name: texts.messageTexts.send }));
    expect((await within(box).findByText(t.messageSent)).getAttribute('role')).toBe('status');
    const conversation = screen.getByRole('region', { name: t.conversation });
    expect(await within(conversation).findByText(texts.messageTexts.reporter)).toBeTruthy();
    expect(polishLeftOnScreen()).toEqual([]);
  });

  it('a file: a refused type, and what cleaning a file found, in the language', async () => {
    const { user } = await openInbox({ path: `/inbox?lang=${language}` });
    const box = await screen.findByRole('region', { name: t.writeMessage });
    const input = box.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The picker's accept list is a hint; a file of another type is refused by its rules.
    input.removeAttribute('accept');
    await user.upload(input, new File(['MZ'], 'program.exe'));
    const types = reportAttachmentExtensions.map((extension) => extension.toUpperCase());
    expect(await within(box).findByText(texts.fileTexts.unsupportedReportAttachment(types))).toBeTruthy();
    const archive = new File([Uint8Array.of(0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0))], 'pliki.zip');
    await user.upload(input, archive);
    expect(await within(box).findByText(texts.metadataTexts.cannotCleanArchive)).toBeTruthy();
    expect(within(box).getByRole('button', { name: texts.messageTexts.removeFile('pliki.zip') })).toBeTruthy();
    expect(polishLeftOnScreen()).toEqual([]);
  });

  it('a phone report: the protocol explained, confirmed and approved in the language; the receipt offered in it', async () => {
    server.use(
      contractHandler(answerProtocol, () => ({
        state: 'approved' as const,
        answeredAt: '2026-11-25T10:00:00.000Z',
      })),
    );
    const { user } = await openInbox({
      path: `/inbox?lang=${language}`,
      phoneProtocol: { state: 'awaiting', answeredAt: null },
      receipt: signedReceiptFixture,
    });
    const p = texts.phoneProtocolTexts;
    const panel = await screen.findByRole('region', { name: p.protocol });
    expect(within(panel).getByText(p.protocolAwaiting)).toBeTruthy();
    expect(within(panel).getByText(p.inboxExplain)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: p.approve }));
    expect(within(panel).getByText(p.approveConfirm)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: p.cancel })).toBeTruthy();
    expect(await screen.findByRole('region', { name: texts.formReceiptTexts.inboxTitle })).toBeTruthy();
    expect(polishLeftOnScreen()).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: p.approve }));
    expect(await screen.findByText(p.approvedDone)).toBeTruthy();
  });

  it('a message refused because the report was closed meanwhile: the server’s refusal in the language', async () => {
    server.use(
      contractHandler(sendInboxMessage, () =>
        errorResponse('CONFLICT', { message: 'ZGŁOSZENIE ZOSTAŁO ZAMKNIĘTE', key: 'inboxRefusalTexts.closed' }),
      ),
    );
    const { user } = await openInbox({ path: `/inbox?lang=${language}` });
    const box = await screen.findByRole('region', { name: t.writeMessage });
    await user.type(within(box).getByLabelText(t.messageText), 'Mam jeszcze jedną fakturę.');
    await user.click(within(box).getByRole('button', { name: texts.messageTexts.send }));
    expect(await within(box).findByText(texts.inboxRefusalTexts.closed)).toBeTruthy();
    expect(polishLeftOnScreen()).toEqual([]);
  });

  it('a message whose encryption fails in this browser: said in the language, the text kept to send again', async () => {
    const { user } = await openInbox({ path: `/inbox?lang=${language}` });
    const box = await screen.findByRole('region', { name: t.writeMessage });
    await user.type(within(box).getByLabelText(t.messageText), 'Mam jeszcze jedną fakturę.');
    // The browser's encryption is gone by the time the reporter sends (an insecure context).
    const subtle = vi.spyOn(globalThis.crypto, 'subtle', 'get').mockReturnValue(undefined as never);
    try {
      await user.click(within(box).getByRole('button', { name: texts.messageTexts.send }));
      expect(await within(box).findByText(texts.cryptoErrorTexts.UNSUPPORTED_ENVIRONMENT)).toBeTruthy();
    } finally {
      subtle.mockRestore();
    }
    expect((within(box).getByLabelText(t.messageText) as HTMLTextAreaElement).value).toBe('Mam jeszcze jedną fakturę.');
    expect(polishLeftOnScreen()).toEqual([]);
  });

  it('a protocol approved meanwhile: the server’s refusal in the language', async () => {
    server.use(
      contractHandler(answerProtocol, () =>
        errorResponse('CONFLICT', {
          message: 'Protokół jest już zatwierdzony.',
          key: 'inboxRefusalTexts.alreadyApproved',
        }),
      ),
    );
    const { user } = await openInbox({
      path: `/inbox?lang=${language}`,
      phoneProtocol: { state: 'awaiting', answeredAt: null },
    });
    const p = texts.phoneProtocolTexts;
    const panel = await screen.findByRole('region', { name: p.protocol });
    await user.click(within(panel).getByRole('button', { name: p.approve }));
    await user.click(within(panel).getByRole('button', { name: p.approve }));
    expect(await screen.findByText(texts.inboxRefusalTexts.alreadyApproved)).toBeTruthy();
    expect(polishLeftOnScreen()).toEqual([]);
  });

  it('an e-mail report: its note in the language', async () => {
    await openInbox({ path: `/inbox?lang=${language}`, type: 3 });
    expect(await screen.findByText(texts.inboxReportTexts.emailReportNote)).toBeTruthy();
  });

  it('personal data deleted as irrelevant: said in the language, with the day, never what', async () => {
    await openInbox({ path: `/inbox?lang=${language}`, personalDataRemovedAt: '2026-12-05T09:30:00.000Z' });
    const day = language === 'uk' ? '05.12.2026' : '05/12/2026';
    const note = await screen.findByText(texts.inboxReportTexts.personalDataRemoved(day));
    expect(note.closest('[role="note"]')).not.toBeNull();
    expect(polishLeftOnScreen()).toEqual([]);
  });
});

describe('the inbox’s language switcher', { timeout: 30_000 }, () => {
  it('changes every text in place, keeps the message half typed, and <html lang> follows', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'uk');
    const { user } = await openInbox();
    const box = await screen.findByRole('region', { name: uk.inboxTexts.writeMessage });
    await user.type(within(box).getByLabelText(uk.inboxTexts.messageText), 'Напів написаний лист');
    expect(document.documentElement.lang).toBe('uk');
    await user.click(screen.getByRole('button', { name: 'English' }));
    const english = await screen.findByRole('region', { name: en.inboxTexts.writeMessage });
    expect((within(english).getByLabelText(en.inboxTexts.messageText) as HTMLTextAreaElement).value).toBe(
      'Напів написаний лист',
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(screen.getByRole('region', { name: en.inboxTexts.info })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('says again in the new language what the last action came to: a refusal, then a thing done', async () => {
    let answered = false;
    server.use(
      contractHandler(answerProtocol, () => {
        if (answered) return { state: 'approved' as const, answeredAt: '2026-11-25T10:00:00.000Z' };
        answered = true;
        return errorResponse('CONFLICT', {
          message: 'Protokół jest już zatwierdzony.',
          key: 'inboxRefusalTexts.alreadyApproved',
        });
      }),
    );
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'uk');
    const { user } = await openInbox({ phoneProtocol: { state: 'awaiting', answeredAt: null } });
    const panel = await screen.findByRole('region', { name: uk.phoneProtocolTexts.protocol });
    await user.click(within(panel).getByRole('button', { name: uk.phoneProtocolTexts.approve }));
    await user.click(within(panel).getByRole('button', { name: uk.phoneProtocolTexts.approve }));
    expect(await screen.findByText(uk.inboxRefusalTexts.alreadyApproved)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText(en.inboxRefusalTexts.alreadyApproved)).toBeTruthy();
    expect(screen.queryByText(uk.inboxRefusalTexts.alreadyApproved)).toBeNull();

    const english = await screen.findByRole('region', { name: en.phoneProtocolTexts.protocol });
    await user.click(within(english).getByRole('button', { name: en.phoneProtocolTexts.approve }));
    await user.click(within(english).getByRole('button', { name: en.phoneProtocolTexts.approve }));
    expect(await screen.findByText(en.phoneProtocolTexts.approvedDone)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Українська' }));
    expect(await screen.findByText(uk.phoneProtocolTexts.approvedDone)).toBeTruthy();
    expect(screen.queryByText(en.phoneProtocolTexts.approvedDone)).toBeNull();
  });

  it('a session that ended: the login says so, and says it again in the language switched to', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'uk');
    const { user } = await openInbox();
    await screen.findByRole('region', { name: uk.inboxTexts.writeMessage });
    // What the API client does on a 401 from an inbox call.
    act(() => notifyInboxUnauthorized());
    expect(await screen.findByText(uk.inboxTexts.sessionEnded)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText(en.inboxTexts.sessionEnded)).toBeTruthy();
    expect(screen.queryByText(uk.inboxTexts.sessionEnded)).toBeNull();
  });
});
