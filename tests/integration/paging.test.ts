import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { errorStatus } from '@shared/errors.js';
import { requestTexts } from '@shared/messages/errors.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { signCursor } from '../../functions/data/cursors.js';
import { DataError } from '../../functions/data/data-error.js';
import { queryPage } from '../../functions/data/paging.js';

async function givenItems(partition: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { PK: partition, SK: `ITEM#${String(i).padStart(3, '0')}`, n: i },
      }),
    );
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
      const page = await queryPage<{ n: number }>({
        partitionKey: { name: 'PK', value: partition },
        limit: 3,
        cursor,
        newestFirst: true,
      });
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
    const refusal = await queryPage({
      partitionKey: { name: 'PK', value: mine },
      limit: 1,
      cursor: page.nextCursor!,
    }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(DataError);
    expect(errorStatus[(refusal as DataError).code]).toBe(400);
    const garbage = await queryPage({
      partitionKey: { name: 'PK', value: mine },
      limit: 1,
      cursor: 'not-a-cursor',
    }).catch((e: unknown) => e);
    expect(errorStatus[(garbage as DataError).code]).toBe(400);
  });

  describe('a cursor the server did not make is refused with 400 before any query', () => {
    const refusalOf = (cursor: string, partition: string) =>
      queryPage({ partitionKey: { name: 'PK', value: partition }, limit: 1, cursor }).then(
        () => 'accepted',
        (error: unknown) =>
          error instanceof DataError ? `${errorStatus[error.code]} ${error.message}` : `crash: ${String(error)}`,
      );
    const refused = `400 ${requestTexts.badCursor}`;

    it('an unsigned start key with a sort key DynamoDB cannot read (the 500 of old)', async () => {
      const partition = `TEST#${randomUUID()}`;
      await givenItems(partition, 2);
      const forged = Buffer.from(JSON.stringify({ PK: partition, SK: 5 })).toString('base64url');
      expect(await refusalOf(forged, partition)).toBe(refused);
    });

    it('a real cursor with one character changed, cut short or lengthened', async () => {
      const partition = `TEST#${randomUUID()}`;
      await givenItems(partition, 3);
      const { nextCursor } = await queryPage({ partitionKey: { name: 'PK', value: partition }, limit: 1 });
      const cursor = nextCursor!;
      const flipped = cursor.slice(0, 30) + (cursor[30] === 'A' ? 'B' : 'A') + cursor.slice(31);
      for (const tampered of [flipped, cursor.slice(0, -2), `${cursor}AA`, cursor.slice(0, 10)])
        expect(await refusalOf(tampered, partition)).toBe(refused);
      expect(await refusalOf(cursor, partition)).toBe('accepted');
    });

    it('a signed cursor of an unexpected shape: extra or missing attributes, non-strings, another partition', async () => {
      const partition = `TEST#${randomUUID()}`;
      const sign = (key: unknown) => signCursor(`page::${partition}`, JSON.stringify(key));
      for (const key of [
        { PK: partition, SK: 5 },
        { PK: partition },
        { PK: partition, SK: 'ITEM#001', extra: 'x' },
        { PK: `TEST#${randomUUID()}`, SK: 'ITEM#001' },
        { PK: partition, SK: 'x'.repeat(2000) },
        [partition, 'ITEM#001'],
        null,
      ]) {
        expect(await refusalOf(await sign(key), partition), JSON.stringify(key)).toBe(refused);
      }
      expect(await refusalOf(await signCursor(`page::${partition}`, 'not json'), partition)).toBe(refused);
      expect(await refusalOf(await sign({ PK: partition, SK: 'ITEM#001' }), partition)).toBe('accepted');
    });
  });
});
