import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, PutCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { typedOptions, type CategoryInput } from '@shared/contracts/categories/schemas.js';
import {
  translationLanguages,
  type FieldTranslation,
  type NameTranslation,
  type Translations,
} from '@shared/domain/category-translations.js';
import {
  categoryLimits,
  decodeSelectLabel,
  encodeSelectLabel,
  fieldType,
  type FieldType,
} from '@shared/domain/category.js';
import { categoryTexts } from '@shared/messages/categories.js';
import { dynamo, tableName } from './client.js';
import { dataConflict, dataNotFound, type DataError } from './data-error.js';
import { epochSeconds, tableItem } from './item.js';
import { keys } from './keys.js';
import { getItem, itemSchema, queryItems } from './query.js';
import { deleteInStateWrite } from './state-writes.js';
import { counterCheck, counterWrite } from './tenants.js';
import { failingWith, type TxWrite } from './transact.js';

export interface StoredField {
  id: string;
  type: FieldType;
  required: boolean;
  /** For a select list: `label|a,b,c`. */
  label: string;
  order: number;
  /** Its label and a select's options in other languages; absent when none is translated. */
  translations?: Translations<FieldTranslation>;
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
  /** The name in other languages; absent when none is translated. */
  translations?: Translations<NameTranslation>;
  users: { userId: string; canResponse: boolean }[];
  attachmentsCount: number;
  createdAt: string;
  updatedAt: string;
}

/** Who is assigned to a category, and whether each may answer its reports. */
export type CategoryUser = CategoryRecord['users'][number];

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

const byTranslationLanguage = <T extends z.ZodType>(schema: T) =>
  z.partialRecord(z.enum(translationLanguages), schema).optional();

const storedField = z.object({
  id: z.string(),
  type: z.enum(fieldType),
  required: z.boolean(),
  label: z.string(),
  order: z.number(),
  translations: byTranslationLanguage(
    z.object({ label: z.string().optional(), options: z.array(z.string()).optional() }),
  ),
});
/** A report keeps its category's form as it was in Polish, without the order or translations (reports.ts). */
export const reportFieldDef = storedField.omit({ order: true, translations: true });

/** A category's fields as a report keeps them (`reportFieldDef`): staff read the organisation's Polish texts. */
export const reportFieldDefs = (fields: readonly StoredField[]): Omit<StoredField, 'order' | 'translations'>[] =>
  fields.map(({ order: _order, translations: _translations, ...field }) => field);

