import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.js';
import { DataError } from './data-error.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type WithoutTable<T> = T extends { TableName?: string } ? Omit<T, 'TableName'> : T;

type Operation =
  | { Put: WithoutTable<NonNullable<TransactItem['Put']>> }
  | { Update: WithoutTable<NonNullable<TransactItem['Update']>> }
  | { Delete: WithoutTable<NonNullable<TransactItem['Delete']>> }
  | { ConditionCheck: WithoutTable<NonNullable<TransactItem['ConditionCheck']>> };

/**
 * One write of a transaction, without the table name (added here). A write with a condition
 * carries the error its failed condition means, so adding or reordering writes can never change
 * which error a person sees (a write without one fails as a plain conflict).
 */
export type TxWrite = Operation & { failure?: DataError };

export interface TransactOptions {
  /** Makes a retried request a no-op for 10 minutes (DynamoDB idempotency token). */
  idempotencyToken?: string;
}

/** The same write, naming the error its failed condition means. */
export const failingWith = <W extends TxWrite>(write: W, failure: DataError): W => ({ ...write, failure });

/**
 * All-or-nothing write of up to 100 items. A failed condition throws the failing write's own
 * error (a 4xx through the handler kit), never a 500 and never a partial write.
 */
export async function transact(writes: readonly TxWrite[], options: TransactOptions = {}): Promise<void> {
  const TableName = tableName();
  const TransactItems = writes.map(({ failure: _failure, ...operation }) => {
    const [kind, body] = Object.entries(operation)[0] as [keyof Operation, object];
    return { [kind]: { ...body, TableName } } as TransactItem;
  });
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems, ClientRequestToken: options.idempotencyToken }));
  } catch (error) {
    if (error instanceof TransactionCanceledException) {
      const failed = error.CancellationReasons?.findIndex((reason) => reason.Code === 'ConditionalCheckFailed') ?? -1;
      if (failed >= 0) throw writes[failed]?.failure ?? new DataError('CONFLICT');
      if (error.CancellationReasons?.some((reason) => reason.Code === 'TransactionConflict')) throw new DataError('CONFLICT');
    }
    throw error;
  }
}
