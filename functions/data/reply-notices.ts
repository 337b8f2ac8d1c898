import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { noticeChannels, type NoticeChannel } from '@shared/domain/reply-notices.js';
import { ZSealedAddress, type SealedAddress } from '../adapters/reply-notice-key.js';
import { dynamo, tableName } from './client.js';
import { conditionHeld } from './conditions.js';
import { madeByUpdate, tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema, queryPages } from './query.js';
import { acceptsMessagesCheck, type ReportRecord } from './reports.js';
import type { TxWrite } from './transact.js';

/**
 * A report's notice of replies (docs/security.md §6.7), in the report's partition (a report's
 * delete or purge takes it along). The address is sealed under a server-side key
 * (adapters/reply-notice-key.ts); only its mask is in the clear. Access patterns: one report's
 * notice by key.
 */
export interface ReplyNoticeRecord {
  tenantId: string;
  reportId: string;
  channel: NoticeChannel;
  /** What the inbox shows of the address (shared/domain/reply-notices.ts). */
  masked: string;
  address: SealedAddress;
  setAt: string;
  /** When the last notice went, and its Polish date: at most one a day. */
  lastNoticeAt?: string;
  lastNoticeDay?: string;
}

export const replyNoticeItem = itemSchema<ReplyNoticeRecord>(
  'replyNotice',
  z.object({
    tenantId: z.string(),
    reportId: z.string(),
    channel: z.enum(noticeChannels),
    masked: z.string(),
    address: ZSealedAddress,
    setAt: z.string(),
    lastNoticeAt: z.string().optional(),
    lastNoticeDay: z.string().optional(),
  }),
);

/**
 * A report whose notice has something for the notifier job: a staff reply it has not told of
 * (`lastReplyAt`), or archiving (`archivedAt`: after the last notice the address goes). `changes`
 * counts the writes to it, so the job removes it only if nothing came since it read it.
 * Access patterns: the whole set, by the job (one partition, emptied every day).
 */
export interface ReplyNoticeDueRecord {
  tenantId: string;
  reportId: string;
  lastReplyAt?: string;
  archivedAt?: string;
  changes: number;
}

export const replyNoticeDueItem = itemSchema<ReplyNoticeDueRecord>(
  'replyNoticeDue',
  z.object({
    tenantId: z.string(),
    reportId: z.string(),
    lastReplyAt: z.string().optional(),
    archivedAt: z.string().optional(),
    changes: z.number().int(),
  }),
);

export const getReplyNotice = (tenantId: string, reportId: string): Promise<ReplyNoticeRecord | null> =>
  getItem(keys.replyNotice(tenantId, reportId), replyNoticeItem);

/** The notice, replacing one set before; refused when the report was closed meanwhile. */
export const setReplyNoticeWrites = (seen: ReportRecord, notice: ReplyNoticeRecord): TxWrite[] => [
  { Put: { Item: tableItem(keys.replyNotice(notice.tenantId, notice.reportId), 'replyNotice', notice) } },
  acceptsMessagesCheck(seen),
];

/** The notice and its sealed address, gone. */
export const deleteReplyNoticeWrite = (tenantId: string, reportId: string): TxWrite => ({
  Delete: { Key: keys.replyNotice(tenantId, reportId) },
});

/** Marks a report with a notice as due for the job; `field` is what happened, at `at`. */
function dueWrite(tenantId: string, reportId: string, field: 'lastReplyAt' | 'archivedAt', at: string): TxWrite {
  const made = madeByUpdate('replyNoticeDue');
  return {
    Update: {
      Key: keys.replyNoticeDue(tenantId, reportId),
      UpdateExpression: `SET ${made.set}, tenantId = :tenantId, reportId = :reportId, #field = :at ADD changes :one`,
      ExpressionAttributeNames: { '#field': field },
      ExpressionAttributeValues: { ...made.values, ':tenantId': tenantId, ':reportId': reportId, ':at': at, ':one': 1 },
    },
  };
}

/** Written with a staff reply to a report that has a notice. */
export const replyDueWrite = (tenantId: string, reportId: string, sentAt: string): TxWrite =>
  dueWrite(tenantId, reportId, 'lastReplyAt', sentAt);

/** Written with the archiving of a report that has a notice: the job deletes the address after its last notice. */
export const archivedDueWrite = (tenantId: string, reportId: string, archivedAt: string): TxWrite =>
  dueWrite(tenantId, reportId, 'archivedAt', archivedAt);

/** Every report due for the job, page by page. */
export async function* replyNoticesDue(): AsyncGenerator<ReplyNoticeDueRecord[]> {
  for await (const page of queryPages({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.replyNoticesDue().PK },
  }))
    yield page.map((item) => replyNoticeDueItem.parse(item));
}

/** Records a notice sent (at most one a day); false when the notice was deleted meanwhile. */
export const recordNoticeSent = (notice: ReplyNoticeRecord, at: string, day: string): Promise<boolean> =>
  conditionHeld(
    dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.replyNotice(notice.tenantId, notice.reportId),
        UpdateExpression: 'SET lastNoticeAt = :at, lastNoticeDay = :day',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': at, ':day': day },
      }),
    ),
  );

/** The job is done with a due report, unless something was written to it since it was read. */
export const clearNoticeDue = (due: ReplyNoticeDueRecord): Promise<boolean> =>
  conditionHeld(
    dynamo.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.replyNoticeDue(due.tenantId, due.reportId),
        ConditionExpression: 'changes = :seen',
        ExpressionAttributeValues: { ':seen': due.changes },
      }),
    ),
  );

/** The address deleted for good: after the last notice of an archived report, or when the report is gone. */
export async function eraseReplyNotice(tenantId: string, reportId: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.replyNotice(tenantId, reportId) }));
}
