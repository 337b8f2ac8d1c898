import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { subjectDigest } from '../adapters/rate-limit-keys.js';
import { dynamo, tableName } from './client.js';
import { conditionHeld, updatedIfConditionHolds } from './conditions.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { itemSchema, queryItems } from './query.js';

/** Attempts counted in the window that is open now, and when it ends (epoch seconds). */
export interface AttemptCount {
  hits: number;
  windowEnd: number;
}

type BucketKey = ReturnType<typeof keys.rateLimit>;
/** A bucket as listed to be cleared: its key is what is used of it. */
export const rateLimitItem = itemSchema(
  'rateLimit',
  z.object({ PK: z.string(), SK: z.string(), hits: z.number(), windowEnd: z.number() }),
);

/**
 * Whose attempts a bucket counts: one subject (a client address, an e-mail), or one client
 * within a subject (an e-mail from one address). The buckets of a subject share its partition,
 * so `clearAttempts` reaches those of every client.
 */
export type BucketSubject = string | { subject: string; client: string };

/** A bucket's key: its subject (and client) only as their keyed hashes (adapters/rate-limit-keys.ts). */
const bucketKey = async (scope: string, subject: BucketSubject): Promise<BucketKey> =>
  typeof subject === 'string'
    ? keys.rateLimit(scope, await subjectDigest(subject))
    : keys.rateLimit(scope, await subjectDigest(subject.subject), await subjectDigest(subject.client));

/** Counts one attempt in a live window; null when there is none (never started, or over). */
async function countInLiveWindow(key: BucketKey, nowSeconds: number): Promise<AttemptCount | null> {
  const bucket = await updatedIfConditionHolds({
    Key: key,
    UpdateExpression: 'ADD hits :one',
    ConditionExpression: 'windowEnd > :now',
    ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds },
  });
  return bucket && { hits: bucket.hits as number, windowEnd: bucket.windowEnd as number };
}

/** Starts a window at this attempt; false when a parallel request started one first. */
const startWindow = (key: BucketKey, nowSeconds: number, windowEnd: number): Promise<boolean> =>
  conditionHeld(
    dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: tableItem(key, 'rateLimit', { hits: 1, windowEnd, expiresAtEpoch: windowEnd }),
        ConditionExpression: 'attribute_not_exists(PK) OR windowEnd <= :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
      }),
    ),
  );

/**
 * Counts one attempt of `subject` under `scope` in DynamoDB, so every Lambda instance sees the
 * same count. A window opens at the first attempt and lasts `windowSeconds`, so quick attempts
 * always land in one window (no reset at a clock boundary). The subject (a client address, an
 * e-mail) is stored only as its keyed hash, and only for the window.
 */
export async function countAttempt(
  scope: string,
  subject: BucketSubject,
  windowSeconds: number,
  nowSeconds: number,
): Promise<AttemptCount | null> {
  const key = await bucketKey(scope, subject);
  const counted = await countInLiveWindow(key, nowSeconds);
  if (counted) return counted;
  const windowEnd = nowSeconds + windowSeconds;
  return (await startWindow(key, nowSeconds, windowEnd)) ? { hits: 1, windowEnd } : countInLiveWindow(key, nowSeconds);
}

/**
 * Takes back one attempt counted in the window that ends at `windowEnd` (a login that turned out
 * right); nothing when that window is over or was replaced.
 */
export async function uncountAttempt(scope: string, subject: BucketSubject, windowEnd: number): Promise<void> {
  await updatedIfConditionHolds({
    Key: await bucketKey(scope, subject),
    UpdateExpression: 'ADD hits :minusOne',
    ConditionExpression: 'windowEnd = :windowEnd AND hits > :zero',
    ExpressionAttributeValues: { ':minusOne': -1, ':windowEnd': windowEnd, ':zero': 0 },
  });
}

/** Forgets every attempt of `subject` under `scope`, those of each client within it included. */
export async function clearAttempts(scope: string, subject: string): Promise<void> {
  const buckets = await queryItems(keys.rateLimitsOf(scope, await subjectDigest(subject)), rateLimitItem);
  await Promise.all(
    buckets.map(({ PK, SK }) => dynamo.send(new DeleteCommand({ TableName: tableName(), Key: { PK, SK } }))),
  );
}
