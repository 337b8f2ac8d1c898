import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.js';
import { DataError } from './data-error.js';
import { ChainChoice } from './chain-choice.js';
import { chainWrites, type LogHead, type PendingLogEntry } from './log-chain.js';
import type { TxOperation } from './tx-operation.js';

/**
 * A system log entry (data/audit-log.ts `logEntryWrite`): its place in the organisation's hash
 * chain is decided when the transaction is sent (data/log-chain.ts).
 */
export interface TxLogEntry {
  LogEntry: PendingLogEntry;
}

export type TxWrite = TxOperation | TxLogEntry;

export interface TransactOptions {
  /** Makes a retried request a no-op for 10 minutes (DynamoDB idempotency token). */
  idempotencyToken?: string;
}

/** The same write, naming the error its failed condition means. */
export const failingWith = <W extends TxWrite>(write: W, failure: DataError): W => ({ ...write, failure });

const isLogEntry = (write: TxWrite): write is TxLogEntry => 'LogEntry' in write;

/**
 * How often a transaction is sent again when nothing but concurrency stopped it: a chain's head
 * moved under it (another entry of the organisation was written first), or DynamoDB cancelled it
 * for a transaction in progress on one of its items (`TransactionConflict`: two submissions
 * moving one counter). Each try re-reads the head, of another chain when the head moved
 * (data/chain-choice.ts); the pauses grow and are random, so that writers who collided do not
 * collide again.
 */
const ATTEMPTS = 25;
const pauseBeforeAttempt = (attempt: number) => sleep(Math.random() * Math.min(250, 5 * 2 ** attempt));

/**
 * All-or-nothing write of up to 100 items. A failed condition throws the failing write's own
 * error (a 4xx through the handler kit), never a 500 and never a partial write. Log entries join
 * one of their organisation's chains in the same transaction. When only concurrency cancelled
 * it (a chain's head moved, or a transaction conflict), the whole transaction is sent again:
 * never when a condition of the change itself failed, so what the user did once happens once,
 * and a conflict reaches them only after `ATTEMPTS` tries.
 */
export async function transact(writes: readonly TxWrite[], options: TransactOptions = {}): Promise<void> {
  const changes = writes.filter((write): write is TxOperation => !isLogEntry(write));
  const entries = writes.filter(isLogEntry).map((write) => write.LogEntry);
  if (writes.length === 0) return; // nothing to change (e.g. a marker already cleared)
  const tenant = entries[0]?.tenantId ?? '';
  const chains = new ChainChoice(tenant);
  let written: LogHead | undefined;
  try {
    let chain = entries.length ? await chains.first() : 0;
    for (let attempt = 1; ; attempt++) {
      const known = chains.knownHead();
      const chained = entries.length
        ? await chainWrites(entries, chain, new Date(), known)
        : { writes: [], headWrites: 0, heads: new Map<string, LogHead>() };
      const all = [...changes, ...chained.writes];
      // A cancelled attempt changed nothing; later attempts differ from it, so they go without the token.
      const cancelled = await send(all, attempt === 1 ? options.idempotencyToken : undefined);
      if (!cancelled) {
        written = chained.heads.get(tenant);
        return;
      }
      const firstHead = all.length - chained.headWrites;
      const changeRefused = cancelled.conditionsFailed.some((index) => index < firstHead);
      if (changeRefused || attempt === ATTEMPTS) throw failureOf(all, cancelled);
      if (cancelled.failed.some((index) => index >= firstHead)) {
        // A head known here moved meanwhile: read it, on the same chain; else another writer has the chain.
        if (known) chains.forgetHead();
        else chain = await chains.afterCollision();
      }
      await pauseBeforeAttempt(attempt);
    }
  } finally {
    chains.done(written);
  }
}

/** Which writes of a cancelled transaction failed: their conditions, or a concurrent transaction. */
interface Cancelled {
  failed: number[];
  conditionsFailed: number[];
}

/** Sends the writes; answers null when they were made, or which of them failed. */
async function send(writes: readonly TxOperation[], idempotencyToken: string | undefined): Promise<Cancelled | null> {
  const TableName = tableName();
  const TransactItems = writes.map(({ failure: _failure, ...operation }) => {
    const [kind, body] = Object.entries(operation)[0] as [string, object];
    return { [kind]: { ...body, TableName } };
  });
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems, ClientRequestToken: idempotencyToken }));
    return null;
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
    const indexesOf = (...wanted: string[]) =>
      codes.flatMap((code, index) => (code && wanted.includes(code) ? [index] : []));
    const failed = indexesOf('ConditionalCheckFailed', 'TransactionConflict');
    if (failed.length === 0) throw error;
    return { failed, conditionsFailed: indexesOf('ConditionalCheckFailed') };
  }
}

/** The error a cancelled transaction means: the first failed condition's own, else a conflict. */
function failureOf(writes: readonly TxOperation[], { conditionsFailed }: Cancelled): DataError {
  const first = conditionsFailed[0];
  return (first !== undefined ? writes[first]?.failure : undefined) ?? new DataError('CONFLICT');
}
