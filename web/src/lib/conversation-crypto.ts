/**
 * The conversation's encryption in the browser, for staff and the reporter alike (DESIGN §7):
 * every message is text under the report key K with the purpose `message/{author}/{messageId}`,
 * every attachment name `file-name/{fileId}` and its bytes `file/{fileId}` (64 KiB chunks).
 * WebCrypto only (no Argon2): it loads with the screens that show a conversation.
 */
import type { Message, StaffMessage } from '@shared/contracts/reports/schemas.js';
import { CONTENT_PURPOSE, decryptContentText, encryptContent, type ContentContext } from '@shared/crypto/content.js';
import { decryptFileStream } from '@shared/crypto/files.js';
import type { MessageAuthor } from '@shared/domain/inbox.js';
import { followLink } from './download.js';

/** Which report a ciphertext belongs to (part of its AAD). */
export interface ReportContext {
  tenantId: string;
  reportId: string;
}

const contextOf = (report: ReportContext, purpose: string): ContentContext => ({ tenant: report.tenantId, report: report.reportId, purpose });

/** An attachment with its name decrypted (null: it would not decrypt). */
export interface DecryptedFile {
  fileId: string;
  name: string | null;
  size: number;
}

/** A message as people read it; `text` null when it would not decrypt (shown as such, never hidden). */
export interface DecryptedMessage {
  messageId: string;
  author: MessageAuthor;
  sentAt: string;
  text: string | null;
  /** Staff only: who on the staff wrote a reply. */
  authorName?: string | null;
  files: DecryptedFile[];
}

const orNull = <T>(work: Promise<T>): Promise<T | null> => work.catch(() => null);

export const decryptFileName = (reportKey: CryptoKey, report: ReportContext, file: { fileId: string; name: unknown; size: number }): Promise<DecryptedFile> =>
  orNull(decryptContentText(reportKey, file.name, contextOf(report, CONTENT_PURPOSE.fileName(file.fileId)))).then((name) => ({ fileId: file.fileId, name, size: file.size }));

/** Decrypts a conversation, keeping its order. */
export function decryptConversation(reportKey: CryptoKey, report: ReportContext, messages: readonly (Message | StaffMessage)[]): Promise<DecryptedMessage[]> {
  return Promise.all(
    messages.map(async (message) => ({
      messageId: message.messageId,
      author: message.author,
      sentAt: message.sentAt,
      text: await orNull(decryptContentText(reportKey, message.body, contextOf(report, CONTENT_PURPOSE.message(message.messageId, message.author)))),
      ...('authorName' in message ? { authorName: message.authorName } : {}),
      files: await Promise.all(message.files.map((file) => decryptFileName(reportKey, report, file))),
    })),
  );
}

/** A new message's text under K; the id is chosen here because it is part of the AAD. */
export async function encryptMessage(reportKey: CryptoKey, report: ReportContext, author: MessageAuthor, text: string) {
  const messageId = crypto.randomUUID();
  const body = await encryptContent(reportKey, text, contextOf(report, CONTENT_PURPOSE.message(messageId, author)));
  return { messageId, body };
}

/**
 * Fetches an encrypted attachment from its short-lived URL, decrypts it chunk by chunk and saves
 * it under its name (the plaintext exists only in this browser).
 */
export async function downloadDecryptedFile(url: string, reportKey: CryptoKey, report: ReportContext, file: { fileId: string; name: string }): Promise<void> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`download failed: ${response.status}`);
  const plaintext = await new Response(response.body.pipeThrough(decryptFileStream(reportKey, { context: contextOf(report, CONTENT_PURPOSE.file(file.fileId)) }))).blob();
  const href = URL.createObjectURL(plaintext);
  followLink(href, { download: file.name });
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
