import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { HttpError } from '../lib/http-error.js';
import { dynamo, tableName } from './client.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type WithoutTable<T> = T extends { TableName?: string } ? Omit<T, 'TableName'> : T;

/** One write of a transaction, without the table name (added here). */
export type TxWrite =
  | { Put: WithoutTable<NonNullable<TransactItem['Put']>> }
  | { Update: WithoutTable<NonNullable<TransactItem['Update']>> }
  | { Delete: WithoutTable<NonNullable<TransactItem['Delete']>> }
  | { ConditionCheck: WithoutTable<NonNullable<TransactItem['ConditionCheck']>> };

export interface TransactOptions {
  /** Turns a failed condition of write `index` into the client error the caller wants. */
  onConditionFailed?: (index: number) => HttpError;
  /** Makes a retried request a no-op for 10 minutes (DynamoDB idempotency token). */
  idempotencyToken?: string;
}

/**
 * All-or-nothing write of up to 100 items. A failed condition becomes a 409 (or the caller's
 * error), never a 500 and never a partial write.
 */
export async function transact(writes: readonly TxWrite[], options: TransactOptions = {}): Promise<void> {
  const TableName = tableName();
  const TransactItems = writes.map((write) => {
    const [kind, body] = Object.entries(write)[0] as [keyof TxWrite, object];
    return { [kind]: { ...body, TableName } } as TransactItem;
  });
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems, ClientRequestToken: options.idempotencyToken }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = error.CancellationReasons?.findIndex((reason) => reason.Code === 'ConditionalCheckFailed') ?? -1;
      if (failed >= 0) throw options.onConditionFailed?.(failed) ?? new HttpError('CONFLICT');
      if (error.CancellationReasons?.some((reason) => reason.Code === 'TransactionConflict')) {
        throw new HttpError('CONFLICT');
      }
    }
    throw error;
  }
}
