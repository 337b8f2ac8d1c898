import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../functions/data/client.js';

/**
 * Every item of the table, page after page: what a check that something is stored nowhere must
 * read. One Scan answers one page (1 MB) of the whole table before any filter, and a test
 * worker's table holds what every file before it wrote, so a single page can miss the very
 * items under test. Such a check also asserts that the items it is about were read.
 */
export async function allTableItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({ TableName: tableName(), ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The whole table as text, binary values as their raw bytes (so that a secret's bytes show). */
export async function allTableText(): Promise<string> {
  return JSON.stringify(await allTableItems(), (_key, value: unknown) =>
    value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
  );
}
