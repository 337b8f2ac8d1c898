import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { sha256 } from '../lib/hashing.js';
import { dynamo, tableName } from './client.js';
import { conditionHeld, updatedIfConditionHolds } from './conditions.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';

/** Attempts counted in the window that is open now, and when it ends (epoch seconds). */
export interface AttemptCount {
  hits: number;
  windowEnd: number;
}

type BucketKey = ReturnType<typeof keys.rateLimit>;

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
 * e-mail) is stored only as its hash, and only for the window.
 */
export async function countAttempt(scope: string, subject: string, windowSeconds: number, nowSeconds: number): Promise<AttemptCount | null> {
  const key = keys.rateLimit(scope, sha256(subject));
  const counted = await countInLiveWindow(key, nowSeconds);
  if (counted) return counted;
  const windowEnd = nowSeconds + windowSeconds;
  return (await startWindow(key, nowSeconds, windowEnd)) ? { hits: 1, windowEnd } : countInLiveWindow(key, nowSeconds);
}

/** Forgets the attempts of `subject` under `scope` (a correct login ends a run of wrong ones). */
export async function clearAttempts(scope: string, subject: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.rateLimit(scope, sha256(subject)) }));
}
