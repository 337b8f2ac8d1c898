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
  Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: [...index.projection.include] },
});

const keyAttributes = (index: (typeof tableSpec.globalIndexes)[number]) =>
  [index.partitionKey, index.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));

export async function describeTable(client: DynamoDBClient, tableName: string): Promise<TableDescription | null> {
  try {
    return (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table ?? null;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return null;
    throw error;
  }
}

async function waitForIndex(
  client: DynamoDBClient,
  tableName: string,
  name: string,
  ready: (index: { IndexStatus?: string } | undefined) => boolean,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const index = (await describeTable(client, tableName))?.GlobalSecondaryIndexes?.find(
      (gsi) => gsi.IndexName === name,
    );
    if (ready(index)) return;
    if (attempt > 300) throw new Error(`Index ${name} did not settle`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A table kept in `.data/` by an earlier version has the indexes of its time: drops each one the
 * spec no longer names and adds each missing one (one per update, as DynamoDB asks), waiting
 * until the change is done.
 */
async function reconcileIndexes(client: DynamoDBClient, tableName: string, table: TableDescription): Promise<void> {
  const wanted = new Set<string>(tableSpec.globalIndexes.map((index) => index.name));
  const present = new Set((table.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const name of present) {
    if (!name || wanted.has(name)) continue;
    await client.send(
      new UpdateTableCommand({ TableName: tableName, GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: name } }] }),
    );
    await waitForIndex(client, tableName, name, (index) => index === undefined);
  }
  for (const index of tableSpec.globalIndexes) {
    if (present.has(index.name)) continue;
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: keyAttributes(index),
        GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
      }),
    );
    await waitForIndex(client, tableName, index.name, (gsi) => gsi?.IndexStatus === 'ACTIVE');
  }
}

/** Creates the table (keys and indexes) from the same spec CDK uses, without time to live. */
export async function createTableFromSpec(client: DynamoDBClient, tableName: string): Promise<void> {
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
}

/** Time to live on the spec's attribute (a restore of a table does not carry it over). */
export async function enableTimeToLive(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableSpec.ttlAttribute, Enabled: true },
    }),
  );
}

/**
 * Creates the table from the same key spec CDK uses when it does not exist yet, or brings an
 * older table's indexes to the spec.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<'created' | 'exists'> {
  const existing = await describeTable(client, tableName);
  if (existing) {
    await reconcileIndexes(client, tableName, existing);
    return 'exists';
  }
  await createTableFromSpec(client, tableName);
  await enableTimeToLive(client, tableName);
  return 'created';
}
