import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  completeCategoryAttachmentUpload,
  createCategory,
  createDefaultCategory,
  deleteCategory,
  deleteCategoryAttachment,
  downloadPublicAttachment,
  downloadCategoryAttachment,
  getCategory,
  getSession,
  listCategories,
  listCategoryAttachments,
  listCategoryUsers,
  renameCategoryAttachment,
  setCategoryUsers,
  startCategoryAttachmentUpload,
  updateCategory,
} from '@shared/contracts/index.js';
import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { categoryTexts } from '@shared/messages/categories.js';
import { TestClient } from '../support/api-client.js';
import { colleagueOf, logIn, registerOrganisation } from '../support/accounts.js';

const allFieldTypes: CategoryInput = {
  name: 'Nadużycia finansowe',
  visible: true,
  status: 2,
  files: true,
  anonymous: false,
  fields: [
    { type: 1, required: true, label: 'Opis zdarzenia' },
    { type: 2, required: false, label: 'Miejsce' },
    { type: 3, required: true, label: 'Akceptuję <a href="https://example.org/regulamin">regulamin</a>' },
    { type: 4, required: true, label: 'Dział', options: 'Księgowość, Zakupy ,IT' },
  ],
};

async function adminClient(): Promise<{ client: TestClient; email: string }> {
  const { email, password } = await registerOrganisation();
  const { client } = await logIn(email, password);
  return { client, email };
}

describe('categories: building a form', () => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await adminClient()).client;
  });

  it('creates a category with all four field types; select options are typed with commas', async () => {
    const created = await admin.call(createCategory, { body: allFieldTypes });
    expect(created.status).toBe(200);
    const category = (await admin.call(getCategory, { params: { id: created.body.id } })).body;
    expect(category).toMatchObject({
      name: 'Nadużycia finansowe',
      visible: true,
      status: 2,
      files: true,
      anonymous: false,
      attachmentsCount: 0,
    });
    expect(category.fields.map((f) => [f.type, f.label, f.options, f.order])).toEqual([
      [1, 'Opis zdarzenia', [], 1],
      [2, 'Miejsce', [], 2],
      [3, 'Akceptuję <a href="https://example.org/regulamin">regulamin</a>', [], 3],
      [4, 'Dział', ['Księgowość', 'Zakupy', 'IT'], 4],
    ]);
    const list = await admin.call(listCategories);
    expect(list.body.isMainAdmin).toBe(true);
    expect(list.body.categories.map((c) => c.name)).toContain('Nadużycia finansowe');
  });

  it('counts 500 characters of a checkbox label as the reporter reads them: its link’s address and markup are stored beyond them', async () => {
    const label = `${'x'.repeat(490)} <a href="https://example.org/${'procedura/'.repeat(50)}">procedura</a>`;
    const created = await admin.call(createCategory, {
      body: { ...allFieldTypes, name: 'Długa etykieta z linkiem', fields: [{ type: 3, required: true, label }] },
    });
    expect(created.status).toBe(200);
    expect((await admin.call(getCategory, { params: { id: created.body.id } })).body.fields[0]?.label).toBe(label);
  });

  it.each([
    [{ name: '' }, 'name', 'Nazwa jest wymagana.'],
    [{ name: 'x'.repeat(51) }, 'name', 'Nazwa nie może mieć więcej niż 50 znaków'],
    [{ fields: [] }, 'fields', 'Dodaj co najmniej jeden element formularza.'],
    [
      { fields: [{ type: 1, required: true, label: 'x'.repeat(501) }] },
      'fields.0.label',
      'Etykieta nie może mieć więcej niż 500 znaków',
    ],
    [
      {
        fields: [
          { type: 3, required: true, label: `${'x'.repeat(492)} <a href="https://example.org/r">procedura</a>` },
        ],
      },
      'fields.0.label',
      'Etykieta nie może mieć więcej niż 500 znaków',
    ],
    [
      {
        fields: [
          {
            type: 3,
            required: true,
            label: `Akceptuję <a href="https://example.org/${'a'.repeat(2000)}">regulamin</a>`,
          },
        ],
      },
      'fields.0.label',
      'Adres linku może mieć najwyżej 2000 znaków.',
    ],
    [
      { fields: [{ type: 4, required: true, label: 'Lista', options: 'a,'.repeat(451) }] },
      'fields.0.options',
      'Opcje nie mogą mieć więcej niż 900 znaków',
    ],
    [{ fields: [{ type: 4, required: true, label: 'Lista', options: ' , ' }] }, 'fields.0.options', 'Pole wymagane'],
    [{ fields: [{ type: 7, required: true, label: 'Zły typ' }] }, 'fields.0.type', 'Pole wymagane'],
    [{ fields: [{ type: 1, required: true, label: 'Opis <img src=x>' }] }, 'fields.0.label', categoryTexts.labelMarkup],
    [
      {
        fields: [
          { type: 3, required: true, label: 'Akceptuję <a href="https://example.org/r">regulamin</a> <img src=x>' },
        ],
      },
      'fields.0.label',
      categoryTexts.checkboxLabelMarkup,
    ],
    [
      { fields: [{ type: 3, required: true, label: 'Akceptuję <a href="javascript:alert(1)">regulamin</a>' }] },
      'fields.0.label',
      categoryTexts.checkboxLabelMarkup,
    ],
  ])('refuses %j with the message for %s and stores nothing', async (change, field, message) => {
    const before = (await admin.call(listCategories)).body.categories.length;
    const answer = await admin.call(createCategory, { body: { ...allFieldTypes, ...change } as CategoryInput });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.[field]).toBe(message);
    expect((await admin.call(listCategories)).body.categories).toHaveLength(before);
  });

  it('keeps the ids of edited fields and gives new ones to new fields', async () => {
    const created = (await admin.call(createCategory, { body: allFieldTypes })).body;
    const first = created.fields[0]!;
    const edited = await admin.call(updateCategory, {
      params: { id: created.id },
      body: {
        ...allFieldTypes,
        name: 'Po zmianie',
        fields: [
          { id: first.id, type: 1, required: false, label: 'Nowa etykieta' },
          { type: 2, required: true, label: 'Dodane' },
        ],
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.fields[0]).toMatchObject({ id: first.id, label: 'Nowa etykieta', required: false });
    expect(edited.body.fields[1]?.id).not.toBe(first.id);
  });
});

