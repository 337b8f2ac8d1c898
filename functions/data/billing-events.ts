import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo, tableName } from './client.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import { addDays } from '@shared/domain/time.js';
import { itemSchema } from './query.js';
import type { DataError } from './data-error.js';
import type { SendingClaim } from './sending-claims.js';
import type { TxWrite } from './transact.js';

/** Why a payment notification was refused. */
export type RefusalReason = 'signature' | 'unknownSession' | 'mismatch' | 'replayed' | 'notVerified';

export interface PaymentRefusal {
  at: string;
  reason: RefusalReason;
  sessionId: string;
  providerOrderId: number | null;
  tenantId: string | null;
  orderId: string | null;
  clientIp: string;
}

export const paymentRefusalItem = itemSchema<PaymentRefusal>(
  'paymentRefusal',
  z.object({
    at: z.string(),
    reason: z.enum(['signature', 'unknownSession', 'mismatch', 'replayed', 'notVerified']),
    sessionId: z.string(),
    providerOrderId: z.number().nullable(),
    tenantId: z.string().nullable(),
    orderId: z.string().nullable(),
    clientIp: z.string(),
  }),
);

const REFUSAL_DAYS = 90;

/** Keeps a refused notification for 90 days (besides the function's log), by UTC day. */
export async function recordPaymentRefusal(refusal: Omit<PaymentRefusal, 'at'>, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.paymentRefusal(at.slice(0, 10), at, randomUUID()), 'paymentRefusal', {
        ...refusal,
        at,
        expiresAtEpoch: epochSeconds(addDays(now, REFUSAL_DAYS)),
      }),
    }),
  );
}

/** The refusals of one UTC day, oldest first. */
export async function listPaymentRefusals(day: string): Promise<PaymentRefusal[]> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.paymentRefusalsOf(day).PK },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map((item) => paymentRefusalItem.parse(item));
}

/**
 * One licence reminder (an end date and 14, 3 or 0 days), sent once whatever the retries
 * (sending-claims.ts); kept until 60 days after the end date. `sentAt` is the run's time.
 */
export const licenceReminderClaim = (tenantId: string, validTo: string, days: number, now: Date): SendingClaim => ({
  key: keys.licenceReminder(tenantId, validTo, days),
  entity: 'licenceReminder',
  attributes: {
    tenantId,
    validTo,
    days,
    sentAt: now.toISOString(),
    expiresAtEpoch: epochSeconds(addDays(validTo, 60)),
  },
});

/**
 * The "licence ended" notice's claim as a write of a transaction (with what it records, the log's
 * entry): the transaction fails with `failure` when an earlier run claimed it. Recorded at once,
 * not after SES: the log's entry must be written once (decision 220).
 */
export function licenceReminderClaimWrite(
  tenantId: string,
  validTo: string,
  days: number,
  now: Date,
  failure: DataError,
): TxWrite {
  const { key, entity, attributes } = licenceReminderClaim(tenantId, validTo, days, now);
  return {
    Put: { Item: tableItem(key, entity, attributes), ConditionExpression: 'attribute_not_exists(PK)' },
    failure,
  };
}

export interface OperatorLogEntry {
  at: string;
  operator: string;
  target: string;
  command: string;
  details: Record<string, unknown>;
}

export const operatorLogItem = itemSchema<OperatorLogEntry>(
  'operatorLogEntry',
  z.object({
    at: z.string(),
    operator: z.string(),
    target: z.string(),
    command: z.string(),
    details: z.record(z.string(), z.unknown()),
  }),
);

/** Every use of the operator's CLI, kept for good. */
export async function recordOperatorAction(entry: Omit<OperatorLogEntry, 'at'>, now = new Date()): Promise<void> {
  const at = now.toISOString();
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.operatorLogEntry(at, randomUUID()), 'operatorLogEntry', { ...entry, at }),
    }),
  );
}

export async function listOperatorLog(): Promise<OperatorLogEntry[]> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.operatorLog().PK },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map((item) => operatorLogItem.parse(item));
}
