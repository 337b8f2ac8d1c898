import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { deliveryStatuses, shareRules, type DeliveryStatus } from '@shared/domain/forwards.js';
import { externalTexts } from '@shared/messages/external.js';
import { forwardTexts } from '@shared/messages/forwards.js';
import { dynamo, tableName } from './client.js';
import { updatedIfConditionHolds } from './conditions.js';
import { DataError, dataConflict, dataNotFound } from './data-error.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema, queryItems, queryItemsBetween } from './query.js';
import type { TxWrite } from './transact.js';
import { PENDING_UPLOAD_DAYS } from '@shared/domain/files.js';
import { addDays } from '@shared/domain/time.js';

/**
 * Forwards of reports to external authorities (docs/security.md §6.7, §12.5).
 * Items and access patterns:
 * - forward (report partition, `FWD#{fid}`): what staff sent, to whom, its delivery and its
 *   downloads; get by id, list a report's (few: read whole). Pending (bundle not yet uploaded)
 *   forwards expire with the TTL.
 * - share (`SHARE#{sha256(shareId)}`): what the authority's page reads, by the id its link
 *   carries (never stored in clear): organisation, report number, expiry, downloads, the current
 *   code's hash. Kept a while after expiry so that the page can say it expired.
 * - share expiry (organisation partition, `SHAREEXP#{expiresAt}#…`): the expiry job reads the
 *   due ones of each organisation as one key range.
 * - mail message (`MAILMSG#{messageId}`): the forward an SES delivery event is about.
 */
export interface ForwardRecord {
  tenantId: string;
  reportId: string;
  forwardId: string;
  /** 'Nazwa organizacji' of the authority (may be empty). */
  name: string;
  emailTo: string;
  emailCc: string | null;
  withFiles: boolean;
  /** Staff's message to the authority, kept only until it is e-mailed (never once sent). */
  message?: string;
  /** Bundle bytes (a zip), as declared at the start and checked at sending. */
  size: number;
  /** `pending` until the bundle is uploaded and the e-mail goes out. */
  state: 'pending' | 'sent' | 'failed';
  /** While pending: until when one send holds it (`claimForwardSendWrite`). */
  sendingUntil?: string;
  createdAt: string;
  senderId: string;
  senderName: string;
  sentAt: string | null;
  expiresAt: string | null;
  /** The e-mail's delivery as SES told it last; null before sending. */
  delivery: DeliveryStatus | null;
  /** When SES told it (absent until an event came: never stored as null, conditions compare it). */
  deliveryAt?: string;
  deliveredAt?: string;
  messageId?: string;
  downloadCount: number;
  /** When the bundle was deleted (the share expired). */
  bundleDeletedAt?: string;
  shareHash: string | null;
}

export type SentForward = ForwardRecord & { state: 'sent'; sentAt: string; expiresAt: string; shareHash: string };

export interface ShareRecord {
  shareHash: string;
  tenantId: string;
  reportId: string;
  forwardId: string;
  /** Who shared (the organisation's name when it was sent). */
  organisationName: string;
  /** The report's identifier as people read it. */
  identifier: string;
  emailTo: string;
  bundleKey: string;
  expiresAt: string;
  downloadCount: number;
  /** SHA-256 of the current code (bound to the share); absent when none is waiting. */
  codeHash?: string;
  codeExpiresAt?: string;
  bundleDeletedAt?: string;
}

/** A due expiry: which forward, and its share. */
export interface ShareExpiryRecord {
  tenantId: string;
  reportId: string;
  forwardId: string;
  shareHash: string;
  expiresAt: string;
}

/** How long an e-mail's message id leads to its forward (SES reports bounces and complaints for days). */
const MAIL_MESSAGE_DAYS = 30;

const forwardKey = (forward: Pick<ForwardRecord, 'tenantId' | 'reportId' | 'forwardId'>) =>
  keys.forward(forward.tenantId, forward.reportId, forward.forwardId);

export const forwardItem = itemSchema<ForwardRecord>(
  'forward',
  z.object({
    tenantId: z.string(),
    reportId: z.string(),
    forwardId: z.string(),
    name: z.string(),
    emailTo: z.string(),
    emailCc: z.string().nullable(),
    withFiles: z.boolean(),
    message: z.string().optional(),
    size: z.number(),
    state: z.enum(['pending', 'sent', 'failed']),
    sendingUntil: z.string().optional(),
    createdAt: z.string(),
    senderId: z.string(),
    senderName: z.string(),
    sentAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    delivery: z.enum(deliveryStatuses).nullable(),
    deliveryAt: z.string().optional(),
    deliveredAt: z.string().optional(),
    messageId: z.string().optional(),
    downloadCount: z.number(),
    bundleDeletedAt: z.string().optional(),
    shareHash: z.string().nullable(),
  }),
);

