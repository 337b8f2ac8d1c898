import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  getLoginParams,
  listCategories,
  login,
  register,
  renameCategoryAttachment,
  startCategoryAttachmentUpload,
} from '@shared/contracts/index.js';
import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { authTexts } from '@shared/messages/auth.js';
import { validationTexts } from '@shared/messages/validation.js';
import { TestClient, uniqueEmail } from '../support/api-client.js';
import { logIn, registerOrganisation } from '../support/accounts.js';
import { emailsTo } from '../support/outbox.js';
import { testRuntime } from '../support/test-runtime.js';

/** Characters that hide something: NUL, an escape, bidi overrides and isolates, zero-width ones, a lone surrogate. */
const hidden = {
  nul: '\u0000',
  escape: '\u001b[31m',
  rightToLeftOverride: '\u202e',
  isolate: '\u2066',
  zeroWidthSpace: '\u200b',
  byteOrderMark: '\ufeff',
  loneSurrogate: '\ud800',
};

const category = (overrides: Partial<CategoryInput> = {}): CategoryInput => ({
  name: 'Kategoria testowa',
  visible: true,
  status: 2,
  files: true,
  anonymous: false,
  fields: [{ type: 1, required: true, label: 'Opis zdarzenia' }],
  ...overrides,
});

/** A message a person reads: Polish words, no pattern, no type or key names, no English. */
function expectPlainPolish(text: string | undefined) {
  expect(text).toBeTruthy();
  expect(text).not.toMatch(
    /[\\^$]|\/.*\/|must|expected|received|string|undefined|Invalid|kluczes|instanceof|oczekiwano|wzorc/,
  );
}

describe('e-mail addresses', () => {
  it.each(Object.entries(hidden))(
    'refuses an address with a hidden character (%s) with the spec text and sends nothing',
    async (_, character) => {
      const email = `anna${character}@example.test`;
      const answer = await new TestClient().call(register, { body: { email } });
      expect(answer.status).toBe(400);
      expect(answer.body.fields?.email).toBe(authTexts.registrationEmailInvalid);
      expect(await emailsTo(email.toLowerCase())).toEqual([]);
    },
  );
});

describe('the login e-mail (only an at sign)', () => {
  it('refuses an address without an at sign with the login’s own message, not the registration’s', async () => {
    for (const call of [getLoginParams, login] as const) {
      const body =
        call === login ? { email: 'anna.example.test', authKey: 'A'.repeat(43) } : { email: 'anna.example.test' };
      const answer = await new TestClient().call(call as typeof getLoginParams, { body: body });
      expect(answer.status).toBe(400);
      expect(answer.body.fields?.email).toBe(authTexts.emailInvalid);
    }
  });

  it('takes an address with an at sign that registration would refuse, and answers it as any unknown account', async () => {
    const answer = await new TestClient().call(getLoginParams, { body: { email: 'anna@firma' } });
    expect(answer.status).toBe(200);
  });
});

describe('names and labels', () => {
  let admin: TestClient;
  beforeAll(async () => {
    const { email, password } = await registerOrganisation();
    admin = (await logIn(email, password)).client;
  });
  const categoryCount = async () => (await admin.call(listCategories)).body.categories.length;

  it.each([
    ['only a zero-width space', '\u200b'],
    ['a default name with a zero-width space', 'Zgłoszenia wewnętrzne\u200b'],
    ['a right-to-left override', 'Kategoria \u202eanówbez'],
    ['a NUL', 'Kate\u0000goria'],
    ['a line break', 'Kategoria\ndruga'],
    ['a lone surrogate', 'Kategoria \ud800'],
  ])('refuses a category name with %s and creates nothing', async (_, name) => {
    const before = await categoryCount();
    const answer = await admin.call(createCategory, { body: category({ name }) });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.name).toBe(validationTexts.hiddenCharacters);
    expect(await categoryCount()).toBe(before);
  });

  it('refuses hidden characters in a field label and in select options', async () => {
    const label = await admin.call(createCategory, {
      body: category({ fields: [{ type: 1, required: true, label: '\u2067Opis\u2069' }] }),
    });
    expect(label.body.fields?.['fields.0.label']).toBe(validationTexts.hiddenCharacters);
    const options = await admin.call(createCategory, {
      body: category({ fields: [{ type: 4, required: true, label: 'Dział', options: 'IT,\u200b' }] }),
    });
    expect(options.body.fields?.['fields.0.options']).toBe(validationTexts.hiddenCharacters);
  });

  it("refuses select options containing '|' (it would split an option in two)", async () => {
    const answer = await admin.call(createCategory, {
      body: category({ fields: [{ type: 4, required: true, label: 'Dział', options: 'IT|Kadry, Zakupy' }] }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.['fields.0.options']).toBe(validationTexts.optionsHaveBar);
  });

  it('stores a name typed in decomposed form composed (NFC), trimmed', async () => {
    const decomposed = '  Zgłoszenia ła\u0328ki  '.normalize('NFD');
    const answer = await admin.call(createCategory, { body: category({ name: decomposed }) });
    expect(answer.status).toBe(200);
    const stored = (await admin.call(listCategories)).body.categories.find((c) => c.id === answer.body.id);
    expect(stored?.name).toBe('Zgłoszenia łąki'.normalize('NFC'));
  });

  it('refuses a hidden character in an attachment name', async () => {
    const created = await admin.call(createCategory, { body: category() });
    const answer = await admin.call(startCategoryAttachmentUpload, {
      params: { id: created.body.id },
      body: { name: 'faktura\u202efdp.exe', size: 10, contentType: 'application/pdf' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.name).toBe(validationTexts.hiddenCharacters);
  });
});

describe('every 400 a person can read is plain Polish', () => {
  it.each<[string, () => Promise<{ status: number; body: { message?: string; fields?: Record<string, string> } }>]>([
    [
      'an auth key that is not base64url',
      () => new TestClient().call(login, { body: { email: 'a@example.test', authKey: 'nie/base64' } }),
    ],
    [
      'an auth key of the wrong length',
      () => new TestClient().call(login, { body: { email: 'a@example.test', authKey: 'AAAA' } }),
    ],
    [
      'unknown fields',
      () => new TestClient().call(getLoginParams, { body: { email: 'a@example.test', extra: 1, more: 2 } as never }),
    ],
    ['a missing field', () => new TestClient().call(login, { body: { email: 'a@example.test' } as never })],
    ['a wrong type', () => new TestClient().call(login, { body: { email: 42, authKey: true } as never })],
    [
      'a path id that is not an id',
      () =>
        new TestClient().call(renameCategoryAttachment, {
          params: { id: 'x', fileId: 'y' },
          body: { name: 'Regulamin' },
        }),
    ],
  ])('%s', async (_, call) => {
    const answer = await call();
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expectPlainPolish(answer.body.message);
    for (const message of Object.values(answer.body.fields ?? {})) expectPlainPolish(message);
  });

  it('accepts a JSON media type in any letter case through the gateway', async () => {
    const response = await fetch(`${testRuntime.origin}${getLoginParams.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'Application/JSON; Charset=UTF-8' },
      body: JSON.stringify({ email: uniqueEmail() }),
    });
    expect(response.status).toBe(200);
  });
});
