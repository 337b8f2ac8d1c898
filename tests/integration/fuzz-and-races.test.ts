import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZNoBody } from '@shared/contracts/contract.js';
import {
  buildPath,
  contracts,
  createCategory,
  deleteCategory,
  downloadPublicAttachment,
  getPublicCategory,
  isStateChanging,
  listCategories,
  startSubmission,
  type Contract,
} from '@shared/contracts/index.js';
import type { CategoryInput } from '@shared/contracts/categories/schemas.js';
import { categoryStatus } from '@shared/domain/category.js';
import { staffSession } from '@shared/domain/session.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { tableItem } from '../../functions/data/item.js';
import { keys } from '../../functions/data/keys.js';
import { createStaffSession } from '../../functions/data/sessions.js';
import { getCounters, type Tenant } from '../../functions/data/tenants.js';
import { TestClient } from '../support/api-client.js';
import { givenStaffSession } from '../support/fixtures.js';
import { givenCategory, givenReport } from '../support/report-fixtures.js';
import { getReportRecord } from '../../functions/data/reports.js';
import { testRuntime } from '../support/test-runtime.js';

const origin = () => testRuntime.origin;
const totals = { inputs: 0, '2xx': 0, '4xx': 0, '5xx': 0 };
const fiveHundreds: string[] = [];

