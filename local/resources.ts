import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type GlobalSecondaryIndex,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { tableSpec } from '../functions/data/table-spec.js';

const indexDefinition = (index: (typeof tableSpec.globalIndexes)[number]): GlobalSecondaryIndex => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' },
    { AttributeName: index.sortKey, KeyType: 'RANGE' },
  ],
  Projection:
    index.projection === 'ALL'
      ? { ProjectionType: 'ALL' }
      : { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection.include] },
});

const keyAttributes = (index: (typeof tableSpec.globalIndexes)[number]) =>
  [index.partitionKey, index.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));

async function describe(client: DynamoDBClient, tableName: string): Promise<TableDescription | null> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table ?? null;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return null;
    throw error;
  }
}

/**
 * A table kept in `.data/` by an earlier version lacks the indexes added since: adds each
 * missing one (one per update, as DynamoDB asks) and waits until it serves queries.
 */
async function addMissingIndexes(
  client: DynamoDBClient,
  tableName: string,
  table: TableDescription,
): Promise<string[]> {
  const present = new Set((table.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const added: string[] = [];
  for (const index of tableSpec.globalIndexes) {
    if (present.has(index.name)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: keyAttributes(index),
        GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
      }),
    );
    for (let attempt = 0; ; attempt += 1) {
      const status = (await describe(client, tableName))?.GlobalSecondaryIndexes?.find(
        (gsi) => gsi.IndexName === index.name,
      )?.IndexStatus;
      if (status === 'ACTIVE') break;
      if (attempt > 300) throw new Error(`Index ${index.name} did not become active`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    added.push(index.name);
  }
  return added;
}

/**
 * Creates the table from the same key spec CDK uses when it does not exist yet, or adds the
 * indexes an older table lacks.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<'created' | 'exists'> {
  const existing = await describe(client, tableName);
  if (existing) {
    await addMissingIndexes(client, tableName, existing);
    return 'exists';
  }
  const attributes = new Map<string, { AttributeName: string; AttributeType: 'S' }>();
  for (const name of [tableSpec.partitionKey, tableSpec.sortKey])
    attributes.set(name, { AttributeName: name, AttributeType: 'S' });
  for (const index of tableSpec.globalIndexes)
    for (const attribute of keyAttributes(index)) attributes.set(attribute.AttributeName, attribute);
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes.values()],
      KeySchema: [
        { AttributeName: tableSpec.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableSpec.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableSpec.globalIndexes.map(indexDefinition),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableSpec.ttlAttribute, Enabled: true },
    }),
  );
  return 'created';
}
