import { randomUUID } from 'node:crypto';
import { CreateTableCommand, DeleteTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { tableSpec } from '../../functions/data/table-spec.js';
import { ensureTable } from '../../local/resources.js';
import { testRuntime } from '../support/test-runtime.js';

const client = new DynamoDBClient({
  endpoint: testRuntime.endpoints.dynamodb,
  region: 'eu-central-1',
  credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
});
const made: string[] = [];
afterAll(async () => {
  for (const TableName of made) await client.send(new DeleteTableCommand({ TableName }));
  client.destroy();
});

describe('the local table', () => {
  it('gains the indexes an earlier version did not have, with their projections, loses GSI1 it no longer has, and is left alone afterwards', async () => {
    const TableName = `legacy-${randomUUID()}`;
    made.push(TableName);
    // The table as the first version created it (kept in .data/ by an existing checkout).
    await client.send(
      new CreateTableCommand({
        TableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['PK', 'SK', 'GSI1PK', 'GSI1SK'].map((AttributeName) => ({
          AttributeName,
          AttributeType: 'S',
        })),
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: 'GSI1',
            KeySchema: [
              { AttributeName: 'GSI1PK', KeyType: 'HASH' },
              { AttributeName: 'GSI1SK', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    expect(await ensureTable(client, TableName)).toBe('exists');
    const indexes = (await client.send(new DescribeTableCommand({ TableName }))).Table?.GlobalSecondaryIndexes ?? [];
    expect(indexes.map((index) => index.IndexName)).not.toContain('GSI1');
    expect(indexes.map((index) => index.IndexName).sort()).toEqual(
      tableSpec.globalIndexes.map((index) => index.name).sort(),
    );
    const lists = indexes.find((index) => index.IndexName === 'Lists');
    expect(lists?.IndexStatus).toBe('ACTIVE');
    expect(lists?.Projection?.ProjectionType).toBe('INCLUDE');
    expect(lists?.Projection?.NonKeyAttributes).toContain('label');
    expect(lists?.Projection?.NonKeyAttributes).not.toContain('fields');
    expect(await ensureTable(client, TableName)).toBe('exists');
  });
});