describe('categories: the last category and the defaults', () => {
  it('refuses to delete the only category or change its visibility or status, but lets it be renamed', async () => {
    const { client } = await adminClient();
    const only = (await client.call(createCategory, { body: allFieldTypes })).body;
    const deleted = await client.call(deleteCategory, { params: { id: only.id } });
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe('Ostatniej kategorii nie można usunąć ani zmienić jej widoczności i statusu.');
    expect(
      (await client.call(updateCategory, { params: { id: only.id }, body: { ...allFieldTypes, visible: false } }))
        .status,
    ).toBe(409);
    expect(
      (await client.call(updateCategory, { params: { id: only.id }, body: { ...allFieldTypes, status: 1 } })).status,
    ).toBe(409);
    expect(
      (await client.call(updateCategory, { params: { id: only.id }, body: { ...allFieldTypes, name: 'Inna nazwa' } }))
        .status,
    ).toBe(200);
    const second = (await client.call(createCategory, { body: allFieldTypes })).body;
    expect(
      (await client.call(updateCategory, { params: { id: only.id }, body: { ...allFieldTypes, visible: false } }))
        .status,
    ).toBe(200);
    expect((await client.call(deleteCategory, { params: { id: second.id } })).status).toBe(200);
    expect((await client.call(listCategories)).body.categories.map((c) => c.id)).toEqual([only.id]);
  });

  it('creates each default category once, recognising the name case-insensitively', async () => {
    const { client } = await adminClient();
    const internal = await client.call(createDefaultCategory, { params: { kind: 'internal' } });
    expect(internal.status).toBe(200);
    expect(internal.body.name).toBe('Zgłoszenia wewnętrzne');
    expect(internal.body.fields.length).toBeGreaterThan(0);
    const again = await client.call(createDefaultCategory, { params: { kind: 'internal' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Kategoria „Zgłoszenia wewnętrzne” już istnieje.');
    await client.call(createCategory, { body: { ...allFieldTypes, name: 'ZGŁOSZENIA zewnętrzne' } });
    expect((await client.call(createDefaultCategory, { params: { kind: 'external' } })).status).toBe(409);
  });
});

describe('categories: who may change them', () => {
  it('lets every staff user read, and refuses every change to anyone but the main administrator', async () => {
    const { client, email } = await adminClient();
    const category = (await client.call(createCategory, { body: allFieldTypes })).body;
    for (const type of [1, 2, 3] as const) {
      const { client: other } = await colleagueOf(email, { type });
      expect((await other.call(listCategories)).body.isMainAdmin).toBe(false);
      expect((await other.call(getCategory, { params: { id: category.id } })).status).toBe(200);
      const refused = [
        await other.call(createCategory, { body: allFieldTypes }),
        await other.call(updateCategory, { params: { id: category.id }, body: allFieldTypes }),
        await other.call(deleteCategory, { params: { id: category.id } }),
        await other.call(createDefaultCategory, { params: { kind: 'external' } }),
        await other.call(setCategoryUsers, { params: { id: category.id }, body: { users: [] } }),
        await other.call(startCategoryAttachmentUpload, {
          params: { id: category.id },
          body: { name: 'a.pdf', size: 10, contentType: 'application/pdf' },
        }),
      ];
      expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403, 403]);
    }
    expect((await client.call(listCategories)).body.categories).toHaveLength(1);
  });

  it("hides another organisation's category behind a 404", async () => {
    const a = await adminClient();
    const b = await adminClient();
    const category = (await a.client.call(createCategory, { body: allFieldTypes })).body;
    expect((await b.client.call(getCategory, { params: { id: category.id } })).status).toBe(404);
    expect((await b.client.call(updateCategory, { params: { id: category.id }, body: allFieldTypes })).status).toBe(
      404,
    );
    expect((await b.client.call(deleteCategory, { params: { id: category.id } })).status).toBe(404);
  });
});

describe('categories: users', () => {
  it('assigns users, each may be allowed to answer, and refuses users of other organisations', async () => {
    const { client, email } = await adminClient();
    const category = (await client.call(createCategory, { body: allFieldTypes })).body;
    const { user } = await colleagueOf(email, { type: 2, name: 'Ewa Nowak' });
    expect(
      (
        await client.call(setCategoryUsers, {
          params: { id: category.id },
          body: { users: [{ userId: user.userId, canResponse: true }] },
        })
      ).status,
    ).toBe(200);
    const users = (await client.call(listCategoryUsers, { params: { id: category.id } })).body.users;
    expect(users.find((u) => u.userId === user.userId)).toMatchObject({ assigned: true, canResponse: true });
    expect((await client.call(listCategories)).body.categories[0]?.users).toEqual([
      { userId: user.userId, userName: 'Ewa Nowak', canResponse: true },
    ]);

    const stranger = await adminClient();
    const { user: foreign } = await colleagueOf(stranger.email, { type: 2 });
    const refused = await client.call(setCategoryUsers, {
      params: { id: category.id },
      body: { users: [{ userId: foreign.userId, canResponse: false }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Wskazany użytkownik nie należy do organizacji.');
  });
});

describe('categories: attachments', () => {
  let client: TestClient;
  let categoryId: string;
  let alias: string;
  beforeAll(async () => {
    client = (await adminClient()).client;
    categoryId = (await client.call(createCategory, { body: allFieldTypes })).body.id;
    alias = (await client.call(getSession)).body.customerAlias;
  });

  async function upload(name: string, bytes: Uint8Array<ArrayBuffer>, declaredSize = bytes.length) {
    const started = await client.call(startCategoryAttachmentUpload, {
      params: { id: categoryId },
      body: { name, size: declaredSize, contentType: 'application/octet-stream' },
    });
    if (started.status !== 200) return { started, completed: null };
    await fetch(started.body.uploadUrl, { method: 'PUT', headers: started.body.headers, body: bytes });
    const completed = await client.call(completeCategoryAttachmentUpload, {
      params: { id: categoryId, fileId: started.body.fileId },
    });
    return { started, completed };
  }
  const pdf = new TextEncoder().encode('%PDF-1.4\n% Ostoja test\n');

  it('uploads straight to storage, checks it, lists it and counts it', async () => {
    const { completed } = await upload('Procedura zgłoszeń.pdf', pdf);
    expect(completed?.status).toBe(200);
    expect(completed?.body).toMatchObject({ name: 'Procedura zgłoszeń.pdf', size: pdf.length });
    expect((await client.call(listCategoryAttachments, { params: { id: categoryId } })).body.attachments).toHaveLength(
      1,
    );
    expect((await client.call(getCategory, { params: { id: categoryId } })).body.attachmentsCount).toBe(1);
    const { url } = (
      await client.call(downloadCategoryAttachment, { params: { id: categoryId, fileId: completed!.body.id } })
    ).body;
    expect(new Uint8Array(await (await fetch(url)).arrayBuffer())).toEqual(pdf);
  });

  // Each completion that lost the race used to copy the upload over the winner's object; in
  // s3rver a copy unlinks its target first, and with the upload removed meanwhile by the winner
  // it left nothing there. Several rounds of a larger file, so that such an interleaving shows.
  it('answers parallel completions of one upload the same, counts the attachment once and keeps its bytes whole', async () => {
    const ownCategory = (await client.call(createCategory, { body: { ...allFieldTypes, name: 'Równoległe' } })).body.id;
    const large = new Uint8Array(2 * 1024 * 1024).fill(0x20);
    large.set(pdf);
    // Compared by digest: comparing 2 MB byte by byte takes the matcher seconds.
    const digest = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    for (let round = 1; round <= 10; round += 1) {
      const started = await client.call(startCategoryAttachmentUpload, {
        params: { id: ownCategory },
        body: { name: `Regulamin ${round}.pdf`, size: large.length, contentType: 'application/pdf' },
      });
      await fetch(started.body.uploadUrl, { method: 'PUT', headers: started.body.headers, body: large });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          client.call(completeCategoryAttachmentUpload, { params: { id: ownCategory, fileId: started.body.fileId } }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
      expect((await client.call(getCategory, { params: { id: ownCategory } })).body.attachmentsCount).toBe(round);
      const { url } = (
        await client.call(downloadCategoryAttachment, { params: { id: ownCategory, fileId: started.body.fileId } })
      ).body;
      const download = await fetch(url);
      expect(download.status).toBe(200);
      expect(digest(new Uint8Array(await download.arrayBuffer()))).toBe(digest(large));
    }
  });

  it('stores and serves the type its checked bytes have, never the one the client claimed, always as a download', async () => {
    const started = await client.call(startCategoryAttachmentUpload, {
      params: { id: categoryId },
      body: { name: 'Polityka.pdf', size: pdf.length, contentType: 'text/html' },
    });
    expect(started.body.headers['content-type']).toBe('application/pdf');
    await fetch(started.body.uploadUrl, { method: 'PUT', headers: started.body.headers, body: pdf });
    const completed = await client.call(completeCategoryAttachmentUpload, {
      params: { id: categoryId, fileId: started.body.fileId },
    });
    expect(completed.status).toBe(200);
    for (const answer of [
      await client.call(downloadCategoryAttachment, { params: { id: categoryId, fileId: started.body.fileId } }),
      await new TestClient().call(downloadPublicAttachment, {
        params: { alias, id: categoryId, fileId: started.body.fileId },
      }),
    ]) {
      const download = await fetch(answer.body.url);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''Polityka.pdf`);
    }
  });

  it('refuses a type that is not allowed before any upload', async () => {
    const { started } = await upload('program.exe', pdf);
    expect(started.status).toBe(415);
    expect(started.body.message).toMatch(/^Nieobsługiwany typ pliku\.\.\./);
  });

  it('refuses a file whose bytes do not match its type, and does not list it', async () => {
    const before = (await client.call(getCategory, { params: { id: categoryId } })).body.attachmentsCount;
    const { completed } = await upload('obraz.png', pdf);
    expect(completed?.status).toBe(415);
    expect(completed?.body.message).toBe('Zawartość pliku nie odpowiada jego typowi.');
    expect((await client.call(getCategory, { params: { id: categoryId } })).body.attachmentsCount).toBe(before);
  });

  it('refuses an upload whose size differs from the declared one', async () => {
    const { completed } = await upload('krotki.pdf', pdf, pdf.length + 5);
    expect(completed?.status).toBe(400);
  });

  it('refuses a file over 30 MB with the spec message', async () => {
    const started = await client.call(startCategoryAttachmentUpload, {
      params: { id: categoryId },
      body: { name: 'duzy.pdf', size: 30_000_001, contentType: 'application/pdf' },
    });
    expect(started.status).toBe(400);
    expect(started.body.fields?.size).toBe('Zbyt duży rozmiar pliku! Suma załączników nie może przekraczać 30MB');
  });

  it('renames keeping the extension, refuses 3 characters or fewer, and deletes', async () => {
    const { completed } = await upload('do-zmiany.pdf', pdf);
    const fileId = completed!.body.id;
    const short = await client.call(renameCategoryAttachment, {
      params: { id: categoryId, fileId },
      body: { name: 'abc' },
    });
    expect(short.status).toBe(400);
    expect(short.body.fields?.name).toBe('Nazwa musi mieć więcej niż 3 znaki.');
    const renamed = await client.call(renameCategoryAttachment, {
      params: { id: categoryId, fileId },
      body: { name: 'Regulamin' },
    });
    expect(renamed.body.name).toBe('Regulamin.pdf');
    const count = (await client.call(getCategory, { params: { id: categoryId } })).body.attachmentsCount;
    expect((await client.call(deleteCategoryAttachment, { params: { id: categoryId, fileId } })).status).toBe(200);
    expect((await client.call(getCategory, { params: { id: categoryId } })).body.attachmentsCount).toBe(count - 1);
    expect((await client.call(deleteCategoryAttachment, { params: { id: categoryId, fileId } })).status).toBe(404);
  });
});