export const shareItem = itemSchema<ShareRecord>(
  'share',
  z.object({
    shareHash: z.string(),
    tenantId: z.string(),
    reportId: z.string(),
    forwardId: z.string(),
    organisationName: z.string(),
    identifier: z.string(),
    emailTo: z.string(),
    bundleKey: z.string(),
    expiresAt: z.string(),
    downloadCount: z.number(),
    codeHash: z.string().optional(),
    codeExpiresAt: z.string().optional(),
    bundleDeletedAt: z.string().optional(),
  }),
);

export const shareExpiryItem = itemSchema<ShareExpiryRecord>(
  'shareExpiry',
  z.object({
    tenantId: z.string(),
    reportId: z.string(),
    forwardId: z.string(),
    shareHash: z.string(),
    expiresAt: z.string(),
  }),
);

export const mailMessageItem = itemSchema(
  'mailMessage',
  z.object({ tenantId: z.string(), reportId: z.string(), forwardId: z.string() }),
);

export async function getForward(tenantId: string, reportId: string, forwardId: string): Promise<ForwardRecord | null> {
  return getItem(keys.forward(tenantId, reportId, forwardId), forwardItem);
}

/** A report's forwards that went out (or failed to), newest first. */
export async function listForwards(tenantId: string, reportId: string): Promise<ForwardRecord[]> {
  const forwards = await queryItems(keys.forwardsOf(tenantId, reportId), forwardItem);
  return forwards
    .filter((forward) => forward.state !== 'pending')
    .sort((a, b) => (b.sentAt ?? b.createdAt).localeCompare(a.sentAt ?? a.createdAt));
}

/** A forward whose bundle is being uploaded; the item expires (TTL) unless it is sent. */
export async function putPendingForward(forward: ForwardRecord & { state: 'pending' }): Promise<void> {
  const expiresAt = addDays(forward.createdAt, PENDING_UPLOAD_DAYS);
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(forwardKey(forward), 'forward', { ...forward, expiresAtEpoch: epochSeconds(expiresAt) }),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/**
 * Claims a pending forward for one send at a time, until `until`: a parallel send of the same
 * forward fails here, before it touches the bundle. A claim that outlives its send (a crash)
 * lapses, so the forward can be sent again.
 */
export const claimForwardSendWrite = (
  forward: Pick<ForwardRecord, 'tenantId' | 'reportId' | 'forwardId'>,
  now: string,
  until: string,
): TxWrite => ({
  Update: {
    Key: forwardKey(forward),
    UpdateExpression: 'SET sendingUntil = :until',
    ConditionExpression: '#state = :pending AND (attribute_not_exists(sendingUntil) OR sendingUntil < :now)',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':pending': 'pending', ':now': now, ':until': until },
  },
  failure: dataConflict(forwardTexts.sendInProgress),
});

/** Gives the claim back after a send that sent nothing, so that a new try need not wait for it to lapse. */
export const releaseForwardSendWrite = (
  forward: Pick<ForwardRecord, 'tenantId' | 'reportId' | 'forwardId'>,
): TxWrite => ({
  Update: {
    Key: forwardKey(forward),
    UpdateExpression: 'REMOVE sendingUntil',
    ConditionExpression: '#state = :pending',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':pending': 'pending' },
  },
  failure: dataConflict(forwardTexts.alreadySent),
});

/**
 * Sending: the forward leaves `pending` (once: a second send is refused; its claim goes with the
 * item replaced), its share and the share's expiry are written.
 */