export const categoryItem = itemSchema<CategoryRecord>(
  'category',
  z.object({
    tenantId: z.string(),
    categoryId: z.string(),
    name: z.string(),
    visible: z.boolean(),
    status: z.literal([0, 1, 2]),
    files: z.boolean(),
    anonymous: z.boolean(),
    fields: z.array(storedField),
    translations: byTranslationLanguage(z.object({ name: z.string() })),
    users: z.array(z.object({ userId: z.string(), canResponse: z.boolean() })),
    attachmentsCount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);

export const categoryFileItem = itemSchema<CategoryFileRecord>(
  'categoryFile',
  z.object({
    tenantId: z.string(),
    categoryId: z.string(),
    fileId: z.string(),
    name: z.string(),
    size: z.number(),
    contentType: z.string(),
    s3Key: z.string(),
    state: z.enum(['pending', 'ready']),
    createdAt: z.string(),
  }),
);

export const defaultCategoryItem = itemSchema(
  'defaultCategory',
  z.object({ tenantId: z.string(), kind: z.string(), categoryId: z.string() }),
);

export async function getCategoryRecord(tenantId: string, categoryId: string): Promise<CategoryRecord | null> {
  return getItem(keys.category(tenantId, categoryId), categoryItem);
}

/** A tenant's categories, oldest first (their creation order is the panel's order). */
export async function listCategoryRecords(tenantId: string): Promise<CategoryRecord[]> {
  const items = await queryItems(keys.categoriesOf(tenantId), categoryItem);
  return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function getCategoryFile(
  tenantId: string,
  categoryId: string,
  fileId: string,
): Promise<CategoryFileRecord | null> {
  return getItem(keys.categoryFile(tenantId, categoryId, fileId), categoryFileItem);
}

export async function listCategoryFiles(tenantId: string, categoryId: string): Promise<CategoryFileRecord[]> {
  const files = await queryItems(keys.categoryFilesOf(tenantId, categoryId), categoryFileItem);
  return files.filter((file) => file.state === 'ready').sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Writes of a new category: the category and its count (the "last category" rule reads it). */
export const newCategoryWrites = (record: CategoryRecord): TxWrite[] => [
  {
    Put: {
      Item: tableItem(keys.category(record.tenantId, record.categoryId), 'category', record),
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  },
  counterWrite(record.tenantId, 'categories', 1),
];

/** Replaces a category as it was read: a change made in between (or a delete) fails as a conflict. */
export const updateCategoryWrite = (record: CategoryRecord, seenUpdatedAt: string): TxWrite => ({
  Put: {
    Item: tableItem(keys.category(record.tenantId, record.categoryId), 'category', record),
    ConditionExpression: 'attribute_exists(PK) AND updatedAt = :seen',
    ExpressionAttributeValues: { ':seen': seenUpdatedAt },
  },
  failure: dataConflict(),
});

/**
 * The last category can be neither hidden, deactivated nor deleted (docs/features.md, "Limits and rules"): another
 * one must exist.
 */
const lastCategoryLocked = () => dataConflict(categoryTexts.lastCategoryLocked);

/** Checks inside a transaction that the organisation has another category. */
export const anotherCategoryExistsCheck = (tenantId: string): TxWrite =>
  failingWith(counterCheck(tenantId, 'categories', 2), lastCategoryLocked());

/**
 * Writes that delete a category, counting it out (never the last one). Its attachments go after,
 * in batches (`removeCategoryFiles`): a category has up to 20 of them plus any pending uploads,
 * more than one transaction may hold.
 */
export const deleteCategoryWrites = (record: Pick<CategoryRecord, 'tenantId' | 'categoryId'>): TxWrite[] => [
  {
    Delete: { Key: keys.category(record.tenantId, record.categoryId), ConditionExpression: 'attribute_exists(PK)' },
    failure: dataNotFound(),
  },
  failingWith(counterWrite(record.tenantId, 'categories', -1, 2), lastCategoryLocked()),
];

/** Every attachment item of a category, ready or pending (what deleting it must remove). */
export const listAllCategoryFiles = (tenantId: string, categoryId: string): Promise<CategoryFileRecord[]> =>
  queryItems(keys.categoryFilesOf(tenantId, categoryId), categoryFileItem);

/** Deletes attachment items 25 at a time (BatchWrite's size); deleting what is gone is a no-op, so it may be repeated. */
export async function deleteCategoryFileItems(
  files: readonly Pick<CategoryFileRecord, 'tenantId' | 'categoryId' | 'fileId'>[],
): Promise<void> {
  for (let i = 0; i < files.length; i += 25) {
    let requests: Record<string, unknown>[] | undefined = files
      .slice(i, i + 25)
      .map((file) => ({ DeleteRequest: { Key: keys.categoryFile(file.tenantId, file.categoryId, file.fileId) } }));
    while (requests?.length) {
      const result: BatchWriteCommandOutput = await dynamo.send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
      );
      requests = result.UnprocessedItems?.[tableName()];
    }
  }
}

/**
 * The organisation's default category of a kind, one at most: claimed in the transaction that
 * creates it. A claim whose category was deleted (`stale`) may be taken over.
 */
export const claimDefaultCategoryWrite = (
  tenantId: string,
  kind: string,
  categoryId: string,
  stale: string | null,
  failure: DataError,
): TxWrite => ({
  Put: {
    Item: tableItem(keys.defaultCategory(tenantId, kind), 'defaultCategory', { tenantId, kind, categoryId }),
    ConditionExpression: stale ? 'categoryId = :stale' : 'attribute_not_exists(PK)',
    ExpressionAttributeValues: stale ? { ':stale': stale } : undefined,
  },
  failure,
});

/** The category holding the claim of a default kind, if any. */
export async function getDefaultCategoryClaim(tenantId: string, kind: string): Promise<string | null> {
  return (await getItem(keys.defaultCategory(tenantId, kind), defaultCategoryItem))?.categoryId ?? null;
}

/** Sets who is assigned to a category; a category deleted meanwhile is a 404. */
export const setCategoryUsersWrite = (
  tenantId: string,
  categoryId: string,
  users: CategoryUser[],
  now = new Date(),
): TxWrite => ({
  Update: {
    Key: keys.category(tenantId, categoryId),
    UpdateExpression: 'SET #users = :users, updatedAt = :now',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#users': 'users' },
    ExpressionAttributeValues: { ':users': users, ':now': now.toISOString() },
  },
  failure: dataNotFound(),
});

/** An attachment whose upload has started; the item expires (TTL) unless the upload is accepted. */
export async function putPendingCategoryFile(
  file: CategoryFileRecord & { state: 'pending' },
  expiresAt: Date,
): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.categoryFile(file.tenantId, file.categoryId, file.fileId), 'categoryFile', {
        ...file,
        expiresAtEpoch: epochSeconds(expiresAt),
      }),
    }),
  );
}

