import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { objectKeys } from '../../functions/data/object-keys.js';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  archiveReport,
  deleteReport,
  finaliseSubmission,
  getDashboard,
  getReportContent,
  listRegister,
  listReports,
  listReportsWithNewMessages,
  reportContracts,
  setCategoryUsers,
  startSubmission,
  type Contract,
} from '@shared/contracts/index.js';
import type { ReportRow } from '@shared/contracts/reports/schemas.js';
import { decryptContentText } from '@shared/crypto/content.js';
import { decryptFile } from '@shared/crypto/files.js';
import { encryptSubmission, fileContext, openReportAsOrganisation } from '@shared/crypto/submission.js';
import { reportState } from '@shared/domain/report.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { filesBucket, s3 } from '../../functions/adapters/s3.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import {
  clearNewMessagesWrites,
  deleteReportWrites,
  getReportPurge,
  getReportRecord,
  openReportWrites,
  raiseNewMessagesWrites,
  type ReportRecord,
} from '../../functions/data/reports.js';
import { transact } from '../../functions/data/transact.js';
import { signCursor } from '../../functions/data/cursors.js';
import { requestTexts } from '@shared/messages/errors.js';
import { handler as purgeJob } from '../../functions/jobs/purge-deleted-reports.js';
import { TestClient } from '../support/api-client.js';
import { colleagueOf, testArgon } from '../support/accounts.js';
import { organisationWithStaff, type Organisation, type RoleName } from '../support/report-organisation.js';
import { givenStaffSession } from '../support/fixtures.js';
import { allTableItems } from '../support/table.js';
import type { CategoryRecord } from '../../functions/data/categories.js';
import { staffSession } from '@shared/domain/session.js';

