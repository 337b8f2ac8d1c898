import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  BatchWriteItemCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ScanCommand,
  type AttributeValue,
  type StreamSpecification,
} from '@aws-sdk/client-dynamodb';
import { awsEndpoints, awsRegion } from '../../functions/lib/env.js';

/**
 * The local stand-in for a recovery point (DynamoDB Local has no backups, point-in-time recovery
 * or AWS Backup): every item of a table read by a consistent, paged Scan into a file under the
 * data folder's `backups/`, with what a restore does not carry over (time to live, stream) as the
 * source had it. The file holds the items as DynamoDB stores them (attribute values, binary as
 * base64), one per line after a header line, so a copy loads back exactly.
 *
 * A Scan is not a snapshot: an item written while the copy is taken may be in it or not. The
 * restore drill's check of every organisation's log chains finds a copy torn that way.
 */
export type StoredItem = Record<string, AttributeValue>;

export interface TableCopyHeader {
  format: 'ostoja-table-copy/1';
  table: string;
  takenAt: string;
  items: number;
  timeToLive: { attribute: string | null; enabled: boolean };
  stream: StreamSpecification | null;
}

export interface TableCopy {
  header: TableCopyHeader;
  items: StoredItem[];
}

/** A low-level client (attribute values as stored, numbers never rounded) with the data layer's endpoint and region. */
export const rawDynamo = (): DynamoDBClient =>
  new DynamoDBClient({ region: awsRegion(), endpoint: awsEndpoints.dynamodb() });

const BINARY = '$base64';

function encodeLine(item: StoredItem): string {
  return JSON.stringify(item, function (this: Record<string, unknown>, key, value: unknown) {
    const original = this[key];
    return original instanceof Uint8Array ? { [BINARY]: Buffer.from(original).toString('base64') } : value;
  });
}

const decodeLine = (line: string): StoredItem =>
  JSON.parse(line, (_key, value: unknown) =>
    value !== null && typeof value === 'object' && BINARY in value
      ? new Uint8Array(Buffer.from((value as Record<string, string>)[BINARY]!, 'base64'))
      : value,
  ) as StoredItem;

/** Every item of the table, page by page, read consistently. */
export async function scanTable(client: DynamoDBClient, table: string): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let start: StoredItem | undefined;
  do {
    const page = await client.send(
      new ScanCommand({ TableName: table, ConsistentRead: true, ExclusiveStartKey: start }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Writes a copy of the table to `{dir}/{table}-{time}.jsonl`; answers the file, its size and the copy. */
export async function writeTableCopy(
  client: DynamoDBClient,
  table: string,
  dir: string,
  now: Date,
): Promise<{ file: string; bytes: number; copy: TableCopy }> {
  const takenAt = now.toISOString();
  const [description, ttl] = await Promise.all([
    client.send(new DescribeTableCommand({ TableName: table })),
    client.send(new DescribeTimeToLiveCommand({ TableName: table })),
  ]);
  const items = await scanTable(client, table);
  const header: TableCopyHeader = {
    format: 'ostoja-table-copy/1',
    table,
    takenAt,
    items: items.length,
    timeToLive: {
      attribute: ttl.TimeToLiveDescription?.AttributeName ?? null,
      enabled: ttl.TimeToLiveDescription?.TimeToLiveStatus === 'ENABLED',
    },
    stream: description.Table?.StreamSpecification?.StreamEnabled ? description.Table.StreamSpecification : null,
  };
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${table}-${takenAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.jsonl`);
  const text = [JSON.stringify(header), ...items.map(encodeLine)].join('\n') + '\n';
  await writeFile(file, text, { flag: 'wx' });
  return { file, bytes: Buffer.byteLength(text), copy: { header, items } };
}

export async function readTableCopy(file: string): Promise<TableCopy> {
  const [first, ...lines] = (await readFile(file, 'utf8')).split('\n').filter((line) => line.length > 0);
  const header = JSON.parse(first ?? '{}') as TableCopyHeader;
  if (header.format !== 'ostoja-table-copy/1') throw new Error(`${file} nie jest kopią tabeli (ostoja-table-copy/1)`);
  const items = lines.map(decodeLine);
  if (items.length !== header.items)
    throw new Error(`${file}: kopia niepełna (${items.length} z ${header.items} elementów)`);
  return { header, items };
}

const BATCH = 25;
const PARALLEL = 4;
const ATTEMPTS = 8;

/** Writes the items in batches of 25, a few at once, retrying unprocessed ones with backoff; answers the retries. */
export async function loadItems(client: DynamoDBClient, table: string, items: readonly StoredItem[]): Promise<number> {
  const batches: StoredItem[][] = [];
  for (let i = 0; i < items.length; i += BATCH) batches.push(items.slice(i, i + BATCH));
  let retries = 0;
  const writeBatch = async (batch: StoredItem[]) => {
    let requests = batch.map((item) => ({ PutRequest: { Item: item } }));
    for (let attempt = 1; requests.length > 0; attempt += 1) {
      if (attempt > ATTEMPTS) throw new Error(`${requests.length} elementów nie zapisano po ${ATTEMPTS} próbach`);
      if (attempt > 1) {
        retries += 1;
        await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
      }
      const answer = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: requests } }));
      requests = (answer.UnprocessedItems?.[table] ?? []).flatMap((request) =>
        request.PutRequest?.Item ? [{ PutRequest: { Item: request.PutRequest.Item } }] : [],
      );
    }
  };
  for (let i = 0; i < batches.length; i += PARALLEL) await Promise.all(batches.slice(i, i + PARALLEL).map(writeBatch));
  return retries;
}

/** How many items of each kind (`entity`, recorded on every item by `tableItem`). */
export function countByEntity(items: readonly StoredItem[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const entity = item.entity?.S ?? '(bez rodzaju)';
    counts.set(entity, (counts.get(entity) ?? 0) + 1);
  }
  return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
}

const SETS = new Set(['SS', 'NS', 'BS']);

/** An attribute value in one spelling: attributes by name, sets' members sorted (a set has no order). */
function canonical(value: unknown, key = ''): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (Array.isArray(value)) {
    const members = value.map((member) => canonical(member));
    return SETS.has(key) ? members.map((member) => JSON.stringify(member)).sort() : members;
  }
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, inner]) => [name, canonical(inner, name)]),
  );
}

/** A digest of the items' content whatever their order. */
export function contentDigest(items: readonly StoredItem[]): string {
  const lines = items.map((item) => JSON.stringify(canonical(item))).sort();
  const hash = createHash('sha256');
  for (const line of lines) hash.update(line).update('\n');
  return hash.digest('hex');
}