export function sendForwardWrites(sent: SentForward, share: ShareRecord): TxWrite[] {
  return [
    {
      Put: {
        Item: tableItem(forwardKey(sent), 'forward', sent),
        ConditionExpression: '#state = :pending',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pending': 'pending' },
      },
      failure: dataConflict(forwardTexts.alreadySent),
    },
    {
      Put: {
        Item: tableItem(keys.share(share.shareHash), 'share', {
          ...share,
          expiresAtEpoch: epochSeconds(addDays(share.expiresAt, shareRules.keptAfterExpiryDays)),
        }),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
      // A share id is 32 random bytes: taken only by a broken random source. Nothing is written; send again.
      failure: dataConflict(),
    },
    expiryPut({
      tenantId: sent.tenantId,
      reportId: sent.reportId,
      forwardId: sent.forwardId,
      shareHash: share.shareHash,
      expiresAt: share.expiresAt,
    }),
  ];
}

const expiryPut = (entry: ShareExpiryRecord): TxWrite => ({
  Put: {
    Item: tableItem(
      keys.shareExpiry(entry.tenantId, entry.expiresAt, entry.reportId, entry.forwardId),
      'shareExpiry',
      entry,
    ),
  },
});

/** The SES message id of a sent forward, and the item that leads a delivery event to it. */
export function recordMessageWrites(forward: SentForward, messageId: string, at: string): TxWrite[] {
  return [
    {
      Update: {
        Key: forwardKey(forward),
        UpdateExpression: 'SET messageId = :id',
        ConditionExpression: '#state = :sent',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':id': messageId, ':sent': 'sent' },
      },
      failure: dataNotFound(forwardTexts.forwardNotFound),
    },
    {
      Put: {
        Item: tableItem(keys.mailMessage(messageId), 'mailMessage', {
          tenantId: forward.tenantId,
          reportId: forward.reportId,
          forwardId: forward.forwardId,
          expiresAtEpoch: epochSeconds(addDays(at, MAIL_MESSAGE_DAYS)),
        }),
      },
    },
  ];
}

/**
 * The e-mail could not be sent: the forward says so, the share expires now and its bundle is due
 * at once (the expiry job deletes it, every version).
 */
export function failedForwardWrites(forward: SentForward, now: string): TxWrite[] {
  return [
    {
      Update: {
        Key: forwardKey(forward),
        UpdateExpression: 'SET #state = :failed, delivery = :failed, deliveryAt = :now, expiresAt = :now',
        ConditionExpression: '#state = :sent',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':failed': 'failed', ':now': now, ':sent': 'sent' },
      },
      failure: dataNotFound(forwardTexts.forwardNotFound),
    },
    {
      Update: {
        Key: keys.share(forward.shareHash),
        UpdateExpression: 'SET expiresAt = :now',
        ExpressionAttributeValues: { ':now': now },
      },
    },
    { Delete: { Key: keys.shareExpiry(forward.tenantId, forward.expiresAt, forward.reportId, forward.forwardId) } },
    expiryPut({
      tenantId: forward.tenantId,
      reportId: forward.reportId,
      forwardId: forward.forwardId,
      shareHash: forward.shareHash,
      expiresAt: now,
    }),
  ];
}

