import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { randomToken, sha256 } from '../lib/hashing.js';
import { authTexts } from '@shared/messages/auth.js';
import { dynamo, tableName } from './client.js';
import { dataNotFound } from './data-error.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema } from './query.js';
import type { TxWrite } from './transact.js';
import { addSeconds } from '@shared/domain/time.js';

/** Activation (ACT) and password-reset (RST) links: single use, expiring, stored by token hash. */
export type LinkKind = 'ACT' | 'RST';

const linkRecord = z.object({ email: z.string(), expiresAt: z.string() });
export type Link = z.infer<typeof linkRecord>;
export const linkItems = {
  ACT: itemSchema('activationLink', linkRecord),
  RST: itemSchema('resetLink', linkRecord),
} satisfies Record<LinkKind, unknown>;

export async function createLink(
  kind: LinkKind,
  email: string,
  lifetimeSeconds: number,
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  const expiresAt = addSeconds(now, lifetimeSeconds);
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.link(kind, sha256(token)), kind === 'ACT' ? 'activationLink' : 'resetLink', {
        email,
        expiresAt: expiresAt.toISOString(),
        expiresAtEpoch: epochSeconds(expiresAt),
      }),
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return token;
}

/** The link if it exists and has not expired (TTL deletes late, so expiry is checked here). */
export async function getLiveLink(kind: LinkKind, token: string, now = new Date()): Promise<Link | null> {
  const link = await getItem(keys.link(kind, sha256(token)), linkItems[kind]);
  if (!link || Date.parse(link.expiresAt) <= now.getTime()) return null;
  return { email: link.email, expiresAt: link.expiresAt };
}

/** Uses the link up inside a transaction: fails (and so does the transaction) if already used. */
export const consumeLink = (kind: LinkKind, token: string): TxWrite => ({
  Delete: { Key: keys.link(kind, sha256(token)), ConditionExpression: 'attribute_exists(PK)' },
  failure: dataNotFound(authTexts.linkInvalid),
});
