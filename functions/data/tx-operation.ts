import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DataError } from './data-error.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type WithoutTable<T> = T extends { TableName?: string } ? Omit<T, 'TableName'> : T;

type Operation =
  | { Put: WithoutTable<NonNullable<TransactItem['Put']>> }
  | { Update: WithoutTable<NonNullable<TransactItem['Update']>> }
  | { Delete: WithoutTable<NonNullable<TransactItem['Delete']>> }
  | { ConditionCheck: WithoutTable<NonNullable<TransactItem['ConditionCheck']>> };

/**
 * One write of a transaction, without the table name (transact.ts adds it). A write with a condition
 * carries the error its failed condition means, so adding or reordering writes can never change
 * which error a person sees (a write without one fails as a plain conflict).
 */
export type TxOperation = Operation & { failure?: DataError };
