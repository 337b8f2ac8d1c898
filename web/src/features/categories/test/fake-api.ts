import { http, HttpResponse } from 'msw';
import { completeCategoryAttachmentUpload } from '@shared/contracts/categories/complete-category-attachment-upload.js';
import { createCategory } from '@shared/contracts/categories/create-category.js';
import { createDefaultCategory } from '@shared/contracts/categories/create-default-category.js';
import { deleteCategoryAttachment } from '@shared/contracts/categories/delete-category-attachment.js';
import { deleteCategory } from '@shared/contracts/categories/delete-category.js';
import { downloadCategoryAttachment } from '@shared/contracts/categories/download-category-attachment.js';
import { getCategory } from '@shared/contracts/categories/get-category.js';
import { listCategories } from '@shared/contracts/categories/list-categories.js';
import { listCategoryAttachments } from '@shared/contracts/categories/list-category-attachments.js';
import { listCategoryUsers } from '@shared/contracts/categories/list-category-users.js';
import { renameCategoryAttachment } from '@shared/contracts/categories/rename-category-attachment.js';
import { setCategoryUsers } from '@shared/contracts/categories/set-category-users.js';
import { startCategoryAttachmentUpload } from '@shared/contracts/categories/start-category-attachment-upload.js';
import { updateCategory } from '@shared/contracts/categories/update-category.js';
import {
  typedOptions,
  type Category,
  type CategoryInput,
  type CategorySummary,
} from '@shared/contracts/categories/schemas.js';
import { decodeSelectLabel, encodeSelectLabel, fieldType } from '@shared/domain/category.js';
import {
  defaultCategoryFields,
  defaultCategoryNames,
  isDefaultCategoryName,
} from '@shared/domain/default-categories.js';
import { extensionOf } from '@shared/domain/files.js';
import { categoryTexts } from '@shared/messages/categories.js';
import { contractHandler, errorResponse, server } from '@/test/msw.js';

/**
 * An in-memory categories API for component tests, built from the contracts (`contractHandler`
 * checks every request and answer against them). It records what the screen sent.
 */

export const STORAGE = 'https://files.test';

export interface StaffUserFixture {
  userId: string;
  name: string;
  email: string;
  type: number;
}

interface Assignment {
  userId: string;
  canResponse: boolean;
}

interface AttachmentRecord {
  id: string;
  name: string;
  size: number;
}

export interface FakeCategoriesOptions {
  categories?: Category[];
  isMainAdmin?: boolean;
  staff?: StaffUserFixture[];
  assignments?: Record<string, Assignment[]>;
  attachments?: Record<string, AttachmentRecord[]>;
}

export interface SentRequest {
  name: string;
  params: unknown;
  body: unknown;
}

let sequence = 0;
/** Deterministic v4-shaped ids: 00000000-0000-4000-8000-00000000000n. */
export const uuid = (n = ++sequence + 100): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const staffFixture: StaffUserFixture[] = [
  { userId: 'user-1', name: 'Anna Kowalska', email: 'anna@example.com', type: 1 },
  { userId: 'user-2', name: 'Jan Nowak', email: 'jan@example.com', type: 2 },
  { userId: 'user-3', name: 'Ewa Zielińska', email: 'ewa@example.com', type: 3 },
];

export function categoryFixture(overrides: Partial<Category> = {}): Category {
  return {
    id: uuid(1),
    name: 'Naruszenia BHP',
    visible: true,
    status: 2,
    files: true,
    anonymous: false,
    attachmentsCount: 0,
    users: [],
    fields: [
      { id: uuid(11), type: 2, required: true, label: 'Miejsce zdarzenia', options: [], order: 0 },
      { id: uuid(12), type: 4, required: false, label: 'Dział', options: ['Produkcja', 'Biuro'], order: 1 },
    ],
    ...overrides,
  };
}

function fieldsFrom(input: CategoryInput, previous: Category['fields'] = []): Category['fields'] {
  return input.fields.map((field, order) => ({
    id: field.id && previous.some((p) => p.id === field.id) ? field.id : uuid(),
    type: field.type,
    required: field.required,
    label: field.label,
    options:
      field.type === fieldType.select
        ? (field.options ?? '')
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean)
        : [],
    order,
    ...(field.translations ? { translations: storedTranslations(field.translations) } : {}),
  }));
}

/** A field's translations as the server answers them: a select's options as a list. */
const storedTranslations = (translations: NonNullable<CategoryInput['fields'][number]['translations']>) =>
  Object.fromEntries(
    Object.entries(translations).map(([language, given]) => [
      language,
      {
        ...(given.label ? { label: given.label } : {}),
        ...(given.options ? { options: typedOptions(given.options) } : {}),
      },
    ]),
  );

