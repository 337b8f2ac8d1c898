import { QueryCommand } from '@aws-sdk/lib-dynamodb';
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