/** Every row of a list, following the cursor as the web client does. */
async function allRows(client: TestClient, contract: Contract, query: Record<string, string | number> = {}) {
  const rows: ReportRow[] = [];
  const totals: number[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page += 1) {
    const answer = await client.call(contract, { query: { ...query, cursor } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const body = answer.body as { rows: ReportRow[]; total: number; nextCursor: string | null };
    rows.push(...body.rows);
    totals.push(body.total);
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  return { rows, ids: rows.map((row) => row.reportId), total: totals[0] ?? 0 };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const ids = (reports: readonly ReportRecord[]) => reports.map((report) => report.reportId);

describe('report lists: who sees what', () => {
  let org: Organisation;
  let reports: Record<
    | 'mineNew'
    | 'mineOpen'
    | 'mineOpenWithMessages'
    | 'mineArchived'
    | 'theirsNew'
    | 'theirsOpenWithMessages'
    | 'theirsArchived',
    ReportRecord
  >;

  beforeAll(async () => {
    org = await organisationWithStaff();
    reports = {
      mineNew: await org.report(org.mine, { receivedAt: minutesAgo(10), files: ['Faktura 1/2026'] }),
      mineOpen: await org.report(org.mine, { state: reportState.open, receivedAt: minutesAgo(20) }),
      mineOpenWithMessages: await org.report(org.mine, {
        state: reportState.open,
        hasNewMessages: true,
        receivedAt: minutesAgo(30),
      }),
      mineArchived: await org.report(org.mine, { state: reportState.archived, receivedAt: minutesAgo(40) }),
      theirsNew: await org.report(org.theirs, { receivedAt: minutesAgo(15) }),
      theirsOpenWithMessages: await org.report(org.theirs, {
        state: reportState.open,
        hasNewMessages: true,
        receivedAt: minutesAgo(25),
      }),
      theirsArchived: await org.report(org.theirs, { state: reportState.archived, receivedAt: minutesAgo(35) }),
    };
  });

  const expected = (visible: 'all' | 'mine' | 'theirs') => {
    const of = (category: 'mine' | 'theirs') => visible === 'all' || visible === category;
    const pick = (...names: (keyof typeof reports)[]) =>
      names.filter((name) => of(name.startsWith('mine') ? 'mine' : 'theirs')).map((name) => reports[name].reportId);
    return {
      new: pick('mineNew', 'theirsNew'),
      open: pick('mineOpen', 'theirsOpenWithMessages', 'mineOpenWithMessages'),
      archived: pick('theirsArchived', 'mineArchived'),
      messages: pick('theirsOpenWithMessages', 'mineOpenWithMessages'),
      register: pick(
        'mineNew',
        'theirsNew',
        'mineOpen',
        'theirsOpenWithMessages',
        'mineOpenWithMessages',
        'theirsArchived',
        'mineArchived',
      ),
    };
  };

  it.each<[RoleName, 'all' | 'mine' | 'theirs']>([
    ['mainAdmin', 'all'],
    ['admin', 'all'],
    ['user', 'mine'],
    ['auditor', 'mine'],
    ['userWithoutArchive', 'mine'],
    ['otherCategoryUser', 'theirs'],
  ])(
    '%s sees exactly the reports of %s categories in every list, newest first, with totals that match',
    async (role, visible) => {
      const client = org.clients[role];
      const want = expected(visible);
      for (const state of ['new', 'open', 'archived'] as const) {
        const list = await allRows(client, listReports, { state });
        expect(list.ids, state).toEqual(want[state]);
        expect(list.total, state).toBe(want[state].length);
      }
      const messages = await allRows(client, listReportsWithNewMessages);
      expect(messages.ids).toEqual(want.messages);
      expect(messages.total).toBe(want.messages.length);
      const register = await allRows(client, listRegister);
      expect(register.ids).toEqual(want.register);
      expect(register.total).toBe(want.register.length);
      const dashboard = (await client.call(getDashboard)).body.counts;
      expect([dashboard.new, dashboard.open, dashboard.archived]).toEqual([
        want.new.length,
        want.open.length,
        want.archived.length,
      ]);
    },
  );

  it('offers a user only their categories in the register filter, and refuses another category with 404', async () => {
    const mine = await org.clients.user.call(listRegister, { query: { categoryId: org.mine.categoryId } });
    expect(mine.body.categories).toEqual([{ id: org.mine.categoryId, name: 'Korupcja' }]);
    expect(mine.body.rows.map((row) => row.reportId)).toEqual(expected('mine').register);
    const theirs = await org.clients.user.call(listRegister, { query: { categoryId: org.theirs.categoryId } });
    expect(theirs.status).toBe(404);
    const adminFiltered = await org.clients.admin.call(listRegister, { query: { categoryId: org.theirs.categoryId } });
    expect(adminFiltered.body.rows.map((row) => row.reportId)).toEqual(expected('theirs').register);
    expect(adminFiltered.body.total).toBe(3);
    expect(adminFiltered.body.categories.map((category) => category.name)).toEqual(['Korupcja', 'Mobbing']);
  });

  it('gives rows what the tables show and none of the content', async () => {
    const page = await org.clients.mainAdmin.call(listReports, { query: { state: 'new' } });
    const row = page.body.rows.find((r) => r.reportId === reports.mineNew.reportId)!;
    expect(row).toEqual({
      reportId: reports.mineNew.reportId,
      identifier: expect.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/),
      type: 1,
      state: 1,
      receivedAt: reports.mineNew.receivedAt,
      archivedAt: null,
      acknowledgedAt: null,
      feedbackAt: null,
      hasAttachments: true,
      repliesCount: 0,
      label: null,
      categoryId: org.mine.categoryId,
      categoryName: 'Korupcja',
      hasNewMessages: false,
      handlers: [],
      meeting: null,
      followUpEndOn: null,
    });
    expect(JSON.stringify(page.body)).not.toContain(reports.mineNew.fields[0]!.value.ct);
    expect(page.body.canArchivize).toBe(true);
    expect((await org.clients.auditor.call(listReports, { query: { state: 'open' } })).body.canArchivize).toBe(false);
    expect(
      (await org.clients.userWithoutArchive.call(listReports, { query: { state: 'open' } })).body.canArchivize,
    ).toBe(false);
  });

  it('lets a member who may see the report decrypt its content and label in the browser; others get 404', async () => {
    const { unlocked, session } = org.main;
    const labelled = await org.report(org.mine, {
      label: { text: 'Pilne — zarząd', metadataKey: unlocked.metadataKey! },
      files: ['Załącznik źródłowy'],
    });
    const content = await org.clients.user.call(getReportContent, { params: { reportId: labelled.reportId } });
    expect(content.status).toBe(200);
    const opened = await openReportAsOrganisation(
      unlocked.organisationPrivateKey!,
      session.keys.organisation.kid,
      content.body,
    );
    expect(opened.fields[0]?.value).toBe(`Opis zgłoszenia ${labelled.identifier}`);
    expect(
      await decryptContentText(unlocked.metadataKey!, content.body.label, {
        tenant: org.tenantId,
        report: labelled.reportId,
        purpose: 'label',
      }),
    ).toBe('Pilne — zarząd');
    const file = labelled.files[0]!;
    const object = await s3.send(
      new (await import('@aws-sdk/client-s3')).GetObjectCommand({ Bucket: filesBucket(), Key: file.s3Key }),
    );
    const plain = await decryptFile(opened.reportKey, await object.Body!.transformToByteArray(), {
      context: fileContext(labelled, file.fileId),
    });
    expect(new TextDecoder().decode(plain)).toBe('Załącznik źródłowy');
    expect(
      (await org.clients.otherCategoryUser.call(getReportContent, { params: { reportId: labelled.reportId } })).status,
    ).toBe(404);
    const stranger = await givenStaffSession();
    const foreign = new TestClient();
    foreign.cookies.set(staffSession.cookieName, stranger.sessionId);
    expect((await foreign.call(getReportContent, { params: { reportId: labelled.reportId } })).status).toBe(404);
  });

  it('shows another organisation none of these reports', async () => {
    const stranger = await givenStaffSession();
    const client = new TestClient();
    client.cookies.set(staffSession.cookieName, stranger.sessionId);
    client.csrfToken = stranger.csrfToken;
    for (const state of ['new', 'open', 'archived'] as const)
      expect((await allRows(client, listReports, { state })).ids).toEqual([]);
    expect((await allRows(client, listRegister)).total).toBe(0);
    expect((await client.call(listRegister, { query: { categoryId: org.mine.categoryId } })).status).toBe(404);
  });

  it('lists a report sent through the public form in Nowe zgłoszenia of its category', async () => {
    const visitor = new TestClient();
    const slot = (
      await visitor.call(startSubmission, {
        params: { alias: org.alias },
        body: { categoryId: org.mine.categoryId, files: [] },
      })
    ).body;
    const fields = org.mine.fields
      .filter((field) => field.required)
      .map((field) => ({ fieldId: field.id, value: 'Nie' }));
    const encrypted = await encryptSubmission(
      slot,
      { fields, reporter: { name: 'Jan', phone: '600100200', email: 'jan@example.test' }, files: [] },
      testArgon,
    );
    const sent = await visitor.call(finaliseSubmission, {
      params: { alias: org.alias, reportId: slot.reportId },
      body: { slotToken: slot.slotToken, categoryId: org.mine.categoryId, ...encrypted.body },
    });
    expect(sent.status).toBe(200);
    const first = (await org.clients.user.call(listReports, { query: { state: 'new' } })).body.rows[0];
    expect(first).toMatchObject({
      reportId: slot.reportId,
      identifier: sent.body.identifier,
      state: 1,
      categoryName: 'Korupcja',
      hasAttachments: false,
    });
    expect(
      (await org.clients.otherCategoryUser.call(listReports, { query: { state: 'new' } })).body.rows.map(
        (row) => row.reportId,
      ),
    ).not.toContain(slot.reportId);
  });
});

describe('paging', () => {
  let org: Organisation;
  let newestFirst: string[];

  beforeAll(async () => {
    org = await organisationWithStaff();
    const made: ReportRecord[] = [];
    // 37 open reports, alternating between two categories, one minute apart.
    for (let i = 0; i < 37; i += 1)
      made.push(
        await org.report(i % 3 === 0 ? org.theirs : org.mine, {
          state: reportState.open,
          receivedAt: minutesAgo(i + 1),
        }),
      );
    newestFirst = ids(made);
  });

  it.each([10, 20, 30, 40])(
    'walks the open list at %i rows per page, newest first, each row once, with the total on every page',
    async (perPage) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      const sizes: number[] = [];
      do {
        const page = await org.clients.admin.call(listReports, { query: { state: 'open', perPage, cursor } });
        expect(page.body.total).toBe(37);
        sizes.push(page.body.rows.length);
        seen.push(...page.body.rows.map((row) => row.reportId));
        cursor = page.body.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual(newestFirst);
      expect(sizes).toEqual(
        Array.from({ length: Math.ceil(37 / perPage) }, (_, i) => Math.min(perPage, 37 - i * perPage)),
      );
    },
  );

  it('answers "all" (-1) with every row in one page while they fit in a chunk', async () => {
    const page = await org.clients.admin.call(listReports, { query: { state: 'open', perPage: -1 } });
    expect(page.body.rows.map((row) => row.reportId)).toEqual(newestFirst);
    expect(page.body.nextCursor).toBeNull();
  });

  it('merges the categories of a user assigned to several by receipt time, and follows a new assignment at once', async () => {
    const mineOnly = await allRows(org.clients.user, listReports, { state: 'open', perPage: 10 });
    expect(mineOnly.ids).toEqual(newestFirst.filter((_, i) => i % 3 !== 0));
    expect(mineOnly.total).toBe(24);

    const both = await colleagueOf(org.main.session.email, { type: staffUserType.user });
    const assign = async (category: CategoryRecord) =>
      org.main.client.call(setCategoryUsers, {
        params: { id: category.categoryId },
        body: { users: [...category.users, { userId: both.user.userId, canResponse: false }] },
      });
    expect((await assign(org.mine)).status).toBe(200);
    expect((await assign(org.theirs)).status).toBe(200);
    for (const perPage of [10, 40]) {
      const merged = await allRows(both.client, listReports, { state: 'open', perPage });
      expect(merged.ids).toEqual(newestFirst);
      expect(merged.total).toBe(37);
    }
  });

  it('defaults to 10 rows per page', async () => {
    const page = await org.clients.admin.call(listReports, { query: { state: 'open' } });
    expect(page.body.rows).toHaveLength(10);
  });
});

describe('archiving', () => {
  let org: Organisation;
  beforeAll(async () => {
    org = await organisationWithStaff();
  });

  it('moves an open report to the archive with its archive time; lists and counts follow', async () => {
    const report = await org.report(org.mine, { state: reportState.open, hasNewMessages: true });
    const before = (await org.clients.user.call(getDashboard)).body.counts;
    const answer = await org.clients.user.call(archiveReport, { params: { reportId: report.reportId } });
    expect(answer.status).toBe(200);
    expect(Date.parse(answer.body.archivedAt)).toBeGreaterThan(Date.now() - 60_000);
    const archived = (await org.clients.user.call(listReports, { query: { state: 'archived' } })).body.rows[0];
    expect(archived).toMatchObject({
      reportId: report.reportId,
      state: 3,
      archivedAt: answer.body.archivedAt,
      hasNewMessages: false,
    });
    expect((await allRows(org.clients.user, listReports, { state: 'open' })).ids).not.toContain(report.reportId);
    expect((await allRows(org.clients.user, listReportsWithNewMessages)).ids).not.toContain(report.reportId);
    const after = (await org.clients.user.call(getDashboard)).body.counts;
    expect([after.open, after.archived]).toEqual([before.open - 1, before.archived + 1]);
    const log = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.logEntry(org.tenantId, '', '').PK },
      }),
    );
    expect(
      log.Items?.find((entry) => entry.reportId === report.reportId && entry.action === 'report.archived')?.text,
    ).toMatch(/^Archiwizacja zgłoszenia [0-9A-Z]{4}-/);
  });

  it('refuses to archive a new report with 409 and changes nothing', async () => {
    const report = await org.report(org.mine);
    const answer = await org.clients.mainAdmin.call(archiveReport, { params: { reportId: report.reportId } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Nowego zgłoszenia nie można zarchiwizować — najpierw je otwórz.');
    expect((await getReportRecord(org.tenantId, report.reportId))?.state).toBe(reportState.new);
  });

  it('refuses to archive an archived report again with 409', async () => {
    const report = await org.report(org.mine, { state: reportState.archived });
    const answer = await org.clients.mainAdmin.call(archiveReport, { params: { reportId: report.reportId } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Zgłoszenie jest już w archiwum.');
  });

  it.each<RoleName>(['auditor', 'userWithoutArchive'])('refuses %s (no archive right) with 403', async (role) => {
    const report = await org.report(org.mine, { state: reportState.open });
    expect((await org.clients[role].call(archiveReport, { params: { reportId: report.reportId } })).status).toBe(403);
    expect((await org.clients[role].call(deleteReport, { params: { reportId: report.reportId } })).status).toBe(403);
    expect((await getReportRecord(org.tenantId, report.reportId))?.state).toBe(reportState.open);
  });

  it('answers a user of another category and another organisation with 404', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    expect(
      (await org.clients.otherCategoryUser.call(archiveReport, { params: { reportId: report.reportId } })).status,
    ).toBe(404);
    const stranger = await givenStaffSession();
    const client = new TestClient();
    client.cookies.set(staffSession.cookieName, stranger.sessionId);
    client.csrfToken = stranger.csrfToken;
    expect((await client.call(archiveReport, { params: { reportId: report.reportId } })).status).toBe(404);
    expect((await client.call(deleteReport, { params: { reportId: report.reportId } })).status).toBe(404);
    expect((await getReportRecord(org.tenantId, report.reportId))?.state).toBe(reportState.open);
  });
});

/** Every item of the table that mentions a value (a report id), apart from the organisation's log. */
async function itemsMentioning(value: string) {
  const found = (await allTableItems()).filter((item) => JSON.stringify(item).includes(value));
  return {
    log: found.filter((item) => item.entity === 'logEntry' || item.type === 'logEntry'),
    rest: found.filter((item) => item.entity !== 'logEntry' && item.type !== 'logEntry'),
  };
}

const objectsOf = async (report: ReportRecord) =>
  (
    await s3.send(
      new ListObjectsV2Command({
        Bucket: filesBucket(),
        Prefix: objectKeys.reportFiles(report.tenantId, report.reportId),
      }),
    )
  ).Contents ?? [];

describe('deleting', () => {
  let org: Organisation;
  beforeAll(async () => {
    org = await organisationWithStaff();
  });

  it('deletes an archived report for good: nothing of it stays in the table or the bucket, the log keeps that it happened', async () => {
    const report = await org.report(org.mine, {
      state: reportState.archived,
      files: ['pierwszy', 'drugi'],
      children: 3,
    });
    expect(await objectsOf(report)).toHaveLength(2);
    const before = (await org.clients.user.call(getDashboard)).body.counts.archived;
    const answer = await org.clients.user.call(deleteReport, { params: { reportId: report.reportId } });
    expect(answer.status).toBe(200);
    const left = await itemsMentioning(report.reportId);
    expect(left.rest).toEqual([]);
    expect(left.log.map((entry) => entry.action)).toContain('report.deleted');
    expect(await itemsMentioning(report.identifier).then((items) => items.rest)).toEqual([]);
    expect(await objectsOf(report)).toEqual([]);
    expect((await org.clients.user.call(getDashboard)).body.counts.archived).toBe(before - 1);
    expect((await org.clients.user.call(getReportContent, { params: { reportId: report.reportId } })).status).toBe(404);
    expect((await org.clients.user.call(deleteReport, { params: { reportId: report.reportId } })).status).toBe(404);
  });

  it.each([reportState.new, reportState.open])('refuses to delete a report in state %i with 409', async (state) => {
    const report = await org.report(org.mine, { state });
    const answer = await org.clients.mainAdmin.call(deleteReport, { params: { reportId: report.reportId } });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Trwale usunąć można tylko zgłoszenie z archiwum.');
    expect(await getReportRecord(org.tenantId, report.reportId)).not.toBeNull();
  });

  it('refuses a user of another category with 404', async () => {
    const report = await org.report(org.mine, { state: reportState.archived });
    expect(
      (await org.clients.otherCategoryUser.call(deleteReport, { params: { reportId: report.reportId } })).status,
    ).toBe(404);
    expect(await getReportRecord(org.tenantId, report.reportId)).not.toBeNull();
  });

  it('finishes an interrupted purge on a repeated request, and the purge job finishes another', async () => {
    const interrupted = async () => {
      const report = await org.report(org.mine, { state: reportState.archived, files: ['dowód'], children: 2 });
      // The transaction committed, then the purge never ran (a timeout, a crash).
      await transact(deleteReportWrites(report, new Date().toISOString()));
      expect(await getReportPurge(org.tenantId, report.reportId)).not.toBeNull();
      expect((await allRows(org.clients.mainAdmin, listReports, { state: 'archived' })).ids).not.toContain(
        report.reportId,
      );
      expect(await objectsOf(report)).toHaveLength(1);
      return report;
    };
    const retried = await interrupted();
    expect((await org.clients.mainAdmin.call(deleteReport, { params: { reportId: retried.reportId } })).status).toBe(
      200,
    );
    expect((await itemsMentioning(retried.reportId)).rest).toEqual([]);
    expect(await objectsOf(retried)).toEqual([]);

    const forTheJob = await interrupted();
    await purgeJob();
    expect((await itemsMentioning(forTheJob.reportId)).rest).toEqual([]);
    expect(await objectsOf(forTheJob)).toEqual([]);
  });
});

describe('concurrent archive and delete', () => {
  it('keeps every count exact when people archive and delete the same reports at once', async () => {
    const org = await organisationWithStaff();
    const reports = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        org.report(i % 2 ? org.theirs : org.mine, { state: reportState.open, hasNewMessages: i % 3 === 0 }),
      ),
    );
    const admins = [org.clients.mainAdmin, org.clients.admin];
    const attempts = reports.flatMap((report) =>
      [0, 1, 2].flatMap((n) => [
        admins[n % 2]!.call(archiveReport, { params: { reportId: report.reportId } }),
        admins[(n + 1) % 2]!.call(deleteReport, { params: { reportId: report.reportId } }),
      ]),
    );
    const statuses = (await Promise.all(attempts)).map((answer) => answer.status);
    expect(
      statuses.every((status) => [200, 404, 409].includes(status)),
      statuses.join(','),
    ).toBe(true);
    // Whatever won, each list holds exactly what the counters say, for the organisation and per category.
    for (const client of [org.clients.mainAdmin, org.clients.user, org.clients.otherCategoryUser]) {
      const counts = (await client.call(getDashboard)).body.counts;
      for (const state of ['new', 'open', 'archived'] as const) {
        const list = await allRows(client, listReports, { state });
        expect(list.total, state).toBe(list.ids.length);
        expect(counts[state], state).toBe(list.ids.length);
      }
      const messages = await allRows(client, listReportsWithNewMessages);
      expect(messages.total).toBe(messages.ids.length);
    }
    const remaining = await allRows(org.clients.mainAdmin, listRegister);
    for (const report of reports) {
      const stored = await getReportRecord(org.tenantId, report.reportId);
      if (stored) expect(stored.state).toBe(reportState.archived);
      expect(remaining.ids.includes(report.reportId)).toBe(!!stored);
    }
  });
});

