import * as z from 'zod';
import { ZContentEnvelope, type ContentEnvelope } from '@shared/crypto/envelopes.js';
import type { MessageAuthor } from '@shared/domain/inbox.js';
import { conversationTexts } from '@shared/messages/conversation.js';
import { dataConflict } from './data-error.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema, queryItems } from './query.js';
import { acceptsMessagesCheck, countReplyWrites, raiseNewMessagesWrites, type ReportRecord } from './reports.js';
import type { TxWrite } from './transact.js';

/**
 * A message of the conversation between staff and the reporter, in the report's partition,
 * sorted by when it was sent. Its text is ciphertext under the report key K with the purpose
 * `message/{author}/{messageId}` (the author is bound: the server cannot present a staff reply
 * as the reporter's). Its attachments are report files (kind `reply` or `reporter`) that name it.
 * Access patterns: the conversation of a report, oldest first.
 */
export interface MessageRecord {
  tenantId: string;
  reportId: string;
  messageId: string;
  sentAt: string;
  author: MessageAuthor;
  /** The staff author (shown to staff only); null for the reporter. */
  staffUserId: string | null;
  staffUserName: string | null;
  body: ContentEnvelope;
  /** A staff reply marked as the feedback ('To jest informacja zwrotna'); absent on other messages and on replies stored before marking existed. */
  feedback?: true;
}

export const messageItem = itemSchema<MessageRecord>(
  'reportMessage',
  z.object({
    tenantId: z.string(),
    reportId: z.string(),
    messageId: z.string(),
    sentAt: z.string(),
    author: z.enum(['reporter', 'staff']),
    staffUserId: z.string().nullable(),
    staffUserName: z.string().nullable(),
    body: ZContentEnvelope,
    feedback: z.literal(true).optional(),
  }),
);
export const messageIdItem = itemSchema(
  'reportMessageId',
  z.object({ tenantId: z.string(), reportId: z.string(), messageId: z.string(), sentAt: z.string() }),
);

/** The message and the claim of its id (a replayed send with the same id is refused). */
export function messageWrites(message: MessageRecord): TxWrite[] {
  const { tenantId, reportId, messageId, sentAt } = message;
  return [
    {
      Put: {
        Item: tableItem(keys.reportMessageId(tenantId, reportId, messageId), 'reportMessageId', {
          tenantId,
          reportId,
          messageId,
          sentAt,
        }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
      failure: dataConflict(conversationTexts.changedMeanwhile),
    },
    {
      Put: {
        Item: tableItem(keys.reportMessage(tenantId, reportId, sentAt, messageId), 'reportMessage', message),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
      failure: dataConflict(conversationTexts.changedMeanwhile),
    },
  ];
}

/** A staff reply: the message and the report's reply count, and the feedback when marked as it (refused once the report is closed). */
export const staffReplyWrites = (seen: ReportRecord, message: MessageRecord): TxWrite[] => [
  ...messageWrites(message),
  ...countReplyWrites(seen, message.sentAt, message.feedback === true),
];

/**
 * A reporter's message: the message and the report's new-messages marker for staff (when it is
 * already up, a check that the report was not closed meanwhile instead).
 */
export function reporterMessageWrites(seen: ReportRecord, message: MessageRecord): TxWrite[] {
  const marker = raiseNewMessagesWrites(seen);
  return [...messageWrites(message), ...(marker.length ? marker : [acceptsMessagesCheck(seen)])];
}

/** A message of a report by its id (its claim names when it was sent), or null. */
export async function getMessage(tenantId: string, reportId: string, messageId: string): Promise<MessageRecord | null> {
  const claim = await getItem(keys.reportMessageId(tenantId, reportId, messageId), messageIdItem);
  return claim && getItem(keys.reportMessage(tenantId, reportId, claim.sentAt, messageId), messageItem);
}

/** The whole conversation of a report, oldest first. */
export async function listMessages(tenantId: string, reportId: string): Promise<MessageRecord[]> {
  return queryItems(keys.reportMessagesOf(tenantId, reportId), messageItem);
}
