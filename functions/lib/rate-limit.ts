import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { retryAfterText } from '@shared/messages/errors.js';
import { dynamo, tableName } from '../data/client.js';
import { keys } from '../data/keys.js';
import { sha256 } from './hashing.js';
import { HttpError } from './http-error.js';

export interface RateLimit {
  /** Names the limited action, e.g. `login-account`. */
  scope: string;
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

const isConditionFailure = (error: unknown) => (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** Counts one attempt in a live window; null when there is none (never started, or over). */
async function countInLiveWindow(key: Record<string, string>, nowSeconds: number) {
  try {
    const { Attributes } = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD hits :one',
        ConditionExpression: 'windowEnd > :now',
        ExpressionAttributeValues: { ':one': 1, ':now': nowSeconds },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { hits: Attributes?.hits as number, windowEnd: Attributes?.windowEnd as number };
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Starts a window at this attempt; false when a parallel request started one first. */
async function startWindow(key: Record<string, string>, nowSeconds: number, windowEnd: number): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, entity: 'rateLimit', v: 1, hits: 1, windowEnd, expiresAtEpoch: windowEnd },
        ConditionExpression: 'attribute_not_exists(PK) OR windowEnd <= :now',
        ExpressionAttributeValues: { ':now': nowSeconds },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Counts one attempt in DynamoDB (so every Lambda instance sees the same count) and refuses with
 * 429 and a Polish "try again in …" past the limit. A window opens at the first attempt and
 * lasts `windowSeconds`, so N quick attempts always land in one window (no reset at a clock
 * boundary that would let 2·N through).
 */
export async function consumeRateLimit(rule: RateLimit, key: string, now = Date.now()): Promise<void> {
  // Hashed: a client address or e-mail is never stored as such, not even for a window.
  const itemKey = keys.rateLimit(rule.scope, sha256(key));
  const nowSeconds = Math.floor(now / 1000);
  let counted = await countInLiveWindow(itemKey, nowSeconds);
  if (!counted) {
    const windowEnd = nowSeconds + rule.windowSeconds;
    counted = (await startWindow(itemKey, nowSeconds, windowEnd)) ? { hits: 1, windowEnd } : await countInLiveWindow(itemKey, nowSeconds);
  }
  if (counted && counted.hits > rule.limit) {
    const retryAfterSeconds = Math.max(1, counted.windowEnd - nowSeconds);
    throw new HttpError('RATE_LIMITED', retryAfterText(retryAfterSeconds), { retryAfterSeconds });
  }
}