const attachmentsCountWrite = (tenantId: string, categoryId: string, by: 1 | -1): TxWrite => ({
  Update: {
    Key: keys.category(tenantId, categoryId),
    UpdateExpression: 'ADD attachmentsCount :by',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':by': by },
  },
  failure: dataNotFound(),
});

/**
 * Counts one more attachment only while the category has fewer than the limit: parallel uploads
 * cannot pass it together (each checked the count before any of them was counted).
 */
const attachmentsReserveWrite = (tenantId: string, categoryId: string): TxWrite => ({
  Update: {
    Key: keys.category(tenantId, categoryId),
    UpdateExpression: 'ADD attachmentsCount :one',
    ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(attachmentsCount) OR attachmentsCount < :max)',
    ExpressionAttributeValues: { ':one': 1, ':max': categoryLimits.attachmentsMax },
  },
  // A category deleted meanwhile fails here too; the handler tells the two apart.
  failure: dataConflict(categoryTexts.tooManyAttachments),
});

/** Writes that accept a pending upload stored at `s3Key` and count it on its category. */
export const acceptCategoryFileWrites = (file: CategoryFileRecord, s3Key: string): TxWrite[] => [
  {
    Update: {
      Key: keys.categoryFile(file.tenantId, file.categoryId, file.fileId),
      UpdateExpression: 'SET #state = :ready, s3Key = :key REMOVE expiresAtEpoch, completingUntil',
      ConditionExpression: '#state = :pending',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':ready': 'ready', ':pending': 'pending', ':key': s3Key },
    },
    failure: dataNotFound(),
  },
  attachmentsReserveWrite(file.tenantId, file.categoryId),
];

/** Writes that delete an attachment's item and count it out of its category. */
export const deleteCategoryFileWrites = (file: CategoryFileRecord): TxWrite[] => [
  {
    Delete: {
      Key: keys.categoryFile(file.tenantId, file.categoryId, file.fileId),
      ConditionExpression: 'attribute_exists(PK)',
    },
    failure: dataNotFound(),
  },
  attachmentsCountWrite(file.tenantId, file.categoryId, -1),
];