export function fakeCategoriesApi(options: FakeCategoriesOptions = {}) {
  const categories: Category[] = structuredClone(options.categories ?? [categoryFixture()]);
  const staff = options.staff ?? staffFixture;
  const assignments = new Map<string, Assignment[]>(Object.entries(options.assignments ?? {}));
  const attachments = new Map<string, AttachmentRecord[]>(Object.entries(structuredClone(options.attachments ?? {})));
  const uploads = new Map<string, { categoryId: string; name: string; size: number; received: number | null }>();
  const sent: SentRequest[] = [];
  const isMainAdmin = options.isMainAdmin ?? true;

  const summary = (category: Category): CategorySummary => {
    const { fields: _fields, ...rest } = category;
    return {
      ...rest,
      attachmentsCount: attachments.get(category.id)?.length ?? 0,
      users: (assignments.get(category.id) ?? []).map((a) => ({
        userId: a.userId,
        userName: staff.find((s) => s.userId === a.userId)?.name ?? '',
        canResponse: a.canResponse,
      })),
    };
  };
  const full = (category: Category): Category => ({ ...category, ...summary(category) });
  const find = (id: string) => categories.find((c) => c.id === id);
  const record = (name: string, params: unknown, body: unknown) => sent.push({ name, params, body });

  server.use(
    contractHandler(listCategories, () => ({ categories: categories.map(summary), isMainAdmin })),
    contractHandler(getCategory, ({ params }) => {
      const category = find(params.id);
      return category ? full(category) : errorResponse('NOT_FOUND');
    }),
    contractHandler(createCategory, ({ body }) => {
      record('create-category', undefined, body);
      const created: Category = { id: uuid(), attachmentsCount: 0, users: [], ...body, fields: fieldsFrom(body) };
      categories.push(created);
      return full(created);
    }),
    contractHandler(updateCategory, ({ params, body }) => {
      record('update-category', params, body);
      const index = categories.findIndex((c) => c.id === params.id);
      const previous = categories[index];
      if (!previous) return errorResponse('NOT_FOUND');
      const updated: Category = { ...previous, ...body, fields: fieldsFrom(body, previous.fields) };
      categories[index] = updated;
      return full(updated);
    }),
    contractHandler(deleteCategory, ({ params }) => {
      record('delete-category', params, undefined);
      if (categories.length === 1) return errorResponse('CONFLICT', { message: categoryTexts.lastCategoryLocked });
      categories.splice(
        categories.findIndex((c) => c.id === params.id),
        1,
      );
      return { ok: true as const };
    }),
    contractHandler(createDefaultCategory, ({ params }) => {
      record('create-default-category', params, undefined);
      const name = defaultCategoryNames[params.kind];
      if (categories.some((c) => isDefaultCategoryName(c.name, params.kind))) {
        return errorResponse('CONFLICT', { message: categoryTexts.defaultExists(name) });
      }
      const created: Category = {
        id: uuid(),
        name,
        visible: true,
        status: 2,
        files: true,
        anonymous: true,
        attachmentsCount: 0,
        users: [],
        fields: defaultCategoryFields[params.kind].map((field, order) => ({
          id: uuid(),
          type: field.type,
          required: field.required,
          label: field.label,
          options: decodeSelectLabel(encodeSelectLabel(field.label, field.options ?? '')).options,
          order,
        })),
      };
      categories.push(created);
      return full(created);
    }),
    contractHandler(listCategoryUsers, ({ params }) => {
      const assigned = assignments.get(params.id) ?? [];
      return {
        users: staff.map((user) => {
          const a = assigned.find((x) => x.userId === user.userId);
          return { ...user, assigned: !!a, canResponse: a?.canResponse ?? false };
        }),
      };
    }),
    contractHandler(setCategoryUsers, ({ params, body }) => {
      record('set-category-users', params, body);
      assignments.set(params.id, body.users);
      return { ok: true as const };
    }),
    contractHandler(listCategoryAttachments, ({ params }) => ({ attachments: attachments.get(params.id) ?? [] })),
    contractHandler(startCategoryAttachmentUpload, ({ params, body }) => {
      record('start-category-attachment-upload', params, body);
      const fileId = uuid();
      uploads.set(fileId, { categoryId: params.id, name: body.name, size: body.size, received: null });
      return { fileId, uploadUrl: `${STORAGE}/upload/${fileId}`, headers: { 'content-type': body.contentType } };
    }),
    http.put(`${STORAGE}/upload/:fileId`, async ({ params, request }) => {
      const upload = uploads.get(String(params.fileId));
      if (!upload) return new HttpResponse(null, { status: 403 });
      // jsdom's XMLHttpRequest does not pass a File body through msw intact, so only the fact of the
      // PUT counts here; the browser e2e test checks the stored bytes.
      await request.arrayBuffer();
      upload.received = upload.size;
      record('storage-put', params, { contentType: request.headers.get('content-type') });
      return new HttpResponse(null, { status: 200 });
    }),
    contractHandler(completeCategoryAttachmentUpload, ({ params }) => {
      record('complete-category-attachment-upload', params, undefined);
      const upload = uploads.get(params.fileId);
      if (!upload || upload.received !== upload.size) return errorResponse('BAD_REQUEST');
      const attachment = { id: params.fileId, name: upload.name, size: upload.size };
      attachments.set(params.id, [...(attachments.get(params.id) ?? []), attachment]);
      return attachment;
    }),
    contractHandler(renameCategoryAttachment, ({ params, body }) => {
      record('rename-category-attachment', params, body);
      const list = attachments.get(params.id) ?? [];
      const attachment = list.find((a) => a.id === params.fileId);
      if (!attachment) return errorResponse('NOT_FOUND');
      attachment.name = `${body.name}.${extensionOf(attachment.name)}`;
      return attachment;
    }),
    contractHandler(deleteCategoryAttachment, ({ params }) => {
      record('delete-category-attachment', params, undefined);
      attachments.set(
        params.id,
        (attachments.get(params.id) ?? []).filter((a) => a.id !== params.fileId),
      );
      return { ok: true as const };
    }),
    contractHandler(downloadCategoryAttachment, ({ params }) => ({ url: `${STORAGE}/download/${params.fileId}` })),
  );

  return {
    categories,
    sent,
    /** What the screen sent to one endpoint, in order. */
    sentTo: (name: string) => sent.filter((request) => request.name === name),
  };
}