/** Strings a careless parser trips on: NUL, controls, bidi, zero-width, lone surrogates, huge, path tricks. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '\u001b[2J',
    '\u202e',
    '\u2066x\u2069',
    '\u200b',
    '\ufeff',
    '\ud800',
    '\udfff',
    '%E0%A4%A',
    '../../etc/passwd',
    "' OR 1=1 --",
    '__proto__',
    'constructor',
    'ą'.repeat(5000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const mediaType = fc.constantFrom(
  'application/json',
  'Application/JSON; Charset=UTF-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
  'application/json; charset=iso-8859-2',
);
const rawBody = (maxBodyBytes: number) =>
  fc.oneof(
    fc.json().map((text) => text),
    fc
      .dictionary(fc.string({ maxLength: 10 }), fc.oneof(hostileString, fc.integer(), fc.boolean(), fc.constant(null)))
      .map((value) => JSON.stringify(value)),
    fc.constantFrom('{"name":', '[', 'null', '"', '{"__proto__":{"isMainAdmin":true}}', '\u0000'),
    fc.constant('x'.repeat(maxBodyBytes + 10)),
  );

let staff: Awaited<ReturnType<typeof givenStaffSession>>;
let foreign: { tenant: Tenant; categoryId: string };

async function send(
  contract: Contract,
  init: { params: Record<string, string>; query?: string; body?: string; type?: string; asStaff: boolean },
) {
  const headers: Record<string, string> = {};
  if (init.type) headers['content-type'] = init.type;
  if (init.asStaff) {
    headers.cookie = `${staffSession.cookieName}=${staff.sessionId}`;
    if (isStateChanging(contract.method)) headers[staffSession.csrfHeader] = staff.csrfToken;
  }
  let path: string;
  try {
    path = buildPath(contract.path, init.params);
  } catch {
    return 0;
  }
  const response = await fetch(`${origin()}${path}${init.query ? `?${init.query}` : ''}`, {
    method: contract.method,
    headers,
    body: contract.method === 'GET' ? undefined : init.body,
  });
  await response.arrayBuffer();
  totals.inputs += 1;
  const kind = response.status >= 500 ? '5xx' : response.status >= 400 ? '4xx' : '2xx';
  totals[kind] += 1;
  if (kind === '5xx') fiveHundreds.push(`${contract.name} ${response.status} ${path}`);
  return response.status;
}

beforeAll(async () => {
  staff = await givenStaffSession();
  const other = await givenStaffSession();
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.alias(other.tenant.alias), 'alias', { tenantId: other.tenant.tenantId }),
    }),
  );
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.alias(staff.tenant.alias), 'alias', { tenantId: staff.tenant.tenantId }),
    }),
  );
  foreign = { tenant: other.tenant, categoryId: (await givenCategory(other.tenant.tenantId)).categoryId };
});

afterAll(() => {
  console.info(
    `fuzz and races: ${totals.inputs} inputs, ${totals['2xx']} × 2xx, ${totals['4xx']} × 4xx, ${totals['5xx']} × 5xx`,
  );
});

describe('fuzz: every endpoint, hostile input, never a 5xx', () => {
  it.each(contracts.map((contract) => [contract.name, contract as Contract] as const))('%s', async (_, contract) => {
    // A session of its own: a fuzzed logout or password change ends only this one.
    Object.assign(staff, await createStaffSession(staff.tenant.tenantId, staff.user.userId));
    const paramNames = Object.keys((contract.params as unknown as { shape?: Record<string, unknown> }).shape ?? {});
    const paramValue = fc.oneof(
      fc.uuid(),
      fc.constantFrom(foreign.categoryId, foreign.tenant.alias, staff.tenant.alias, 'internal'),
      hostileString.map((text) => encodeURIComponent(text).slice(0, 200) || 'x'),
    );
    const query = fc.oneof(
      fc.constant(''),
      fc.constantFrom(
        'cursor=AAAA',
        `cursor=${Buffer.from('{"PK":"T#x","SK":5}').toString('base64url')}`,
        'perPage=-1',
        'perPage=1e9',
        'state=%00',
        'cursor=' + 'A'.repeat(600),
      ),
      hostileString.map((text) => `cursor=${encodeURIComponent(text)}&state=${encodeURIComponent(text)}`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          params: fc.tuple(...paramNames.map(() => paramValue)),
          query,
          body: rawBody(contract.maxBodyBytes ?? 64 * 1024),
          type: mediaType,
          asStaff: fc.boolean(),
        }),
        async (input) => {
          const params = Object.fromEntries(paramNames.map((name, i) => [name, input.params[i]!]));
          const status = await send(contract, {
            params,
            query: input.query,
            body: input.body,
            type: input.type,
            asStaff: input.asStaff,
          });
          expect(status, `${contract.name} ${JSON.stringify(input).slice(0, 300)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 12, seed: 16 },
    );
  });
});

describe("tenants: another organisation's ids answer 404", () => {
  it.each(
    contracts
      .filter((c) => c.auth.kind === 'staff' && ['GET', 'DELETE'].includes(c.method) && c.path.includes('{id}'))
      .map((c) => [c.name, c as Contract] as const),
  )('%s with their category id', async (_, contract) => {
    Object.assign(staff, await createStaffSession(staff.tenant.tenantId, staff.user.userId));
    const params = { id: foreign.categoryId, fileId: randomUUID() };
    expect(await send(contract, { params, asStaff: true })).toBe(404);
  });

  // Calls with a body are checked for their body first (400): tenant-matrix.test.ts gives each a valid one.
  it.each(
    contracts
      .filter((c) => c.auth.kind === 'staff' && c.path.includes('{reportId}') && c.body === ZNoBody)
      .map((c) => [c.name, c as Contract] as const),
  )('%s with their report id, and their report stays as it was', async (_, contract) => {
    Object.assign(staff, await createStaffSession(staff.tenant.tenantId, staff.user.userId));
    const { reporterPassword: _password, ...theirs } = await givenReport(await givenCategory(foreign.tenant.tenantId));
    const params = {
      reportId: theirs.reportId,
      fileId: randomUUID(),
      messageId: randomUUID(),
      noteId: randomUUID(),
      forwardId: randomUUID(),
      userId: randomUUID(),
      markId: randomUUID(),
    };
    // Readmitting names the version of the report's access it was made on (a valid query, so the lookup is reached).
    const query = contract.name === 'readmit-to-report' ? 'handlersVersion=0' : undefined;
    expect(await send(contract, { params, query, asStaff: true })).toBe(404);
    expect(await getReportRecord(foreign.tenant.tenantId, theirs.reportId)).toMatchObject(theirs);
  });

  it("the public form refuses another organisation's category through this alias, and this organisation's hidden or inactive ones", async () => {
    const hidden = await givenCategory(staff.tenant.tenantId, { visible: false });
    const inactive = await givenCategory(staff.tenant.tenantId, { status: categoryStatus.inactive });
    const visitor = new TestClient();
    for (const id of [foreign.categoryId, hidden.categoryId, inactive.categoryId]) {
      expect((await visitor.call(getPublicCategory, { params: { alias: staff.tenant.alias, id } })).status).toBe(404);
      expect(
        (
          await visitor.call(downloadPublicAttachment, {
            params: { alias: staff.tenant.alias, id, fileId: randomUUID() },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await visitor.call(startSubmission, {
            params: { alias: staff.tenant.alias },
            body: { categoryId: id, files: [] },
          })
        ).status,
      ).toBe(404);
    }
  });
});

describe('races: parallel duplicates keep exact counts', () => {
  const input: CategoryInput = {
    name: 'Wyścig',
    visible: true,
    status: 2,
    files: true,
    anonymous: false,
    fields: [{ type: 1, required: true, label: 'Opis' }],
  };
  beforeAll(async () => {
    Object.assign(staff, await createStaffSession(staff.tenant.tenantId, staff.user.userId));
  });
  const client = () => {
    const c = new TestClient();
    c.cookies.set(staffSession.cookieName, staff.sessionId);
    c.csrfToken = staff.csrfToken;
    return c;
  };
  const categoryItems = async () =>
    (
      await dynamo.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
          ExpressionAttributeValues: { ':pk': keys.tenant(staff.tenant.tenantId).PK, ':sk': 'CAT#' },
        }),
      )
    ).Items ?? [];

  it('ten parallel creations make ten categories, counted exactly; five parallel deletes of one delete it once', async () => {
    const before = (await categoryItems()).length;
    const created = await Promise.all(Array.from({ length: 10 }, () => client().call(createCategory, { body: input })));
    expect(created.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await categoryItems()).length).toBe(before + 10);
    expect((await getCounters(staff.tenant.tenantId)).categories).toBe((await categoryItems()).length);

    const deleted = await Promise.all(
      Array.from({ length: 5 }, () => client().call(deleteCategory, { params: { id: created[0]!.body.id } })),
    );
    expect(deleted.map((answer) => answer.status).sort()).toEqual([200, 404, 404, 404, 404]);
    expect((await getCounters(staff.tenant.tenantId)).categories).toBe((await categoryItems()).length);
    expect((await client().call(listCategories)).body.categories).toHaveLength((await categoryItems()).length);
  });

  afterAll(() => {
    expect(fiveHundreds).toEqual([]);
  });
});
