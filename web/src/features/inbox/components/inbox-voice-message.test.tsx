import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { completeInboxFileUpload } from '@shared/contracts/inbox/complete-inbox-file-upload.js';
import { sendInboxMessage } from '@shared/contracts/inbox/send-inbox-message.js';
import { startInboxFileUpload } from '@shared/contracts/inbox/start-inbox-file-upload.js';
import { CONTENT_PURPOSE, decryptContentText } from '@shared/crypto/content.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import { parseVoiceMarker } from '@shared/domain/voice-messages.js';
import { voiceTexts } from '@shared/messages/voice.js';
import { clearInboxSession } from '@/lib/inbox-session.js';
import { givenBrowser } from '@/test/fake-recording.js';
import { contractHandler, server } from '@/test/msw.js';
import { dropDraft } from '../lib/draft-store.js';
import { openInbox } from '../test/open-inbox.js';

const STORAGE = 'https://files.example.test';
const offered = { disguise: 'reporterChooses', maxMinutes: 10 } as const;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  cleanup();
  clearInboxSession();
  dropDraft();
});

/** jsdom's Blob reads no stream, which the file encryption reads in chunks: one of its bytes, as a browser's. */
function givenBlobStreams() {
  if (typeof Blob.prototype.stream === 'function') return;
  Object.defineProperty(Blob.prototype, 'stream', {
    configurable: true,
    value(this: Blob) {
      return new ReadableStream<Uint8Array>({
        start: async (controller) => {
          controller.enqueue(new Uint8Array(await this.arrayBuffer()));
          controller.close();
        },
      });
    },
  });
  onTestFinished(() => void delete (Blob.prototype as Partial<Blob>).stream);
}

const messageBox = () => screen.findByRole('region', { name: 'Napisz wiadomość' });
const voiceSection = async () => within(await messageBox()).findByRole('region', { name: voiceTexts.title });
const status = (section: HTMLElement) => within(section).getByRole('status').textContent;

describe('a voice message in the inbox', () => {
  it('is not offered where the organisation has not enabled voice messages', async () => {
    await openInbox();
    const box = await messageBox();
    expect(within(box).getByLabelText('Treść wiadomości')).toBeTruthy();
    expect(within(box).queryByRole('button', { name: voiceTexts.record })).toBeNull();
  });

  it('is recorded with the form’s recorder, joins the message’s attachments and goes with its marker encrypted', async () => {
    givenBrowser('granted');
    givenBlobStreams();
    const completed: { name: ContentEnvelope; voice?: ContentEnvelope | undefined }[] = [];
    const fileId = '7d2c9a4e-1b3f-4c5d-8e6f-0a1b2c3d4e5f';
    server.use(
      contractHandler(sendInboxMessage, ({ body }) => ({
        messageId: body.messageId,
        author: 'reporter' as const,
        sentAt: '2026-11-23T10:00:00.000Z',
        body: body.body,
        files: [],
      })),
      contractHandler(startInboxFileUpload, () => ({
        fileId,
        uploadUrl: `${STORAGE}/upload/${fileId}`,
        headers: { 'content-type': 'application/octet-stream' },
      })),
      http.put(`${STORAGE}/upload/:fileId`, () => new HttpResponse(null, { status: 200 })),
      contractHandler(completeInboxFileUpload, ({ body }) => {
        completed.push(body);
        return { fileId, name: body.name, size: 100, ...(body.voice ? { voice: body.voice } : {}) };
      }),
    );
    const { user, reportKey, report } = await openInbox({ voiceMessages: offered });
    const section = await voiceSection();
    expect(within(section).getByText(voiceTexts.inboxIntro(10))).toBeTruthy();
    expect(within(section).getByText(voiceTexts.notAnonymous)).toBeTruthy();
    const box = await messageBox();
    await user.type(within(box).getByLabelText('Treść wiadomości'), 'Nagrałem, co widziałem.');
    await user.click(within(section).getByRole('button', { name: voiceTexts.record }));
    await waitFor(() => expect(status(section)).toBe(voiceTexts.recording('0:00')));
    // While the recording is being made the message waits for it.
    expect(within(box).getByRole('button', { name: 'Wyślij' })).toHaveProperty('disabled', true);
    await user.click(within(section).getByRole('button', { name: voiceTexts.stop }));
    await waitFor(() => expect(status(section)).toBe(voiceTexts.inboxReadyDisguised('0:01')), { timeout: 5000 });
    // The recording joins the message's files, and the message may go.
    expect(await within(box).findByText(voiceTexts.fileName('wav'), { exact: false })).toBeTruthy();
    await waitFor(() => expect(within(box).getByRole('button', { name: 'Wyślij' })).toHaveProperty('disabled', false));

    await user.click(within(box).getByRole('button', { name: 'Wyślij' }));
    expect(await within(box).findByText('Wysłano.', {}, { timeout: 5000 })).toBeTruthy();
    expect(completed).toHaveLength(1);
    const marker = await decryptContentText(reportKey, completed[0]!.voice!, {
      tenant: report.tenantId,
      report: report.reportId,
      purpose: CONTENT_PURPOSE.fileVoice(fileId),
    });
    expect(parseVoiceMarker(marker)).toEqual({ disguised: true, durationSeconds: 1 });
    // Sent: the recorder is ready for the next one, the list is empty.
    await waitFor(() => expect(within(section).getByRole('button', { name: voiceTexts.record })).toBeTruthy());
    expect(within(box).queryByText(voiceTexts.fileName('wav'), { exact: false })).toBeNull();
  });

  it.each([
    ['a refused permission', new DOMException('denied', 'NotAllowedError'), voiceTexts.inboxDenied],
    ['no microphone', new DOMException('none', 'NotFoundError'), voiceTexts.inboxNoMicrophone],
  ])('says plainly what happened after %s, and the message can still be written', async (_case, failure, text) => {
    givenBrowser(failure);
    const { user } = await openInbox({ voiceMessages: offered });
    const section = await voiceSection();
    await user.click(within(section).getByRole('button', { name: voiceTexts.record }));
    expect((await within(section).findByRole('alert')).textContent).toBe(text);
    const box = await messageBox();
    await user.type(within(box).getByLabelText('Treść wiadomości'), 'Piszę zamiast nagrywać.');
    expect((within(box).getByRole('button', { name: 'Wyślij' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses a recording that would take the message’s attachments over 30 MB, and says so', async () => {
    givenBrowser('granted');
    const { user } = await openInbox({ voiceMessages: { disguise: 'never', maxMinutes: 10 } });
    const box = await messageBox();
    // Two files just under the message's 30 MB, already chosen: any recording is too much.
    const big = (name: string) => new File([new Uint8Array(14_999_990)], name, { type: 'text/plain' });
    await user.upload(box.querySelector('input[type="file"]')!, [big('a.txt'), big('b.txt')]);
    await within(box).findByText('b.txt');
    const section = await voiceSection();
    await user.click(within(section).getByRole('button', { name: voiceTexts.record }));
    await waitFor(() => expect(status(section)).toBe(voiceTexts.recording('0:00')));
    await user.click(within(section).getByRole('button', { name: voiceTexts.stop }));
    expect((await within(section).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      voiceTexts.inboxTooLarge,
    );
    expect(within(box).queryByText(voiceTexts.fileName('wav'), { exact: false })).toBeNull();
    expect(within(box).getByText('a.txt')).toBeTruthy();
  });
});
