import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { deleteReport, getReport, listRegister, listReports, setReportHandlers } from '@shared/contracts/index.js';
import { reportState } from '@shared/domain/report.js';
import { REPORT_HANDLERS_MAX } from '@shared/domain/report-handlers.js';
import { reportHandlerTexts } from '@shared/messages/report-handlers.js';
import { reportTexts } from '@shared/messages/reports.js';
import { listLogEntries } from '../../functions/data/audit-log.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { listCategoryRecords } from '../../functions/data/categories.js';
import { getReportRecord, type ReportRecord } from '../../functions/data/reports.js';
import { reportPage } from '../../functions/reports/report-pages.js';
import type { TestClient } from '../support/api-client.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';

/**
 * 'Osoba prowadząca' (issue #34): an administrator or a user who may reply in the report's
 * category chooses the staff who handle a report; lists show them ('Prowadzący') and filter the
 * caller's own ('Moje sprawy') with exact totals.
 */
let org: Organisation;
let stranger: Organisation;

beforeAll(async () => {
  [org, stranger] = await Promise.all([organisationWithStaff(), organisationWithStaff()]);
});

const assign = (client: TestClient, report: Pick<ReportRecord, 'reportId'>, handlerIds: string[], version: number) =>
  client.call(setReportHandlers, {
    params: { reportId: report.reportId },
    body: { handlerIds, handlersVersion: version },
  });

const detailsOf = async (client: TestClient, report: Pick<ReportRecord, 'reportId'>) =>
  (await client.call(getReport, { params: { reportId: report.reportId } })).body;

/** The handled items of a report, as stored ('Moje sprawy' reads them). */
async function handledItems(report: Pick<ReportRecord, 'tenantId' | 'reportId'>): Promise<string[]> {
  const { Items } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.handledReportsOf(report.tenantId).PK },
    }),
  );
  return (Items ?? [])
    .filter((item) => item.reportId === report.reportId)
    .map((item) => item.userId as string)
    .sort();
}

const logOf = async (report: Pick<ReportRecord, 'reportId'>) =>
  (await listLogEntries(org.tenantId, { limit: 100 })).items.filter((entry) => entry.reportId === report.reportId);

