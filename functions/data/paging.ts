import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.js';
import { openCursorAs, signCursor } from './cursors.js';
import { tableSpec } from './table-spec.js';

export interface Page<T> {
  items: T[];
  /** Opaque cursor of the next page, or null on the last one. */
  nextCursor: string | null;
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

/** DynamoDB's own bound on a sort key. */
const MAX_KEY_BYTES = 1024;

/** The attributes of a start key: the table's keys, and the index's when the query reads one. */
function startKeyNames(indexName: string | undefined): string[] {
  const index = tableSpec.globalIndexes.find((candidate) => candidate.name === indexName);
  return [tableSpec.partitionKey, tableSpec.sortKey, ...(index ? [index.partitionKey, index.sortKey] : [])].sort();
}

/**
 * A start key read back from a signed cursor, accepted only in the shape DynamoDB gave it: the
 * key attributes and nothing else, every one a bounded string, the partition the query's own
 * (a cursor continues the list that made it, never another one), the sort key under the prefix or within the range.
 */
function readStartKey(query: PageQuery) {
  return (content: string): Record<string, string> | undefined => {
    const key = JSON.parse(content) as unknown;
    if (typeof key !== 'object' || key === null || Array.isArray(key)) return undefined;
    const entries = Object.entries(key);
    const names = entries.map(([name]) => name).sort();
    if (names.join('\n') !== startKeyNames(query.indexName).join('\n')) return undefined;
    if (
      !entries.every(
        ([, value]) => typeof value === 'string' && value !== '' && Buffer.byteLength(value) <= MAX_KEY_BYTES,
      )
    )
      return undefined;
    const start = key as Record<string, string>;
    if (start[query.partitionKey.name] !== query.partitionKey.value) return undefined;
    if (query.sortKeyPrefix && !start[query.sortKeyPrefix.name]?.startsWith(query.sortKeyPrefix.value))
      return undefined;
    const between = query.sortKeyBetween;
    if (between && !(start[between.name]! >= between.from && start[between.name]! <= between.to)) return undefined;
    return start;
  };
}

const scopeOf = (query: PageQuery) => `page:${query.indexName ?? ''}:${query.partitionKey.value}`;

/** One page of a Query (never a Scan); the total comes from the tenant's counters, not from here. */
export async function queryPage<T>(query: PageQuery): Promise<Page<T>> {
  const names: Record<string, string> = { '#pk': query.partitionKey.name, ...query.filter?.ExpressionAttributeNames };
  const values: Record<string, unknown> = {
    ':pk': query.partitionKey.value,
    ...query.filter?.ExpressionAttributeValues,
  };
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
  const startKey = query.cursor ? await openCursorAs(scopeOf(query), query.cursor, readStartKey(query)) : undefined;
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
      ExclusiveStartKey: startKey,
    }),
  );
  const last = result.LastEvaluatedKey;
  return {
    items: (result.Items ?? []) as T[],
    nextCursor: last ? await signCursor(scopeOf(query), JSON.stringify(last)) : null,
  };
}
