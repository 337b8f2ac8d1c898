import { BatchGetCommand, GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type * as z from 'zod';
import { dynamo, tableName } from './client.js';
import { DataError } from './data-error.js';
import { log } from '../lib/logger.js';
import { entityVersions, type EntityName } from './item.js';
import type { TableKey } from './table-spec.js';

/**
 * A stored item this code cannot read: another entity at its key, a version neither this one nor
 * the next (a deploy two versions ahead, or an old item never migrated), or attributes its schema
 * refuses. Answered as the retryable 503 (the request changed nothing, and a finished deploy
 * serves it) and logged with the entity, version and the paths of what failed, never values.
 */
export class StoredItemError extends DataError {
  constructor(
    readonly entity: EntityName,
    readonly problem: string,
  ) {
    super('UNAVAILABLE');
    log.error('stored item unreadable', { entity, problem });
  }
}

/** What an entity's stored items are: its name (checked with `v` on every read) and its record schema. */
export interface ItemSchema<T> {
  readonly entity: EntityName;
  readonly parse: (item: Record<string, unknown>) => T;
}

/**
 * The reader of an entity's items, by the schema of its record (given `T`, the record type the
 * schema must produce). Attributes the schema does not name are kept as they are (the next
 * version may add some, and a record read and written back keeps them).
 */
export function itemSchema<T>(entity: EntityName, record: z.ZodObject & z.ZodType<T>): ItemSchema<T> {
  const loose = record.loose();
  return {
    entity,
    parse: (item) => {
      const current = entityVersions[entity];
      if (item.entity !== entity) throw new StoredItemError(entity, `its entity is ${JSON.stringify(item.entity)}`);
      if (item.v !== current && item.v !== current + 1)
        throw new StoredItemError(
          entity,
          `version ${JSON.stringify(item.v)}, this code reads ${current} and ${current + 1}`,
        );
      const parsed = loose.safeParse(item);
      if (!parsed.success)
        throw new StoredItemError(
          entity,
          parsed.error.issues.map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.code}`).join('; '),
        );
      // The loose schema's output is the record's, with the attributes it does not name besides.
      return parsed.data as T;
    },
  };
}

/** The item at a key read with its schema (see `itemSchema`), or null; strongly consistent unless told. */
export async function getItem<T>(
  key: TableKey,
  schema: ItemSchema<T>,
  { consistent = true }: { consistent?: boolean } = {},
): Promise<T | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: consistent }));
  return Item ? schema.parse(Item) : null;
}

/**
 * Every item of a partition under a sort-key prefix, following pages, each read with its schema.
 * Only for small, bounded sets (a tenant's categories, staff users, a category's files); lists of
 * reports use queryPage. Strongly consistent, as `getItem` is: a list read right after a write
 * (a note added, a user invited) holds it.
 */
export async function queryItems<T>(partition: { PK: string; skPrefix: string }, schema: ItemSchema<T>): Promise<T[]> {
  const items = await queryEvery({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': partition.PK, ':prefix': partition.skPrefix },
    ConsistentRead: true,
  });
  return items.map((item) => schema.parse(item));
}

/** Every item of a partition whose sort key lies from `from` to `to` (both included), oldest first, each read with its schema (strongly consistent). */
export async function queryItemsBetween<T>(
  range: { PK: string; from: string; to: string },
  schema: ItemSchema<T>,
): Promise<T[]> {
  const items = await queryEvery({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': range.PK, ':from': range.from, ':to': range.to },
    ConsistentRead: true,
  });
  return items.map((item) => schema.parse(item));
}

/** A Query of the table, every page of it. */
export type WholeQuery = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** The raw items of each page of a Query in turn, every page followed (for a set too large to hold at once). */
export async function* queryPages(query: WholeQuery): AsyncGenerator<Record<string, unknown>[]> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(new QueryCommand({ ...query, TableName: tableName(), ExclusiveStartKey }));
    yield page.Items ?? [];
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/** Every raw item a Query answers, every page followed. */
export async function queryEvery(query: WholeQuery): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(query)) items.push(...page);
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
