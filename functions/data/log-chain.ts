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
import { getItem, itemSchema, queryItems } from './query.js';
import type { TxOperation } from './tx-operation.js';

/**
 * How log entries join one of their organisation's hash chains (shared/crypto/log-chain.ts)
 * inside the transaction of the change they record. A log entry is written as a pending entry;
 * `transact` turns it into writes here, after reading the chosen chain's head: the entry with its
 * chain, number, the previous hash and its own, a link under its report, and the head moved on
 * under the condition that nobody moved it meanwhile. Two concurrent writers therefore cannot
 * both append entry n + 1 to one chain: one transaction fails on the head and is retried with a
 * head re-read. Which chain each attempt takes is data/chain-choice.ts's: a busy organisation's
 * writers spread over several chains instead of queueing on one, and a quiet one keeps chain 0.
 */

/** A log entry before it has a place in a chain (its chain, number, previous hash and time come then). */
export interface PendingLogEntry extends Omit<ChainedFields, 'chain' | 'seq' | 'prevHash' | 'at'> {
  tenantId: string;
  /** The entry's time unless the chain's newest entry is later (ISO), or null for now. */
  notBefore: string | null;
}

/** The head item: the chain's newest entry (number, hash, time). */
export interface LogHead extends ChainHead {
  chain: number;
  at: string;
}

const emptyHead = (chain: number): LogHead => ({ chain, seq: 0, hash: GENESIS_HASH, at: '' });

/** A head as stored; chain 0's head written before there were several chains names no chain. */
export const logHeadItem = itemSchema<Omit<LogHead, 'chain'> & { chain?: number | undefined }>(
  'logHead',
  z.object({ chain: z.number().int().nonnegative().optional(), seq: z.number(), hash: z.string(), at: z.string() }),
);

export async function getLogHead(tenantId: string, chain: number): Promise<LogHead> {
  const head = await getItem(keys.logHead(tenantId, chain), logHeadItem);
  return head ? { chain, seq: head.seq, hash: head.hash, at: head.at } : emptyHead(chain);
}

/** The heads of every chain the organisation's log has (chain 0's, empty, when it has none yet), by chain. */
export async function getLogHeads(tenantId: string): Promise<LogHead[]> {
  const stored = await queryItems(keys.logHeadsOf(tenantId), logHeadItem);
  const heads = stored.map(({ chain = 0, seq, hash, at }) => ({ chain, seq, hash, at }));
  if (!heads.some((head) => head.chain === 0)) heads.push(emptyHead(0));
  return heads.sort((a, b) => a.chain - b.chain);
}

/**
 * An entry's time: when it is written, and never before the entry it follows in its chain (1 ms
 * later at least), so that within a chain time order is chain order and the chains can be read
 * together, by date, with the entries' key alone.
 */
function entryTime(notBefore: string | null, previous: string, now: Date): string {
  const wanted = notBefore ? Date.parse(notBefore) : now.getTime();
  const floor = previous ? Date.parse(previous) + 1 : -Infinity;
  return new Date(Math.max(wanted, floor)).toISOString();
}

/** A chain's head this writer already knows (it moved it last), so it need not read it. */
export interface KnownHead {
  tenantId: string;
  head: LogHead;
}

/**
 * The writes that append the entries to the chain `chain` of their organisations: entries and
 * links first, head moves last; and the heads they move to, by organisation.
 */
export async function chainWrites(
  pending: readonly PendingLogEntry[],
  chain: number,
  now = new Date(),
  known?: KnownHead,
): Promise<{ writes: TxOperation[]; headWrites: number; heads: Map<string, LogHead> }> {
  const byTenant = new Map<string, PendingLogEntry[]>();
  for (const entry of pending) byTenant.set(entry.tenantId, [...(byTenant.get(entry.tenantId) ?? []), entry]);
  const entryWrites: TxOperation[] = [];
  const headWrites: TxOperation[] = [];
  const heads = new Map<string, LogHead>();
  for (const [tenantId, entries] of byTenant) {
    const start =
      known?.tenantId === tenantId && known.head.chain === chain ? known.head : await getLogHead(tenantId, chain);
    let head = start;
    for (const { notBefore, ...fields } of entries) {
      const linked = {
        ...fields,
        chain,
        seq: head.seq + 1,
        prevHash: head.hash,
        at: entryTime(notBefore, head.at, now),
      };
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
      head = { chain, seq: entry.seq, hash: entry.hash, at: entry.at };
    }
    headWrites.push(moveHead(tenantId, start, head));
    heads.set(tenantId, head);
  }
  return { writes: [...entryWrites, ...headWrites], headWrites: headWrites.length, heads };
}

/** Moves the head from `from` to `to`, only if it still is where it was read. */
function moveHead(tenantId: string, from: LogHead, to: LogHead): TxOperation {
  const item = tableItem(keys.logHead(tenantId, to.chain), 'logHead', {
    tenantId,
    chain: to.chain,
    seq: to.seq,
    hash: to.hash,
    at: to.at,
  });
  return from.seq === 0
    ? { Put: { Item: item, ConditionExpression: 'attribute_not_exists(PK)' } }
    : { Put: { Item: item, ConditionExpression: 'seq = :seen', ExpressionAttributeValues: { ':seen': from.seq } } };
}
