import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  completeCategoryAttachmentUpload,
  createCategory,
  createDefaultCategory,
  deleteCategory,
  getCategory,
  getSession,
  listCategories,
  listCategoryAttachments,
  startCategoryAttachmentUpload,
} from '@shared/contracts/index.js';
import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { categoryLimits } from '@shared/domain/category.js';
import { categoryTexts } from '@shared/messages/categories.js';
import { listObjectsUnder, objectSize } from '../../functions/adapters/s3.js';
import { putPendingCategoryFile } from '../../functions/data/categories.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { objectKeys } from '../../functions/data/object-keys.js';
import type { TestClient } from '../support/api-client.js';
import { logIn, registerOrganisation } from '../support/accounts.js';

const category: CategoryInput = {
  name: 'Załączniki',
  visible: true,
  status: 2,
  files: true,
  anonymous: false,
  fields: [{ type: 1, required: true, label: 'Opis' }],
};
const pdf = new TextEncoder().encode('%PDF-1.4\n% Ostoja\n');

async function adminWithCategory() {
  const { email, password } = await registerOrganisation();
  const { client } = await logIn(email, password);
  await client.call(createCategory, { body: { ...category, name: 'Pierwsza' } });
  const categoryId = (await client.call(createCategory, { body: category })).body.id;
  const tenantId = (await client.call(getSession)).body.customerId;
  return { client, categoryId, tenantId };
}

async function startUpload(client: TestClient, categoryId: string, name = 'Regulamin.pdf') {
  const started = await client.call(startCategoryAttachmentUpload, {
    params: { id: categoryId },
    body: { name, size: pdf.length, contentType: 'application/pdf' },
  });
  if (started.status === 200)
    await fetch(started.body.uploadUrl, { method: 'PUT', headers: started.body.headers, body: pdf });
  return started;
}

async function upload(client: TestClient, categoryId: string) {
  const started = await startUpload(client, categoryId);
  if (started.status !== 200) return started.status;
  return (
    await client.call(completeCategoryAttachmentUpload, { params: { id: categoryId, fileId: started.body.fileId } })
  ).status;
}

async function categoryFileItems(tenantId: string, categoryId: string) {
  const { PK, skPrefix } = keys.categoryFilesOf(tenantId, categoryId);
  const result = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': PK, ':sk': skPrefix },
    }),
  );
  return result.Items ?? [];
}

describe('category attachments: the limit holds under parallel uploads', () => {
  it(`25 parallel uploads to a category holding 2 leave at most ${categoryLimits.attachmentsMax}, each counted and listed`, async () => {
    const { client, categoryId, tenantId } = await adminWithCategory();
    expect(await upload(client, categoryId)).toBe(200);
    expect(await upload(client, categoryId)).toBe(200);
    const statuses = await Promise.all(Array.from({ length: 25 }, () => upload(client, categoryId)));
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200)).toHaveLength(categoryLimits.attachmentsMax - 2);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    const count = (await client.call(getCategory, { params: { id: categoryId } })).body.attachmentsCount;
    const listed = (await client.call(listCategoryAttachments, { params: { id: categoryId } })).body.attachments;
    expect(count).toBe(categoryLimits.attachmentsMax);
    expect(listed).toHaveLength(categoryLimits.attachmentsMax);
    const stored: string[] = [];
    for await (const object of listObjectsUnder(`${objectKeys.allCategoryFiles}${tenantId}/${categoryId}/`))
      stored.push(object.key);
    expect(stored.sort(), 'the bucket keeps exactly the listed attachments').toEqual(
      listed.map((file) => objectKeys.categoryFile({ tenantId, categoryId, fileId: file.id })).sort(),
    );
    const refused = await startUpload(client, categoryId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(categoryTexts.tooManyAttachments);
  });
});

describe('deleting a category with its attachments', () => {
  it('removes far more attachment items than one transaction holds, and their files', async () => {
    const { client, categoryId, tenantId } = await adminWithCategory();
    expect(await upload(client, categoryId)).toBe(200);
    const ready = (await client.call(listCategoryAttachments, { params: { id: categoryId } })).body.attachments[0]!;
    const expiresAt = new Date(Date.now() + 3_600_000);
    await Promise.all(
      Array.from({ length: 120 }, () => {
        const fileId = randomUUID();
        const s3Key = objectKeys.pendingCategoryFile(tenantId, fileId);
        return putPendingCategoryFile(
          {
            tenantId,
            categoryId,
            fileId,
            name: 'x.pdf',
            size: 1,
            contentType: 'application/pdf',
            s3Key,
            state: 'pending',
            createdAt: new Date().toISOString(),
          },
          expiresAt,
        );
      }),
    );
    const deleted = await client.call(deleteCategory, { params: { id: categoryId } });
    expect(deleted.status).toBe(200);
    expect(await categoryFileItems(tenantId, categoryId)).toEqual([]);
    expect(await objectSize(objectKeys.categoryFile({ tenantId, categoryId, fileId: ready.id }))).toBeNull();
    expect((await client.call(deleteCategory, { params: { id: categoryId } })).status).toBe(404);
  });

  it('refuses to complete an upload started before its category was deleted, and keeps no copy of it', async () => {
    const { client, categoryId, tenantId } = await adminWithCategory();
    const started = await startUpload(client, categoryId);
    expect((await client.call(deleteCategory, { params: { id: categoryId } })).status).toBe(200);
    const completed = await client.call(completeCategoryAttachmentUpload, {
      params: { id: categoryId, fileId: started.body.fileId },
    });
    expect(completed.status).toBe(404);
    expect(await categoryFileItems(tenantId, categoryId)).toEqual([]);
    expect(await objectSize(objectKeys.categoryFile({ tenantId, categoryId, fileId: started.body.fileId }))).toBeNull();
  });
});

describe('default categories under parallel calls', () => {
  it('three parallel creations of one default make one category; the others answer 409', async () => {
    const { client } = await adminWithCategory();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => client.call(createDefaultCategory, { params: { kind: 'internal' } })),
    );
    expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([
      200, 409, 409,
    ]);
    const named = (await client.call(listCategories)).body.categories.filter((c) => c.name === 'Zgłoszenia wewnętrzne');
    expect(named).toHaveLength(1);
  });

  it('a deleted default category may be created again', async () => {
    const { client } = await adminWithCategory();
    const first = await client.call(createDefaultCategory, { params: { kind: 'external' } });
    expect((await client.call(deleteCategory, { params: { id: first.body.id } })).status).toBe(200);
    expect((await client.call(createDefaultCategory, { params: { kind: 'external' } })).status).toBe(200);
  });
});
