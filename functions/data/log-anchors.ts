import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { ChainHead } from '@shared/crypto/log-chain.js';
import { readLogAnchor, writeLogAnchor, type LogAnchor } from '../adapters/log-anchors.js';
import { dynamo, tableName } from './client.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema, queryEvery } from './query.js';

/**
 * What the table keeps of the anchoring of the log heads (functions/jobs/anchor-log-heads.ts):
 * only a digest of the heads last anchored, so that an organisation whose log did not move costs
 * the job no S3 call. The anchor itself is outside the table (adapters/log-anchors.ts); editing
 * this mark can only make the job anchor again (which checks the previous anchor first) or skip
 * anchoring (which leaves the previous anchor standing), never make a rewrite agree with an anchor.
 */
export const logAnchorMarkItem = itemSchema<{ digest: string; anchoredAt: string; table: string }>(
  'logAnchorMark',
  z.object({ digest: z.string(), anchoredAt: z.string(), table: z.string() }),
);

/** The organisation's latest anchor of this table (adapters/log-anchors.ts), or null before its first. */
export const latestLogAnchor = (tenantId: string): Promise<LogAnchor | null> => readLogAnchor(tableName(), tenantId);

/** Writes the organisation's new anchor of this table. */
export const putLogAnchor = (anchor: LogAnchor): Promise<void> => writeLogAnchor(tableName(), anchor);

/** One value for one set of heads (in chain order). */
export const headsDigest = (heads: readonly ChainHead[]): string =>
  createHash('sha256')
    .update(
      JSON.stringify([...heads].sort((a, b) => a.chain - b.chain).map(({ chain, seq, hash }) => [chain, seq, hash])),
    )
    .digest('hex');

/**
 * The digest of the heads last anchored and when that anchor was written; null before the first,
 * and in a table restored under a new name (its marks name the table they were written in, whose
 * anchors are not this table's).
 */
export async function getLogAnchorMark(tenantId: string): Promise<{ digest: string; anchoredAt: string } | null> {
  const mark = await getItem(keys.logAnchorMark(tenantId), logAnchorMarkItem);
  return mark && mark.table === tableName() ? { digest: mark.digest, anchoredAt: mark.anchoredAt } : null;
}

export async function putLogAnchorMark(tenantId: string, digest: string, anchoredAt: string): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.logAnchorMark(tenantId), 'logAnchorMark', { digest, anchoredAt, table: tableName() }),
    }),
  );
}

/**
 * The hash the table holds for entry `seq` of chain `chain`, found by the time the anchor gave it
 * (entries are keyed by time); null when no entry of that time has that place.
 */
export async function storedEntryHash(
  tenantId: string,
  entry: { chain: number; seq: number; at: string },
): Promise<string | null> {
  const { PK, skPrefix } = keys.logEntriesAt(tenantId, entry.at);
  const items = await queryEvery({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': PK, ':prefix': skPrefix },
    ConsistentRead: true,
  });
  // Entries stored before there were several chains name none: they are chain 0's.
  const found = items.find((item) => (item.chain ?? 0) === entry.chain && item.seq === entry.seq);
  return typeof found?.hash === 'string' ? found.hash : null;
}
