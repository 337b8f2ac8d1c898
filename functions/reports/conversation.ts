import type { AutomaticAcknowledgement, Message, StaffMessage } from '@shared/contracts/reports/schemas.js';
import type { ContentEnvelope } from '@shared/crypto/envelopes.js';
import type { MessageAuthor } from '@shared/domain/inbox.js';
import { conversationTexts } from '@shared/messages/conversation.js';
import {
  listAllReportFiles,
  isReadyReportFile,
  type ReadyReportFile,
  type ReportFileKind,
} from '../data/report-files.js';
import { getAcknowledgementTemplate } from '../data/acknowledgement-templates.js';
import { getMessage, listMessages, type MessageRecord } from '../data/report-messages.js';
import type { ReportRecord } from '../data/reports.js';
import { notFound } from '../lib/http-error.js';

/**
 * The conversation between staff and the reporter, as each side reads it. Glossary of the
 * spec's names: "Show messages" → the conversation, reply_encrypted → a message's body,
 * canResponse → a category user's right to reply.
 */

/**
 * The rule's acknowledgement of the report at receipt, with the text of the version it names;
 * null when staff acknowledged it (or nobody yet). A version is never removed while a report names
 * it; were it missing, the report shows none rather than another text.
 */
export async function automaticAcknowledgementOf(report: ReportRecord): Promise<AutomaticAcknowledgement> {
  if (!report.automaticAcknowledgement || !report.acknowledgedAt) return null;
  const template = await getAcknowledgementTemplate(report.tenantId, report.automaticAcknowledgement);
  return template ? { sentAt: report.acknowledgedAt, ...template.texts } : null;
}

/** The kind of report file a message's attachments are, by who wrote the message. */
export const messageFileKind = (author: MessageAuthor): ReportFileKind => (author === 'staff' ? 'reply' : 'reporter');

/** An attachment as the conversation lists it: the name stays ciphertext for the browser. */
export const toMessageFile = (file: ReadyReportFile) => ({
  fileId: file.fileId,
  name: file.name,
  size: file.size,
  ...(file.voice ? { voice: file.voice } : {}),
});

/** A message as the reporter sees it: never which staff member wrote it. */
export const toMessage = (message: MessageRecord, files: readonly ReadyReportFile[] = []): Message => ({
  messageId: message.messageId,
  author: message.author,
  sentAt: message.sentAt,
  body: message.body,
  files: files.map(toMessageFile),
});

/** A message as staff see it: a reply names its author. */
export const toStaffMessage = (message: MessageRecord, files: readonly ReadyReportFile[] = []): StaffMessage => ({
  ...toMessage(message, files),
  authorName: message.staffUserName,
  feedback: message.feedback === true,
});

/** Every message of a report, oldest first, each with its uploaded attachments. */
export async function conversationOf(report: Pick<ReportRecord, 'tenantId' | 'reportId'>) {
  const [messages, files] = await Promise.all([
    listMessages(report.tenantId, report.reportId),
    listAllReportFiles(report.tenantId, report.reportId),
  ]);
  const ready = files.filter(isReadyReportFile);
  return messages.map((message) => ({
    message,
    files: ready.filter(
      (file) => file.messageId === message.messageId && file.kind === messageFileKind(message.author),
    ),
  }));
}

/** A message of the report written by `author` (whose attachment is being uploaded), or 404. */
export async function requireMessage(
  report: Pick<ReportRecord, 'tenantId' | 'reportId'>,
  messageId: string,
  author: MessageAuthor,
  staffUserId: string | null = null,
): Promise<MessageRecord> {
  const message = await getMessage(report.tenantId, report.reportId, messageId);
  if (!message || message.author !== author || message.staffUserId !== staffUserId)
    throw notFound(conversationTexts.messageNotFound);
  return message;
}

/** A new message of a report, sent now. */
export function newMessage(
  report: Pick<ReportRecord, 'tenantId' | 'reportId'>,
  input: { messageId: string; body: ContentEnvelope },
  author: { staffUserId: string; staffUserName: string } | 'reporter',
): MessageRecord {
  return {
    tenantId: report.tenantId,
    reportId: report.reportId,
    messageId: input.messageId,
    sentAt: new Date().toISOString(),
    author: author === 'reporter' ? 'reporter' : 'staff',
    staffUserId: author === 'reporter' ? null : author.staffUserId,
    staffUserName: author === 'reporter' ? null : author.staffUserName,
    body: input.body,
  };
}
