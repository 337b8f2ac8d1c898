import { randomBytes } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { dynamo, tableName } from './client.js';
import { conditionHeld } from './conditions.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema } from './query.js';

let cached: Promise<Buffer> | undefined;

export const serverSecretItem = itemSchema('serverSecret', z.object({ secret: z.string() }));

/**
 * A per-deployment random secret, made on first use. It keys the made-up salts of unknown
 * e-mails: stable per address, so the login answer never tells whether an account exists.
 */
export function serverSecret(): Promise<Buffer> {
  cached ??= (async () => {
    const key = keys.serverSecret();
    const secret = randomBytes(32).toString('base64url');
    // Whoever writes first wins; everyone then reads the one stored secret.
    await conditionHeld(
      dynamo.send(
        new PutCommand({
          TableName: tableName(),
          Item: tableItem(key, 'serverSecret', { secret }),
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      ),
    );
    const stored = await getItem(key, serverSecretItem);
    if (!stored) throw new Error('the server secret was not stored');
    return Buffer.from(stored.secret, 'base64url');
  })().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
