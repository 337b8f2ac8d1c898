/**
 * The conversation's encryption in the browser, for staff and the reporter alike (docs/security.md):
 * every message is text under the report key K with the purpose `message/{author}/{messageId}`,
 * every attachment name `file-name/{fileId}` and its bytes `file/{fileId}` (64 KiB chunks).
 * WebCrypto only (no Argon2): it loads with the screens that show a conversation.
 */
import type { Message, StaffMessage } from '@shared/contracts/reports/schemas.js';
import { CONTENT_PURPOSE, decryptContentText, encryptContent, type ContentContext } from '@shared/crypto/content.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import type { MessageAuthor } from '@shared/domain/inbox.js';
import { parseVoiceMarker, type VoiceMarker } from '@shared/domain/voice-messages.js';
import {
  decryptFileName,
  uploadReportFile,
  type ReportRef as ReportContext,
  type StartedUpload,
} from './report-files.js';
import { voiceMarkerOf } from './voice-files.js';

export type { ReportContext };

const contextOf = (report: ReportContext, purpose: string): ContentContext => ({
  tenant: report.tenantId,
  report: report.reportId,
  purpose,
});

/** An attachment with its name decrypted (null: it would not decrypt). */
export interface DecryptedFile {
  fileId: string;
  name: string | null;
  size: number;
  /** A voice message the reporter recorded in the inbox: its marker (null: any other file, or one that would not decrypt). */
  voice?: VoiceMarker | null;
}

/** A message as people read it; `text` null when it would not decrypt (shown as such, never hidden). */
export interface DecryptedMessage {
  messageId: string;
  author: MessageAuthor;
  sentAt: string;
  text: string | null;
  /** Staff only: who on the staff wrote a reply. */
  authorName?: string | null;
  /** Staff only: the reply was marked as the feedback. */
  feedback?: boolean;
  /** The rule's acknowledgement at receipt ('Automatyczne potwierdzenie'): the organisation's text, never encrypted. */
  automatic?: boolean;
  /** Its text is the Polish one, shown where the organisation wrote none in the reader's language. */
  inPolish?: boolean;
  files: DecryptedFile[];
}

const orNull = <T>(work: Promise<T>): Promise<T | null> => work.catch(() => null);

/** An attachment with its name (and a voice message's marker) decrypted (null when it would not decrypt). */
export async function decryptAttachment(
  reportKey: CryptoKey,
  report: ReportContext,
  file: { fileId: string; name: ContentEnvelope; size: number; voice?: ContentEnvelope | undefined },
): Promise<DecryptedFile> {
  const [name, voice] = await Promise.all([
    orNull(decryptFileName(reportKey, report, file)),
    file.voice
      ? orNull(
          decryptContentText(reportKey, file.voice, contextOf(report, CONTENT_PURPOSE.fileVoice(file.fileId))),
        ).then((text) => (text === null ? null : parseVoiceMarker(text)))
      : null,
  ]);
  return { fileId: file.fileId, name, size: file.size, ...(file.voice ? { voice } : {}) };
}

/** Decrypts a conversation, keeping its order. */
export function decryptConversation(
  reportKey: CryptoKey,
  report: ReportContext,
  messages: readonly (Message | StaffMessage)[],
): Promise<DecryptedMessage[]> {
  return Promise.all(
    messages.map(async (message) => ({
      messageId: message.messageId,
      author: message.author,
      sentAt: message.sentAt,
      text: await orNull(
        decryptContentText(
          reportKey,
          message.body,
          contextOf(report, CONTENT_PURPOSE.message(message.messageId, message.author)),
        ),
      ),
      ...('authorName' in message ? { authorName: message.authorName, feedback: message.feedback } : {}),
      files: await Promise.all(message.files.map((file) => decryptAttachment(reportKey, report, file))),
    })),
  );
}

/** What changes when a conversation changes (a message or a file more): the key of its decryption. */
export const conversationVersion = (messages: readonly (Message | StaffMessage)[] | undefined): string =>
  (messages ?? []).map((message) => `${message.messageId}:${message.files.length}`).join(',');

/** A new message's text under K; the id is chosen here because it is part of the AAD. */
export async function encryptMessage(reportKey: CryptoKey, report: ReportContext, author: MessageAuthor, text: string) {
  const messageId = crypto.randomUUID();
  const body = await encryptContent(reportKey, text, contextOf(report, CONTENT_PURPOSE.message(messageId, author)));
  return { messageId, body };
}

/**
 * Uploads a message's queued files one after another (after the message was sent, as the spec's
 * reply flow does), each encrypted with K under its own id, reporting the share done (0–100).
 */
export async function uploadMessageFiles(
  files: readonly File[],
  upload: {
    report: ReportContext;
    reportKey: CryptoKey;
    scan?: boolean;
    start: (size: number, scanned?: true) => Promise<StartedUpload>;
    /** `voice`: a recording's marker (lib/voice-files.ts), encrypted like the name (purpose `file-voice/{fileId}`). */
    complete: (
      fileId: string,
      name: ContentEnvelope,
      extra: { scanKey?: string; voice?: ContentEnvelope },
    ) => Promise<unknown>;
  },
  onPercent: (percent: number) => void,
): Promise<void> {
  for (const [index, file] of files.entries()) {
    const marker = voiceMarkerOf(file);
    await uploadReportFile({
      ...upload,
      file,
      complete: async (fileId, name, scanKey) => {
        const voice = marker
          ? await encryptContent(
              upload.reportKey,
              JSON.stringify(marker),
              contextOf(upload.report, CONTENT_PURPOSE.fileVoice(fileId)),
            )
          : undefined;
        return upload.complete(fileId, name, { ...(scanKey ? { scanKey } : {}), ...(voice ? { voice } : {}) });
      },
      onProgress: (fraction) => onPercent(Math.round(((index + fraction) / files.length) * 100)),
    });
  }
}
