import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { decodeSelectLabel, encodeSelectLabel, fieldType, type FieldType } from '@shared/domain/category.js';
import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { dynamo, tableName } from './client.js';
import { keys } from './keys.js';
import { queryAll } from './query.js';
import { counterWrite } from './tenants.js';
import type { TxWrite } from './transact.js';

export interface StoredField {
  id: string;
  type: FieldType;
  required: boolean;
  /** For a select list: `label|a,b,c` (spec doc 1 §3). */
  label: string;
  order: number;
}

export interface CategoryRecord {
  tenantId: string;
  categoryId: string;
  name: string;
  visible: boolean;
  status: 0 | 1 | 2;
  files: boolean;
  anonymous: boolean;
  fields: StoredField[];
  users: { userId: string; canResponse: boolean }[];
  attachmentsCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface CategoryFileRecord {
  tenantId: string;
  categoryId: string;
  fileId: string;
  name: string;
  size: number;
  contentType: string;
  s3Key: string;
  state: 'pending' | 'ready';
  createdAt: string;
}

export async function getCategoryRecord(tenantId: string, categoryId: string): Promise<CategoryRecord | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.category(tenantId, categoryId), ConsistentRead: true }));
  return (Item as CategoryRecord | undefined) ?? null;
}

/** A tenant's categories, oldest first (their creation order is the panel's order). */
export async function listCategoryRecords(tenantId: string): Promise<CategoryRecord[]> {
  const items = await queryAll<CategoryRecord>(keys.categoriesOf(tenantId));
  return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function getCategoryFile(tenantId: string, categoryId: string, fileId: string): Promise<CategoryFileRecord | null> {
  const { Item } = await dynamo.send(new GetCommand({ TableName: tableName(), Key: keys.categoryFile(tenantId, categoryId, fileId), ConsistentRead: true }));
  return (Item as CategoryFileRecord | undefined) ?? null;
}

export async function listCategoryFiles(tenantId: string, categoryId: string): Promise<CategoryFileRecord[]> {
  const files = await queryAll<CategoryFileRecord>(keys.categoryFilesOf(tenantId, categoryId));
  return files.filter((file) => file.state === 'ready').sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Writes of a new category: the category and its count (the "last category" rule reads it). */
export const newCategoryWrites = (record: CategoryRecord): TxWrite[] => [
  { Put: { Item: { ...keys.category(record.tenantId, record.categoryId), entity: 'category', v: 1, ...record }, ConditionExpression: 'attribute_not_exists(PK)' } },
  counterWrite(record.tenantId, 'categories', 1),
];

/** Builder input → stored fields: ids kept for known fields, new ids for new ones, order by position. */
export function toStoredFields(input: CategoryInput['fields'], previous: StoredField[] = []): StoredField[] {
  const known = new Set(previous.map((field) => field.id));
  return input.map((field, index) => ({
    id: field.id && known.has(field.id) ? field.id : randomUUID(),
    type: field.type,
    required: field.required,
    label: field.type === fieldType.select ? encodeSelectLabel(field.label, field.options ?? '') : field.label,
    order: index + 1,
  }));
}

/** Stored field → what clients see: select options as a list, the label without them. */
export function toFieldView(field: StoredField) {
  const select = field.type === fieldType.select ? decodeSelectLabel(field.label) : { label: field.label, options: [] };
  return { id: field.id, type: field.type, required: field.required, label: select.label, options: select.options, order: field.order };
}
