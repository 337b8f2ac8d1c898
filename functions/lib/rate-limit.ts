import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { retryAfterText } from '../../shared/messages/errors.js';
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

/**
 * Counts one attempt against a fixed window kept in DynamoDB (so every Lambda instance sees the
 * same count) and refuses with 429 and a Polish "try again in …" once the limit is passed.
 */
export async function consumeRateLimit(rule: RateLimit, key: string, now = Date.now()): Promise<void> {
  const windowIndex = Math.floor(now / 1000 / rule.windowSeconds);
  const windowEnd = (windowIndex + 1) * rule.windowSeconds;
  const { Attributes } = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      // Hashed: a client address or e-mail is never stored as such, not even for a window.
      Key: keys.rateLimit(rule.scope, `${sha256(key)}#${windowIndex}`),
      UpdateExpression: 'ADD hits :one SET expiresAtEpoch = :end, entity = :entity',
      ExpressionAttributeValues: { ':one': 1, ':end': windowEnd, ':entity': 'rateLimit' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  if (((Attributes?.hits as number | undefined) ?? 0) > rule.limit) {
    const retryAfterSeconds = Math.max(1, windowEnd - Math.floor(now / 1000));
    throw new HttpError('RATE_LIMITED', retryAfterText(retryAfterSeconds), { retryAfterSeconds });
  }
}
