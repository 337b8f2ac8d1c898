import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { errorStatus } from '@shared/errors.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { DataError } from '../../functions/data/data-error.js';
import { queryPage } from '../../functions/data/paging.js';

async function givenItems(partition: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: { PK: partition, SK: `ITEM#${String(i).padStart(3, '0')}`, n: i } }));
  }
}

describe('cursor paging', () => {
  it('walks a partition page by page, newest first, and ends with a null cursor', async () => {
    const partition = `TEST#${randomUUID()}`;
    await givenItems(partition, 7);
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await queryPage<{ n: number }>({ partitionKey: { name: 'PK', value: partition }, limit: 3, cursor, newestFirst: true });
      seen.push(...page.items.map((item) => item.n));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual([6, 5, 4, 3, 2, 1, 0]);
  });

  it("refuses a cursor made for another partition (another tenant's data) with 400", async () => {
    const mine = `TEST#${randomUUID()}`;
    const theirs = `TEST#${randomUUID()}`;
    await givenItems(mine, 2);
    await givenItems(theirs, 2);
    const page = await queryPage({ partitionKey: { name: 'PK', value: theirs }, limit: 1 });
    const refusal = await queryPage({ partitionKey: { name: 'PK', value: mine }, limit: 1, cursor: page.nextCursor! }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DataError);
    expect(errorStatus[(refusal as DataError).code]).toBe(400);
    const garbage = await queryPage({ partitionKey: { name: 'PK', value: mine }, limit: 1, cursor: 'not-a-cursor' }).catch((e: unknown) => e);
    expect(errorStatus[(garbage as DataError).code]).toBe(400);
  });
});