describe("a report's handlers", () => {
  it('are chosen by a user who may reply in the category, shown on the report and its rows, stored and logged by name', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const before = await detailsOf(org.clients.user, report);
    expect(before).toMatchObject({ handlers: [], handlersVersion: 0, canAssignHandlers: true });
    expect(before.eligibleHandlers.map((handler) => handler.userId).sort()).toEqual(
      [org.ids.mainAdmin, org.ids.admin, org.ids.user, org.ids.userWithoutArchive, org.ids.userWithoutReply].sort(),
    );
    const userName = before.eligibleHandlers.find((handler) => handler.userId === org.ids.user)!.name;
    const adminName = before.eligibleHandlers.find((handler) => handler.userId === org.ids.admin)!.name;

    const saved = await assign(org.clients.user, report, [org.ids.user, org.ids.admin], 0);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      handlers: [
        { userId: org.ids.user, name: userName },
        { userId: org.ids.admin, name: adminName },
      ],
      handlersVersion: 1,
    });
    expect(await getReportRecord(org.tenantId, report.reportId)).toMatchObject({
      handlerIds: [org.ids.user, org.ids.admin],
      handlersVersion: 1,
    });
    expect(await handledItems(report)).toEqual([org.ids.admin, org.ids.user].sort());
    expect((await detailsOf(org.clients.auditor, report)).handlers.map((handler) => handler.name)).toEqual([
      userName,
      adminName,
    ]);
    const row = (await org.clients.auditor.call(listRegister, { query: { perPage: -1 } })).body.rows.find(
      (r) => r.reportId === report.reportId,
    );
    expect(row?.handlers?.map((handler) => handler.name)).toEqual([userName, adminName]);
    // 'Otwarte' does not show 'Prowadzący': its rows name nobody, and nothing is read for it.
    const open = (await org.clients.auditor.call(listReports, { query: { state: 'open', perPage: -1 } })).body.rows;
    expect(open.find((r) => r.reportId === report.reportId)?.handlers).toBeNull();

    // An administrator takes one off: the log names who came and who went.
    expect((await assign(org.clients.admin, report, [org.ids.admin], 1)).body.handlersVersion).toBe(2);
    expect(await handledItems(report)).toEqual([org.ids.admin]);
    const texts = (await logOf(report)).map((entry) => [entry.action, entry.text]);
    expect(texts).toContainEqual([
      'report.handlers.changed',
      expect.stringMatching(new RegExp(`przypisano: ${userName}, ${adminName}; usunięto: —$`)),
    ]);
    expect(texts).toContainEqual([
      'report.handlers.changed',
      expect.stringMatching(new RegExp(`przypisano: —; usunięto: ${userName}$`)),
    ]);
  });

  it('are refused with 403 to a user who may not reply in the category and to an auditor; nothing is written', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const refused = await assign(org.clients.userWithoutReply, report, [org.ids.user], 0);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(reportHandlerTexts.forbidden);
    expect((await detailsOf(org.clients.userWithoutReply, report)).canAssignHandlers).toBe(false);
    expect((await detailsOf(org.clients.userWithoutReply, report)).eligibleHandlers).toEqual([]);
    expect((await assign(org.clients.auditor, report, [org.ids.user], 0)).status).toBe(403);
    expect(await getReportRecord(org.tenantId, report.reportId)).not.toHaveProperty('handlerIds');
    expect(await handledItems(report)).toEqual([]);
    expect(await logOf(report)).toEqual([]);
  });

  it('refuse, in Polish and writing nothing, a person who cannot see the report: an auditor, another category’s user, a stranger', async () => {
    const report = await org.report(org.mine, { state: reportState.new });
    for (const handlerIds of [
      [org.ids.auditor],
      [org.ids.user, org.ids.otherCategoryUser],
      [stranger.ids.mainAdmin],
      ['00000000-0000-4000-8000-000000000000'],
    ]) {
      const answer = await assign(org.clients.mainAdmin, report, handlerIds, 0);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(reportHandlerTexts.notEligible);
    }
    const repeated = await assign(org.clients.mainAdmin, report, [org.ids.user, org.ids.user], 0);
    expect(repeated.status).toBe(400);
    const tooMany = await assign(
      org.clients.mainAdmin,
      report,
      Array.from({ length: REPORT_HANDLERS_MAX + 1 }, () => org.ids.user),
      0,
    );
    expect(tooMany.status).toBe(400);
    expect(await getReportRecord(org.tenantId, report.reportId)).not.toHaveProperty('handlerIds');
    expect(await handledItems(report)).toEqual([]);
    expect(await logOf(report)).toEqual([]);
  });

  it('changed meanwhile are not overwritten: a stale version is a 409 with the conflict text, and two at once save one', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    expect((await assign(org.clients.admin, report, [org.ids.admin], 0)).status).toBe(200);
    const stale = await assign(org.clients.user, report, [org.ids.user], 0);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(reportTexts.changedMeanwhile);
    expect(await handledItems(report)).toEqual([org.ids.admin]);

    const answers = await Promise.all([
      assign(org.clients.admin, report, [org.ids.user], 1),
      assign(org.clients.user, report, [org.ids.userWithoutArchive], 1),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = await getReportRecord(org.tenantId, report.reportId);
    expect(stored?.handlersVersion).toBe(2);
    expect(await handledItems(report)).toEqual(stored?.handlerIds);
  });

  it("of another organisation's report, or of another category's, are a 404", async () => {
    const theirs = await stranger.report(stranger.mine, { state: reportState.open });
    expect((await assign(org.clients.mainAdmin, theirs, [], 0)).status).toBe(404);
    const otherCategory = await org.report(org.theirs, { state: reportState.open });
    expect((await assign(org.clients.user, otherCategory, [org.ids.user], 0)).status).toBe(404);
    expect(await handledItems(theirs)).toEqual([]);
  });

  it('leave out, on read, a handler deactivated meanwhile; a deleted report takes its handled items with it', async () => {
    const report = await org.report(org.mine, { state: reportState.archived });
    await assign(org.clients.mainAdmin, report, [org.ids.userWithoutArchive, org.ids.admin], 0);
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.staffUser(org.tenantId, org.ids.userWithoutArchive),
        UpdateExpression: 'SET #status = :inactive',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':inactive': 0 },
      }),
    );
    try {
      expect((await detailsOf(org.clients.admin, report)).handlers.map((handler) => handler.userId)).toEqual([
        org.ids.admin,
      ]);
      const row = (await org.clients.admin.call(listRegister, { query: { perPage: -1 } })).body.rows.find(
        (r) => r.reportId === report.reportId,
      );
      expect(row?.handlers?.map((handler) => handler.userId)).toEqual([org.ids.admin]);
      expect((await org.clients.admin.call(deleteReport, { params: { reportId: report.reportId } })).status).toBe(200);
      expect(await handledItems(report)).toEqual([]);
    } finally {
      await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.staffUser(org.tenantId, org.ids.userWithoutArchive),
          UpdateExpression: 'SET #status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':active': 1 },
        }),
      );
    }
  });
});

