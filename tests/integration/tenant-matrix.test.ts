/**
 * Another organisation's data is unreachable, also through calls that carry a body: every staff
 * call with an id in its path gets a valid body here, so the request passes validation and
 * reaches the lookup, which must answer 404 and leave the other organisation as it was. A body
 * that names another organisation's item (a category to move into, a user to assign) is refused
 * the same way. A new staff contract with a body and an id in its path fails until it has a
 * sample body below.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZNoBody, type Contract } from '@shared/contracts/contract.js';
import {
  contracts,
  getDashboard,
  listRegister,
  listReports,
  listReportsWithNewMessages,
  moveReport,
  setCategoryUsers,
} from '@shared/contracts/index.js';
import { ALL_CATEGORIES } from '@shared/contracts/reports/list-register.js';
import { reportState } from '@shared/domain/report.js';
import { staffSession } from '@shared/domain/session.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { excludeWrites } from '../../functions/data/report-exclusions.js';
import { createStaffSession } from '../../functions/data/sessions.js';
import { transact } from '../../functions/data/transact.js';
import { TestClient } from '../support/api-client.js';
import { givenStaffSession, givenStaffUser } from '../support/fixtures.js';
import { givenCategory, givenReport } from '../support/report-fixtures.js';

/** A well-formed ciphertext the server cannot (and need not) read. */
const envelope = { v: 1 as const, alg: 'A256GCM' as const, iv: 'AAAAAAAAAAAAAAAA', ct: 'A'.repeat(24) };

interface Ids {
  /** A category of the organisation whose ids the path carries. */
  categoryId: string;
  /** A category of the caller's own organisation (for bodies naming a target). */
  ownCategoryId: string;
  /** A staff user of the organisation whose ids the path carries. */
  userId: string;
}

/** A valid body for each staff call with a body and an id in its path. */
const sampleBodies: Record<string, (ids: Ids) => unknown> = {
  'update-category': () => ({
    name: 'Kadry i płace',
    visible: true,
    status: 2,
    files: true,
    anonymous: false,
    fields: [{ type: 1, required: true, label: 'Opis' }],
  }),
  'set-category-users': () => ({ users: [] }),
  'start-category-attachment-upload': () => ({ name: 'regulamin.pdf', size: 10, contentType: 'application/pdf' }),
  'rename-category-attachment': () => ({ name: 'Regulamin 2026' }),
  'move-report': ({ ownCategoryId }) => ({ categoryId: ownCategoryId }),
  'send-reply': () => ({ messageId: randomUUID(), body: envelope, feedback: true }),
  'set-report-label': () => ({ label: envelope, labelVersion: 0 }),
  'set-report-handlers': () => ({ handlerIds: [], handlersVersion: 0 }),
  'set-report-redactions': () => ({ redactions: envelope, redactionsVersion: 0 }),
  'set-report-register': () => ({ register: envelope, registerVersion: 0 }),
  // The procedure's versions and one's passkeys belong to the caller's own organisation (and user)
  // by the session: a version number or a passkey id names nothing of another one.
  'update-procedure-draft': () => ({
    edits: {},
    details: { receivingUnit: '', phoneHours: '', meetingPlace: '' },
    revision: 0,
  }),
  'start-procedure-consultation': () => ({ sentOn: '2026-11-02', endsOn: '2026-11-09' }),
  'record-procedure-comments': () => ({ comments: 'Bez uwag.' }),
  'publish-procedure': () => ({ publishedOn: '2026-11-10' }),
  'rename-passkey': () => ({ name: 'Laptop' }),
  'remove-passkey': () => ({ currentAuthKey: 'A'.repeat(43) }),
  'store-passkey-prf': () => ({
    currentAuthKey: 'A'.repeat(43),
    wrappedPrivateKey: { v: 1, alg: 'A256GCMKW', iv: 'AAAAAAAAAAAAAAAA', ct: 'A'.repeat(24) },
  }),
  'mark-irrelevant-data': () => ({
    markId: randomUUID(),
    target: { kind: 'field', fieldId: 'f1', start: 0, end: 4 },
    replacement: envelope,
    minimisationVersion: 0,
  }),
  'write-report-protocol': () => ({ text: envelope, version: 0 }),
  'exclude-from-report': ({ userId }) => ({ userIds: [userId], reason: 'Konflikt interesów', handlersVersion: 0 }),
  'start-reply-file-upload': () => ({ size: 100 }),
  'complete-reply-file-upload': () => ({ name: envelope }),
  'add-report-note': () => ({ noteId: randomUUID(), kind: 'note', text: envelope, showInRegister: false }),
  'update-report-note': () => ({ kind: 'note', text: envelope, showInRegister: true }),
  'start-private-file-upload': () => ({ size: 100 }),
  'complete-private-file-upload': () => ({ name: envelope }),
  'set-report-legal-hold': () => ({ reason: 'court' }),
  'set-report-follow-up-end': () => ({ on: null }),
  'grant-access': () => ({
    wrappedOrgKey: {
      v: 1,
      alg: 'ECDH-ES+A256GCM',
      kid: 'A'.repeat(22),
      epk: `B${'A'.repeat(86)}`,
      iv: 'A'.repeat(16),
      ct: 'A'.repeat(64),
    },
  }),
  'update-user': () => ({
    name: 'Jan Testowy',
    email: `matrix-${randomUUID()}@example.test`,
    phone: '',
    type: 2,
    status: 1,
    canArchivize: false,
    canReports: false,
    canExternalSend: false,
    smsAuthorization: false,
  }),
  'start-forward': () => ({
    name: 'Prokuratura Rejonowa',
    emailTo: 'biuro@prokuratura.example',
    emailCc: '',
    body: 'Przekazujemy zgłoszenie.',
    withFiles: false,
    size: 100,
  }),
};

