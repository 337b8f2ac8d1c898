import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { requestTexts } from '@shared/messages/errors.js';
import { dynamo, tableName } from './client.js';
import { DataError } from './data-error.js';

export interface Page<T> {
  items: T[];
  /** Opaque cursor of the next page, or null on the last one. */
  nextCursor: string | null;
}

const encodeCursor = (key: Record<string, unknown> | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

function decodeCursor(cursor: string | undefined, partitionKey: { name: string; value: string }) {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    // A cursor may only continue the same partition: it cannot be pointed at another tenant.
    if (typeof key !== 'object' || key === null || key[partitionKey.name] !== partitionKey.value) throw new Error();
    return key;
  } catch {
    throw new DataError('BAD_REQUEST', requestTexts.badCursor);
  }
}

export interface PageQuery {
  /** Key condition on the partition key of the table or the index. */
  partitionKey: { name: string; value: string };
  sortKeyPrefix?: { name: string; value: string };
  /** Sort key from `from` to `to`, both included (instead of a prefix). */
  sortKeyBetween?: { name: string; from: string; to: string };
  indexName?: string;
  limit: number;
  cursor?: string;
  newestFirst?: boolean;
  /** Strongly consistent (table only): sees every write acknowledged before it. */
  consistent?: boolean;
  filter?: Pick<QueryCommandInput, 'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>;
}

/** One page of a Query (never a Scan); the total comes from the tenant's counters, not from here. */
export async function queryPage<T>(query: PageQuery): Promise<Page<T>> {
  const names: Record<string, string> = { '#pk': query.partitionKey.name, ...query.filter?.ExpressionAttributeNames };
  const values: Record<string, unknown> = { ':pk': query.partitionKey.value, ...query.filter?.ExpressionAttributeValues };
  let condition = '#pk = :pk';
  if (query.sortKeyPrefix) {
    names['#sk'] = query.sortKeyPrefix.name;
    values[':sk'] = query.sortKeyPrefix.value;
    condition += ' AND begins_with(#sk, :sk)';
  } else if (query.sortKeyBetween) {
    names['#sk'] = query.sortKeyBetween.name;
    values[':from'] = query.sortKeyBetween.from;
    values[':to'] = query.sortKeyBetween.to;
    condition += ' AND #sk BETWEEN :from AND :to';
  }
  const result = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: query.indexName,
      KeyConditionExpression: condition,
      FilterExpression: query.filter?.FilterExpression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      Limit: query.limit,
      ScanIndexForward: !query.newestFirst,
      ConsistentRead: query.consistent,
      ExclusiveStartKey: decodeCursor(query.cursor, query.partitionKey),
    }),
  );
  return { items: (result.Items ?? []) as T[], nextCursor: encodeCursor(result.LastEvaluatedKey) };
}