describe("'Moje sprawy'", () => {
  it('lists only the reports the caller handles, within what they see, with exact totals and paging', async () => {
    const own = await organisationWithStaff();
    const opened = await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        own.report(own.mine, { state: reportState.open, receivedAt: new Date(Date.UTC(2026, 9, 1 + i)).toISOString() }),
      ),
    );
    const fresh = await own.report(own.mine, { state: reportState.new });
    const other = await own.report(own.theirs, { state: reportState.open });
    // The user handles 11 open reports and the new one; the administrator 2 of theirs too, and the other category's.
    for (const report of [...opened.slice(0, 11), fresh])
      expect((await assign(own.clients.mainAdmin, report, [own.ids.user], 0)).status).toBe(200);
    for (const report of opened.slice(11))
      expect((await assign(own.clients.mainAdmin, report, [own.ids.admin], 0)).status).toBe(200);
    expect((await assign(own.clients.mainAdmin, other, [own.ids.otherCategoryUser], 0)).status).toBe(200);

    const first = await own.clients.user.call(listReports, { query: { state: 'open', perPage: 10, mine: '1' } });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(11);
    expect(first.body.rows).toHaveLength(10);
    const mineInRegister = await own.clients.user.call(listRegister, { query: { perPage: -1, mine: '1' } });
    expect(
      mineInRegister.body.rows.every((row) => row.handlers!.some((handler) => handler.userId === own.ids.user)),
    ).toBe(true);
    expect(first.body.rows.every((row) => mineInRegister.body.rows.some((r) => r.reportId === row.reportId))).toBe(
      true,
    );
    const second = await own.clients.user.call(listReports, {
      query: { state: 'open', perPage: 10, mine: '1', cursor: first.body.nextCursor! },
    });
    expect(second.body.rows).toHaveLength(1);
    expect(second.body.nextCursor).toBeNull();
    const shown = [...first.body.rows, ...second.body.rows].map((row) => row.reportId);
    expect(shown).toEqual(
      opened
        .slice(0, 11)
        .sort((a, b) => (a.receivedAt < b.receivedAt ? 1 : -1))
        .map((report) => report.reportId),
    );

    // Without the filter, everything the user sees; the register counts every state.
    expect((await own.clients.user.call(listReports, { query: { state: 'open', perPage: 10 } })).body.total).toBe(13);
    const register = await own.clients.user.call(listRegister, { query: { perPage: 40, mine: '1' } });
    expect(register.body.total).toBe(12);
    expect(register.body.rows.map((row) => row.reportId)).toContain(fresh.reportId);
    expect((await own.clients.admin.call(listRegister, { query: { perPage: 40, mine: '1' } })).body.total).toBe(2);
    // The other category's user handles a report the user cannot see; nobody handles nothing.
    expect(
      (await own.clients.otherCategoryUser.call(listReports, { query: { state: 'open', perPage: 10, mine: '1' } })).body
        .total,
    ).toBe(1);
    expect((await own.clients.auditor.call(listRegister, { query: { perPage: 10, mine: '1' } })).body).toMatchObject({
      total: 0,
      rows: [],
    });
  });

  it('refuses a filter value it does not know with 400', async () => {
    const answer = await org.clients.user.call(listReports, {
      query: { state: 'open', perPage: 10, mine: 'yes' as '1' },
    });
    expect(answer.status).toBe(400);
  });
});

describe("what a page reads for 'Prowadzący'", () => {
  /** The DynamoDB commands one call sends, by name. */
  async function commandsOf(call: () => Promise<unknown>): Promise<string[]> {
    const sent: string[] = [];
    const name = `count-${Math.random()}`;
    dynamo.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName ?? '?');
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      await call();
    } finally {
      dynamo.middlewareStack.remove(name);
    }
    return sent;
  }

  it("reads the staff's names and the page's handlers only in the views that show the column", async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    await assign(org.clients.mainAdmin, report, [org.ids.user], 0);
    const scope = { tenantId: org.tenantId, categoryIds: null, hidden: [] };
    const categories = await listCategoryRecords(org.tenantId);
    const page = (view: 'open' | 'register') => reportPage(scope, categories, view, { perPage: 10 });
    const open = await commandsOf(() => page('open'));
    const register = await commandsOf(() => page('register'));
    // 'Otwarte': its two lists and the counters; the register besides: the staff and the page's category entries.
    expect(open.sort()).toEqual(['GetItemCommand', 'QueryCommand', 'QueryCommand']);
    expect(register.length).toBe(open.length + 2 + 2);
    expect((await page('open')).rows.every((row) => row.handlers === null)).toBe(true);
    const named = (await page('register')).rows.find((row) => row.reportId === report.reportId);
    expect(named?.handlers?.map((handler) => handler.userId)).toEqual([org.ids.user]);
  });
});
