import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from './client.js';

/**
 * Every item of a partition under a sort-key prefix, following pages. Only for small, bounded
 * sets (a tenant's categories, staff users, a category's files); lists of reports use queryPage.
 */
export async function queryAll<T>(partition: { PK: string; skPrefix: string }): Promise<T[]> {
  const items: T[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': partition.PK, ':prefix': partition.skPrefix },
        ExclusiveStartKey,
      }),
    );
    items.push(...((page.Items ?? []) as T[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/**
 * The items with these keys that exist, in no particular order (BatchGet, 100 keys a request,
 * the keys left unprocessed asked again), with only the `attributes` named when given, strongly
 * consistent when `consistent`.
 */
export async function getItems<T>(
  itemKeys: readonly Record<string, string>[],
  { attributes, consistent = false }: { attributes?: readonly string[]; consistent?: boolean } = {},
): Promise<T[]> {
  const items: T[] = [];
  const projection = attributes?.length
    ? {
        ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(attributes.map((name, i) => [`#a${i}`, name])),
      }
    : {};
  const unique = [...new Map(itemKeys.map((key) => [JSON.stringify(key), key])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, unknown>[] | undefined = unique.slice(i, i + 100);
    while (request?.length) {
      const result = await dynamo.send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: { Keys: request, ...projection, ...(consistent ? { ConsistentRead: true } : {}) },
          },
        }),
      );
      items.push(...((result.Responses?.[tableName()] ?? []) as T[]));
      request = result.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return items;
}