describe('malformed requests', () => {
  let client: TestClient;
  beforeAll(async () => {
    const org = await organisationWithStaff();
    client = org.clients.mainAdmin;
  });

  it.each<[string, Contract, Record<string, string>]>([
    ['an unknown state', listReports, { state: 'deleted' }],
    ['no state', listReports, {}],
    ['a page size the spec does not offer', listReports, { state: 'new', perPage: '7' }],
    ['a page size that is not a number', listReports, { state: 'new', perPage: 'dziesięć' }],
    ['a page size of a million', listReports, { state: 'new', perPage: '1000000' }],
    ['a cursor with characters outside base64url', listReports, { state: 'new', cursor: '../../etc' }],
    [
      'a cursor that decodes to no position',
      listReports,
      { state: 'new', cursor: Buffer.from('{"PK":"T#other"}').toString('base64url') },
    ],
    ['an overlong cursor', listReportsWithNewMessages, { cursor: 'A'.repeat(600) }],
    ['a register category that is not an id', listRegister, { categoryId: 'wszystkie' }],
  ])('answers %s with 400, never 500', async (_, contract, query) => {
    const answer = await client.call(contract, { query });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBeTruthy();
  });

  it.each([getReportContent, archiveReport, deleteReport])(
    'answers a report id that is not an id with 400 (%s)',
    async (contract) => {
      const answer = await client.call(contract, { params: { reportId: 'nie-uuid' } });
      expect(answer.status).toBe(400);
    },
  );

  it("refuses another organisation's cursor, and a tampered one, with 400 and the Polish text", async () => {
    const other = await organisationWithStaff();
    for (let i = 0; i < 3; i += 1) await other.report(other.mine, { receivedAt: minutesAgo(i) });
    const theirs = await other.clients.mainAdmin.call(listReports, { query: { state: 'new', perPage: 10 } });
    const position = `${theirs.body.rows[0]!.receivedAt}#${theirs.body.rows[0]!.reportId}`;
    const theirPage = await other.clients.mainAdmin.call(listReports, {
      query: { state: 'new', perPage: 10, cursor: await signCursor(`reports:${other.tenantId}:new`, position) },
    });
    expect(theirPage.status).toBe(200);
    for (const cursor of [
      await signCursor(`reports:${other.tenantId}:new`, position),
      Buffer.from(position).toString('base64url'),
      await signCursor(`reports:${other.tenantId}:new`, 'PK#2026'),
    ]) {
      const answer = await client.call(listReports, { query: { state: 'new', perPage: 10, cursor } });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(requestTexts.badCursor);
    }
  });
});