const callsWithBodyAndId = contracts.filter(
  (c) => c.auth.kind === 'staff' && c.body !== ZNoBody && c.path.includes('{'),
) as readonly Contract[];

let me: Awaited<ReturnType<typeof givenStaffSession>>;
let them: Awaited<ReturnType<typeof givenStaffSession>>;
let own: { categoryId: string; reportId: string; userId: string };
let theirs: { categoryId: string; reportId: string; userId: string };

async function client(): Promise<TestClient> {
  const { sessionId, csrfToken } = await createStaffSession(me.tenant.tenantId, me.user.userId);
  const c = new TestClient();
  c.cookies.set(staffSession.cookieName, sessionId);
  c.csrfToken = csrfToken;
  return c;
}

/** Everything of an organisation: its partition, its log and the partition of one of its reports. */
async function everythingOf(tenantId: string, reportId: string): Promise<string> {
  const read = async (PK: string) =>
    (
      await dynamo.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': PK },
        }),
      )
    ).Items ?? [];
  return JSON.stringify([
    ...(await read(keys.tenant(tenantId).PK)),
    ...(await read(keys.logOf(tenantId).PK)),
    ...(await read(keys.reportItemsOf(tenantId, reportId).PK)),
  ]);
}

/** Path parameters: the given organisation's category and report, fresh ids for the rest. */
const paramsFor = (contract: Contract, target: { categoryId: string; reportId: string; userId: string }) => {
  const shape = (contract.params as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  const named: Record<string, string> = {
    id: target.categoryId,
    reportId: target.reportId,
    userId: target.userId,
    kind: 'voice',
    version: '1',
    passkeyId: 'P'.repeat(43),
  };
  return Object.fromEntries(Object.keys(shape).map((name) => [name, named[name] ?? randomUUID()]));
};

beforeAll(async () => {
  me = await givenStaffSession();
  them = await givenStaffSession();
  const ownCategory = await givenCategory(me.tenant.tenantId, {
    users: [{ userId: me.user.userId, canResponse: true }],
  });
  const theirCategory = await givenCategory(them.tenant.tenantId, {
    users: [{ userId: them.user.userId, canResponse: true }],
  });
  // A colleague in each organisation: the calls about a user name one of them.
  const ownColleague = await givenStaffUser(me.tenant, { type: 2, isMainAdmin: false });
  const theirColleague = await givenStaffUser(them.tenant, { type: 2, isMainAdmin: false });
  own = {
    categoryId: ownCategory.categoryId,
    reportId: (await givenReport(ownCategory)).reportId,
    userId: ownColleague.userId,
  };
  theirs = {
    categoryId: theirCategory.categoryId,
    reportId: (await givenReport(theirCategory)).reportId,
    userId: theirColleague.userId,
  };
});

describe("tenants: calls with a body never reach another organisation's data", () => {
  it('has a sample body for every staff call with a body and an id in its path', () => {
    const names = callsWithBodyAndId.map((c) => c.name).sort();
    expect(
      names.filter((name) => !(name in sampleBodies)),
      'calls without a sample body',
    ).toEqual([]);
    expect(
      Object.keys(sampleBodies).filter((name) => !names.includes(name)),
      'samples without a call',
    ).toEqual([]);
  });

  it.each(callsWithBodyAndId.filter((c) => c.name in sampleBodies).map((c) => [c.name, c] as const))(
    '%s: the sample passes validation with our own ids, and with theirs answers 404 and changes nothing of theirs',
    async (name, contract) => {
      const body = sampleBodies[name]!({
        categoryId: own.categoryId,
        ownCategoryId: own.categoryId,
        userId: own.userId,
      });
      const ours = await (await client()).call(contract, { params: paramsFor(contract, own), body: body as never });
      expect(ours.status, JSON.stringify(ours.body)).not.toBe(400);
      expect(ours.status).toBeLessThan(500);

      const before = await everythingOf(them.tenant.tenantId, theirs.reportId);
      const answer = await (
        await client()
      ).call(contract, {
        params: paramsFor(contract, theirs),
        body: sampleBodies[name]!({
          categoryId: theirs.categoryId,
          ownCategoryId: own.categoryId,
          userId: theirs.userId,
        }) as never,
      });
      expect(answer.status).toBe(404);
      expect(await everythingOf(them.tenant.tenantId, theirs.reportId)).toBe(before);
    },
  );

  it('moving our report into their category answers 404 and leaves both organisations as they were', async () => {
    const [ours, theirsBefore] = [
      await everythingOf(me.tenant.tenantId, own.reportId),
      await everythingOf(them.tenant.tenantId, theirs.reportId),
    ];
    const answer = await (
      await client()
    ).call(moveReport, { params: { reportId: own.reportId }, body: { categoryId: theirs.categoryId } });
    expect(answer.status).toBe(404);
    expect(await everythingOf(me.tenant.tenantId, own.reportId)).toBe(ours);
    expect(await everythingOf(them.tenant.tenantId, theirs.reportId)).toBe(theirsBefore);
  });

  it('assigning their user to our category is refused and changes nothing', async () => {
    const before = await everythingOf(me.tenant.tenantId, own.reportId);
    const answer = await (
      await client()
    ).call(setCategoryUsers, {
      params: { id: own.categoryId },
      body: { users: [{ userId: them.user.userId, canResponse: true }] },
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await everythingOf(me.tenant.tenantId, own.reportId)).toBe(before);
  });
});

/**
 * An excluded staff member ('Wyłącz z dostępu', issue #34): an administrator of the organisation,
 * who sees every category, is excluded from one report. Every staff call naming that report answers
 * exactly as for a report that does not exist (404, the same body) and changes nothing; every list
 * and count leaves it out, with exact totals (an administrator not excluded is the measure).
 */
describe('an excluded staff member finds no trace of the report', () => {
  let hidden: { categoryId: string; reportId: string; userId: string };
  let excluded: TestClient;
  let colleague: TestClient;

  const clientOf = async (userId: string) => {
    const { sessionId, csrfToken } = await createStaffSession(me.tenant.tenantId, userId);
    const c = new TestClient();
    c.cookies.set(staffSession.cookieName, sessionId);
    c.csrfToken = csrfToken;
    return c;
  };

  beforeAll(async () => {
    const category = await givenCategory(me.tenant.tenantId, { users: [] });
    const report = await givenReport(category, { state: reportState.open, hasNewMessages: true });
    const excludedUser = await givenStaffUser(me.tenant, { type: staffUserType.administrator, isMainAdmin: false });
    const colleagueUser = await givenStaffUser(me.tenant, { type: staffUserType.administrator, isMainAdmin: false });
    await transact(excludeWrites(report, [excludedUser.userId]));
    hidden = { categoryId: category.categoryId, reportId: report.reportId, userId: colleagueUser.userId };
    excluded = await clientOf(excludedUser.userId);
    colleague = await clientOf(colleagueUser.userId);
  });

  const namingAReport = contracts.filter(
    (c) => c.auth.kind === 'staff' && c.path.includes('{reportId}'),
  ) as readonly Contract[];

  it('covers every staff call that names a report', () => {
    expect(namingAReport.length).toBeGreaterThan(25);
  });

  it.each(namingAReport.map((c) => [c.name, c] as const))(
    '%s answers 404 as for a report that does not exist, and changes nothing',
    async (name, contract) => {
      const ids = { categoryId: hidden.categoryId, ownCategoryId: hidden.categoryId, userId: hidden.userId };
      const body = contract.body === ZNoBody ? undefined : sampleBodies[name]!(ids);
      const query = contract.name === 'readmit-to-report' ? { handlersVersion: 1 } : undefined;
      const call = (reportId: string) =>
        excluded.call(contract, {
          params: paramsFor(contract, { ...hidden, reportId }),
          body: body as never,
          query: query as never,
        });
      const before = await everythingOf(me.tenant.tenantId, hidden.reportId);
      const answer = await call(hidden.reportId);
      const nowhere = await call(randomUUID());
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(nowhere.body);
      expect(await everythingOf(me.tenant.tenantId, hidden.reportId)).toBe(before);
    },
  );

  it('every list and count leaves it out, and each total is exactly one less where it counts', async () => {
    const lists = async (client: TestClient) => {
      const answers = await Promise.all([
        ...(['new', 'open', 'archived'] as const).map((state) =>
          client.call(listReports, { query: { state, perPage: -1 } }),
        ),
        client.call(listReportsWithNewMessages, { query: { perPage: -1 } }),
        client.call(listRegister, { query: { categoryId: ALL_CATEGORIES, perPage: -1 } }),
        client.call(listRegister, { query: { categoryId: hidden.categoryId, perPage: -1 } }),
      ]);
      return answers.map((answer) => ({ ids: answer.body.rows.map((row) => row.reportId), total: answer.body.total }));
    };
    const [seen, unseen] = await Promise.all([lists(colleague), lists(excluded)]);
    // 'Otwarte', 'Wiadomości', the register and the category's register count it; 'Nowe' and 'Archiwalne' do not.
    const counted = [false, true, false, true, true, true];
    seen.forEach((list, n) => {
      expect(list.ids.includes(hidden.reportId)).toBe(counted[n]);
      expect(unseen[n]!.ids).not.toContain(hidden.reportId);
      expect(unseen[n]!.total).toBe(list.total - (counted[n] ? 1 : 0));
      expect(unseen[n]!.ids).toEqual(list.ids.filter((id) => id !== hidden.reportId));
    });
    const [dashboardSeen, dashboardUnseen] = await Promise.all([
      colleague.call(getDashboard, {}),
      excluded.call(getDashboard, {}),
    ]);
    expect(dashboardUnseen.body.counts).toEqual({
      ...dashboardSeen.body.counts,
      open: dashboardSeen.body.counts.open - 1,
    });
  });
});