/** A forward and its share stored whole by the server itself (demo data), never overwriting one. */
export const storedForwardWrites = (forward: SentForward, share: ShareRecord): TxWrite[] => [
  {
    Put: { Item: tableItem(forwardKey(forward), 'forward', forward), ConditionExpression: 'attribute_not_exists(PK)' },
  },
  {
    Put: {
      Item: tableItem(keys.share(share.shareHash), 'share', {
        ...share,
        expiresAtEpoch: epochSeconds(addDays(share.expiresAt, shareRules.keptAfterExpiryDays)),
      }),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  },
];

export async function getShare(shareHash: string): Promise<ShareRecord | null> {
  return getItem(keys.share(shareHash), shareItem);
}

/** The share can still be downloaded from at `now`: not expired, not deleted, downloads left. */
const liveShare = {
  condition:
    'attribute_exists(PK) AND expiresAt > :now AND downloadCount < :max AND attribute_not_exists(bundleDeletedAt)',
  values: (now: string) => ({ ':now': now, ':max': shareRules.downloadsMax }),
};

/** A new code for the share (replacing any waiting one), while the share is live. */
export const setShareCodeWrite = (
  share: Pick<ShareRecord, 'shareHash'>,
  codeHash: string,
  codeExpiresAt: string,
  now: string,
): TxWrite => ({
  Update: {
    Key: keys.share(share.shareHash),
    UpdateExpression: 'SET codeHash = :code, codeExpiresAt = :until',
    ConditionExpression: liveShare.condition,
    ExpressionAttributeValues: { ':code': codeHash, ':until': codeExpiresAt, ...liveShare.values(now) },
  },
  failure: new DataError('FORBIDDEN', externalTexts.downloadFailed),
});

/**
 * One download: uses the code up (single use) and counts the download on the share and on the
 * forward, while the share is live and the code is the waiting one and has not expired.
 */
export const downloadWrites = (share: ShareRecord, codeHash: string, now: string): TxWrite[] => [
  {
    Update: {
      Key: keys.share(share.shareHash),
      UpdateExpression: 'SET downloadCount = downloadCount + :one REMOVE codeHash, codeExpiresAt',
      ConditionExpression: `${liveShare.condition} AND codeHash = :code AND codeExpiresAt > :now`,
      ExpressionAttributeValues: { ':one': 1, ':code': codeHash, ...liveShare.values(now) },
    },
    failure: new DataError('FORBIDDEN', externalTexts.downloadFailed),
  },
  {
    Update: {
      Key: keys.forward(share.tenantId, share.reportId, share.forwardId),
      UpdateExpression: 'ADD downloadCount :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':one': 1 },
    },
    failure: dataNotFound(externalTexts.notFound),
  },
];

/** The organisation's shares due to expire at `now` (one key range of its partition). */
export async function listDueShareExpiries(tenantId: string, now: string): Promise<ShareExpiryRecord[]> {
  const { PK, skPrefix } = keys.shareExpiriesOf(tenantId);
  return queryItemsBetween({ PK, from: skPrefix, to: `${skPrefix}${now}` }, shareExpiryItem);
}

/**
 * After the bundle of an expired share was deleted: the share and the forward (those that still
 * exist: a deleted report took its forwards along) record it, the share's code goes, and the
 * expiry is done — once: a second run's writes (and its log entry) fail together.
 */
export function expiredShareWrites(
  entry: ShareExpiryRecord,
  found: { share: boolean; forward: boolean },
  now: string,
): TxWrite[] {
  return [
    // Another run that expired the same share first (a redelivered job message) made this one moot.
    {
      Delete: {
        Key: keys.shareExpiry(entry.tenantId, entry.expiresAt, entry.reportId, entry.forwardId),
        ConditionExpression: 'attribute_exists(PK)',
      },
      failure: dataConflict(),
    },
    ...(found.share
      ? [
          {
            Update: {
              Key: keys.share(entry.shareHash),
              UpdateExpression: 'SET bundleDeletedAt = :now REMOVE codeHash, codeExpiresAt',
              ExpressionAttributeValues: { ':now': now },
            },
          },
        ]
      : []),
    ...(found.forward
      ? [
          {
            Update: {
              Key: keys.forward(entry.tenantId, entry.reportId, entry.forwardId),
              UpdateExpression: 'SET bundleDeletedAt = :now',
              ExpressionAttributeValues: { ':now': now },
            },
          },
        ]
      : []),
  ];
}

/** The forward an e-mail was, by its SES message id; null for any other e-mail. */
export async function getForwardOfMessage(
  messageId: string,
): Promise<Pick<ForwardRecord, 'tenantId' | 'reportId' | 'forwardId'> | null> {
  const message = await getItem(keys.mailMessage(messageId), mailMessageItem);
  return message && { tenantId: message.tenantId, reportId: message.reportId, forwardId: message.forwardId };
}

/**
 * Records what SES said of the e-mail to the authority. A delivery sets the delivery date once;
 * a delay never hides a delivery already known; an older event never replaces a newer one.
 */
export async function recordDelivery(
  forward: Pick<ForwardRecord, 'tenantId' | 'reportId' | 'forwardId'>,
  status: DeliveryStatus,
  at: string,
): Promise<boolean> {
  const delivered = status === 'delivered';
  const updated = await updatedIfConditionHolds({
    Key: keys.forward(forward.tenantId, forward.reportId, forward.forwardId),
    UpdateExpression: `SET delivery = :status, deliveryAt = :at${delivered ? ', deliveredAt = if_not_exists(deliveredAt, :at)' : ''}`,
    ConditionExpression:
      '#state = :sent AND (attribute_not_exists(deliveryAt) OR deliveryAt <= :at)' +
      (status === 'delayed' || status === 'sent' ? ' AND delivery <> :delivered' : ''),
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: {
      ':status': status,
      ':at': at,
      ':sent': 'sent',
      ...(status === 'delayed' || status === 'sent' ? { ':delivered': 'delivered' } : {}),
    },
  });
  return updated !== null;
}