describe('an inactive organisation', () => {
  it.each(reportContracts.map((contract) => [contract.name, contract] as const))(
    '%s answers 403 with the blocked-account notice',
    async (_, contract) => {
      const expired = await givenStaffSession({
        tenant: { licence: { packageId: 'standard', validTo: '2020-01-01T00:00:00.000Z' } },
      });
      const client = new TestClient();
      client.cookies.set(staffSession.cookieName, expired.sessionId);
      client.csrfToken = expired.csrfToken;
      const answer = await client.call(contract, {
        params: {
          reportId: crypto.randomUUID(),
          fileId: crypto.randomUUID(),
          noteId: crypto.randomUUID(),
          messageId: crypto.randomUUID(),
          userId: crypto.randomUUID(),
          markId: crypto.randomUUID(),
          kind: 'voice',
        },
        query: { state: 'new' },
      });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('LICENCE_INACTIVE');
      expect(answer.body.message).toMatch(/^Konto zablokowane!/);
    },
  );
});

describe('paging through large reports', () => {
  it('follows "all" in pages DynamoDB cuts at 1 MB (it counts the whole report) without losing or repeating a row', async () => {
    const org = await organisationWithStaff();
    const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { newReportWrites } = await import('../../functions/data/reports.js');
    const base = await org.report(org.mine, { state: reportState.open });
    const now = Date.now();
    const expectedOrder: string[] = [];
    const items: Record<string, unknown>[] = [];
    for (let i = 0; i < 240; i += 1) {
      // About 12 KB of "ciphertext" each: a list must never read it, but the emulator's page limit counts it.
      const padded: ReportRecord = {
        ...base,
        reportId: crypto.randomUUID(),
        categoryId: i % 2 ? org.theirs.categoryId : org.mine.categoryId,
        receivedAt: new Date(now - (i + 10) * 60_000).toISOString(),
        hasNewMessages: i % 5 === 0,
        fields: [
          {
            fieldId: crypto.randomUUID(),
            value: { v: 1, alg: 'A256GCM', iv: base.fields[0]!.value.iv, ct: 'A'.repeat(16_000) },
          },
        ],
      };
      expectedOrder.push(padded.reportId);
      items.push(
        ...newReportWrites(padded)
          .slice(0, 2)
          .flatMap((write) => ('Put' in write && write.Put.Item ? [write.Put.Item as Record<string, unknown>] : [])),
      );
    }
    for (let i = 0; i < items.length; i += 25) {
      await dynamo.send(
        new BatchWriteCommand({
          RequestItems: { [tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    }
    const pages: number[] = [];
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await org.clients.mainAdmin.call(listReports, { query: { state: 'open', perPage: -1, cursor } });
      expect(page.status).toBe(200);
      pages.push(page.body.rows.length);
      seen.push(...page.body.rows.map((row) => row.reportId));
      cursor = page.body.nextCursor ?? undefined;
    } while (cursor && pages.length < 50);
    expect(seen).toEqual([base.reportId, ...expectedOrder]);
    expect(pages.length, 'the emulator cut the pages').toBeGreaterThan(1);
    const merged = await allRows(org.clients.user, listReports, { state: 'open', perPage: -1 });
    expect(merged.ids).toEqual([base.reportId, ...expectedOrder.filter((_, i) => i % 2 === 0)]);
  });
});

describe('the new-messages marker (raised by the inbox, cleared when staff read the conversation)', () => {
  it('moves an open report into Wiadomości and out again, counting it exactly once', async () => {
    const org = await organisationWithStaff();
    const report = await org.report(org.mine, { state: reportState.open });
    const messages = () => allRows(org.clients.user, listReportsWithNewMessages);
    expect((await messages()).ids).toEqual([]);
    await transact(raiseNewMessagesWrites(report));
    const raised = (await getReportRecord(org.tenantId, report.reportId))!;
    expect(raiseNewMessagesWrites(raised)).toEqual([]);
    expect(await messages()).toMatchObject({ ids: [report.reportId], total: 1 });
    expect((await allRows(org.clients.user, listReports, { state: 'open' })).rows).toMatchObject([
      { reportId: report.reportId, hasNewMessages: true },
    ]);
    await transact(clearNewMessagesWrites(raised));
    expect(await messages()).toMatchObject({ ids: [], total: 0 });
    expect((await allRows(org.clients.user, listReports, { state: 'open' })).total).toBe(1);
  });

  it('keeps a new report out of Wiadomości until it is opened, and refuses a marker raised on a stale read', async () => {
    const org = await organisationWithStaff();
    const report = await org.report(org.mine);
    await transact(raiseNewMessagesWrites(report));
    expect((await allRows(org.clients.admin, listReportsWithNewMessages)).ids).toEqual([]);
    await expect(transact(openReportWrites(report, new Date().toISOString()))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await transact(openReportWrites((await getReportRecord(org.tenantId, report.reportId))!, new Date().toISOString()));
    expect(await allRows(org.clients.admin, listReportsWithNewMessages)).toMatchObject({
      ids: [report.reportId],
      total: 1,
    });
    expect((await org.clients.admin.call(getDashboard)).body.counts).toMatchObject({ new: 0, open: 1 });
  });
});