/** Renames an attachment; one deleted meanwhile is a 404. */
export const renameCategoryFileWrite = (
  file: Pick<CategoryFileRecord, 'tenantId' | 'categoryId' | 'fileId'>,
  name: string,
): TxWrite => ({
  Update: {
    Key: keys.categoryFile(file.tenantId, file.categoryId, file.fileId),
    UpdateExpression: 'SET #name = :name',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#name': 'name' },
    ExpressionAttributeValues: { ':name': name },
  },
  failure: dataNotFound(),
});

/** The languages given something, each with what it was given; undefined when none was (nothing stored). */
function keptTranslations<T extends object>(
  translate: (language: (typeof translationLanguages)[number]) => T,
): Translations<T> | undefined {
  const kept = Object.fromEntries(
    translationLanguages
      .map((language) => [language, translate(language)] as const)
      .filter(([, translation]) => Object.keys(translation).length > 0),
  );
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** A field's translations as stored: empty texts are missing ones; options only for a select. */
function storedFieldTranslations(field: CategoryInput['fields'][number]): Translations<FieldTranslation> | undefined {
  return keptTranslations((language) => {
    const given = field.translations?.[language];
    const options = field.type === fieldType.select ? typedOptions(given?.options) : [];
    return { ...(given?.label ? { label: given.label } : {}), ...(options.length > 0 ? { options } : {}) };
  });
}

/** The category name's translations as stored: an empty one is missing. */
export const storedNameTranslations = (input: CategoryInput): Translations<NameTranslation> | undefined =>
  keptTranslations<Partial<NameTranslation>>((language) => {
    const name = input.translations?.[language]?.name;
    return name ? { name } : {};
  }) as Translations<NameTranslation> | undefined;

/** A category as first stored from the builder's input, created at `at` with `users` allowed. */
export function newCategoryRecord(
  tenantId: string,
  input: CategoryInput,
  at: string,
  users: CategoryRecord['users'] = [],
): CategoryRecord {
  return {
    tenantId,
    categoryId: randomUUID(),
    name: input.name,
    visible: input.visible,
    status: input.status,
    files: input.files,
    anonymous: input.anonymous,
    ...storedTexts(input),
    users,
    attachmentsCount: 0,
    createdAt: at,
    updatedAt: at,
  };
}

/** What a category stores of the builder's input besides its settings: its fields and its name's translations. */
export function storedTexts(input: CategoryInput, previous: StoredField[] = []) {
  const translations = storedNameTranslations(input);
  return { fields: toStoredFields(input.fields, previous), ...(translations ? { translations } : {}) };
}

/** Builder input → stored fields: ids kept for known fields, new ids for new ones, order by position. */
export function toStoredFields(input: CategoryInput['fields'], previous: StoredField[] = []): StoredField[] {
  const known = new Set(previous.map((field) => field.id));
  return input.map((field, index) => {
    const translations = storedFieldTranslations(field);
    return {
      id: field.id && known.has(field.id) ? field.id : randomUUID(),
      type: field.type,
      required: field.required,
      label: field.type === fieldType.select ? encodeSelectLabel(field.label, field.options ?? '') : field.label,
      order: index + 1,
      ...(translations ? { translations } : {}),
    };
  });
}

/** Stored field → what clients see: select options as a list, the label without them. */
export function toFieldView(field: StoredField) {
  const select = field.type === fieldType.select ? decodeSelectLabel(field.label) : { label: field.label, options: [] };
  return {
    id: field.id,
    type: field.type,
    required: field.required,
    label: select.label,
    options: select.options,
    order: field.order,
    ...(field.translations ? { translations: field.translations } : {}),
  };
}

/** Forgets a pending attachment upload refused for good (an infected file); one accepted meanwhile is a 404. */
export const forgetPendingCategoryFileWrite = (
  file: Pick<CategoryFileRecord, 'tenantId' | 'categoryId' | 'fileId'>,
): TxWrite => deleteInStateWrite(keys.categoryFile(file.tenantId, file.categoryId, file.fileId), 'pending');
