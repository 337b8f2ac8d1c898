import * as z from 'zod';
import {
  entryHash,
  GENESIS_HASH,
  type ChainedEntry,
  type ChainedFields,
  type ChainHead,
} from '@shared/crypto/log-chain.js';
import { tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema } from './query.js';
import type { TxOperation } from './tx-operation.js';

/**
 * How log entries join their organisation's hash chain (shared/crypto/log-chain.ts) inside the
 * transaction of the change they record. A log entry is written as a pending entry; `transact`
 * turns it into writes here, after reading the chain's head: the entry with its number, the
 * previous hash and its own, a link under its report, and the head moved on under the
 * condition that nobody moved it meanwhile. Two concurrent writers therefore cannot both
 * append entry n + 1: one transaction fails on the head and is retried with the head re-read.
 */

/** A log entry before it has a place in the chain (its number, previous hash and time come then). */
export interface PendingLogEntry extends Omit<ChainedFields, 'seq' | 'prevHash' | 'at'> {
  tenantId: string;
  /** The entry's time unless the chain's newest entry is later (ISO), or null for now. */
  notBefore: string | null;
}

/** The head item: the chain's newest entry (number, hash, time). */
export interface LogHead extends ChainHead {
  at: string;
}

const emptyHead: LogHead = { seq: 0, hash: GENESIS_HASH, at: '' };

export const logHeadItem = itemSchema<LogHead>(
  'logHead',
  z.object({ seq: z.number(), hash: z.string(), at: z.string() }),
);

export async function getLogHead(tenantId: string): Promise<LogHead> {
  const head = await getItem(keys.logHead(tenantId), logHeadItem);
  return head ? { seq: head.seq, hash: head.hash, at: head.at } : emptyHead;
}

/**
 * An entry's time: when it is written, and never before the entry it follows (1 ms later at
 * least), so that within an organisation time order is chain order and the log can be read by
 * date with its key alone.
 */
function entryTime(notBefore: string | null, previous: string, now: Date): string {
  const wanted = notBefore ? Date.parse(notBefore) : now.getTime();
  const floor = previous ? Date.parse(previous) + 1 : -Infinity;
  return new Date(Math.max(wanted, floor)).toISOString();
}

/** The writes that append the entries to their chains: entries and links first, head moves last. */
export async function chainWrites(
  pending: readonly PendingLogEntry[],
  now = new Date(),
): Promise<{ writes: TxOperation[]; headWrites: number }> {
  const byTenant = new Map<string, PendingLogEntry[]>();
  for (const entry of pending) byTenant.set(entry.tenantId, [...(byTenant.get(entry.tenantId) ?? []), entry]);
  const entryWrites: TxOperation[] = [];
  const headWrites: TxOperation[] = [];
  for (const [tenantId, entries] of byTenant) {
    const start = await getLogHead(tenantId);
    let head = start;
    for (const { notBefore, ...fields } of entries) {
      const linked = { ...fields, seq: head.seq + 1, prevHash: head.hash, at: entryTime(notBefore, head.at, now) };
      const entry: ChainedEntry = { ...linked, hash: await entryHash(linked) };
      entryWrites.push({
        Put: {
          Item: tableItem(keys.logEntry(tenantId, entry.at, entry.id), 'logEntry', entry),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      });
      if (entry.reportId) {
        entryWrites.push({
          Put: {
            Item: tableItem(keys.reportLogLink(tenantId, entry.reportId, entry.at, entry.id), 'reportLogLink', {
              seq: entry.seq,
              at: entry.at,
              entryId: entry.id,
            }),
          },
        });
      }
      head = { seq: entry.seq, hash: entry.hash, at: entry.at };
    }
    headWrites.push(moveHead(tenantId, start, head));
  }
  return { writes: [...entryWrites, ...headWrites], headWrites: headWrites.length };
}

/** Moves the head from `from` to `to`, only if it still is where it was read. */
function moveHead(tenantId: string, from: LogHead, to: LogHead): TxOperation {
  const item = tableItem(keys.logHead(tenantId), 'logHead', { tenantId, seq: to.seq, hash: to.hash, at: to.at });
  return from.seq === 0
    ? { Put: { Item: item, ConditionExpression: 'attribute_not_exists(PK)' } }
    : { Put: { Item: item, ConditionExpression: 'seq = :seen', ExpressionAttributeValues: { ':seen': from.seq } } };
}
