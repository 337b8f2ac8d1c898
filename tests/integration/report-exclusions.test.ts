import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  excludeFromReport,
  getDashboard,
  getLogChain,
  getReport,
  listLogEntries,
  listRegister,
  listReportLog,
  listReports,
  listReportsWithNewMessages,
  readmitToReport,
  setReportHandlers,
} from '@shared/contracts/index.js';
import { ALL_CATEGORIES } from '@shared/contracts/reports/list-register.js';
import { reportState, type ReportStateName } from '@shared/domain/report.js';
import { REPORT_EXCLUSIONS_MAX } from '@shared/domain/report-exclusions.js';
import { reportExclusionTexts } from '@shared/messages/report-exclusions.js';
import { reportTexts } from '@shared/messages/reports.js';
import { listLogEntries as readLog } from '../../functions/data/audit-log.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { excludeWrites } from '../../functions/data/report-exclusions.js';
import { getReportRecord, type ReportRecord } from '../../functions/data/reports.js';
import { getStaffUser } from '../../functions/data/staff-users.js';
import { transact } from '../../functions/data/transact.js';
import type { TestClient } from '../support/api-client.js';
import { chainVerdict } from '../support/log-chain.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';

/**
 * 'Wyłącz z dostępu' (issue #34): an administrator excludes staff from one report, with a reason;
 * an excluded person finds no trace of it (404 on its endpoints, absent from lists, counts exact),
 * and the rules hold under bad input and races.
 */
let org: Organisation;
let stranger: Organisation;

beforeAll(async () => {
  [org, stranger] = await Promise.all([organisationWithStaff(), organisationWithStaff()]);
});

type Report = Pick<ReportRecord, 'reportId'>;

const exclude = (
  client: TestClient,
  report: Report,
  userIds: string[],
  version: number,
  reason = 'Konflikt interesów',
) =>
  client.call(excludeFromReport, {
    params: { reportId: report.reportId },
    body: { userIds, reason, handlersVersion: version },
  });

const readmit = (client: TestClient, report: Report, userId: string, version: number) =>
  client.call(readmitToReport, {
    params: { reportId: report.reportId, userId },
    query: { handlersVersion: version },
  });

/** What a report's stored access and every log entry about it are: a refused change leaves both as they were. */
async function storedAccess(report: Pick<ReportRecord, 'tenantId' | 'reportId'>) {
  const stored = await getReportRecord(report.tenantId, report.reportId);
  const entries = (await readLog(report.tenantId, { limit: 200 })).items.filter(
    (entry) => entry.reportId === report.reportId,
  );
  return JSON.stringify({
    handlerIds: stored?.handlerIds,
    excludedIds: stored?.excludedIds,
    version: stored?.handlersVersion,
    entries: entries.map((entry) => entry.id),
  });
}

const hiddenSetOf = async (tenantId: string, userId: string) => [
  ...((await getStaffUser(tenantId, userId))?.hiddenReportIds ?? []),
];

/** Every list a staff member sees, whole: the report ids of each and its total. */
async function everyList(client: TestClient) {
  const states: ReportStateName[] = ['new', 'open', 'archived'];
  const lists = await Promise.all([
    ...states.map((state) => client.call(listReports, { query: { state, perPage: -1 } })),
    client.call(listReportsWithNewMessages, { query: { perPage: -1 } }),
    client.call(listRegister, { query: { categoryId: ALL_CATEGORIES, perPage: -1 } }),
    client.call(listRegister, { query: { categoryId: org.mine.categoryId, perPage: -1 } }),
  ]);
  return lists.map((answer) => {
    expect(answer.status).toBe(200);
    return { ids: answer.body.rows.map((row) => row.reportId), total: answer.body.total };
  });
}

describe('excluding staff from a report', () => {
  it('takes it out of the excluded user’s sight everywhere, with exact counts, and stops them handling it', async () => {
    const report = await org.report(org.mine, { state: reportState.open, hasNewMessages: true });
    const assigned = await org.clients.mainAdmin.call(setReportHandlers, {
      params: { reportId: report.reportId },
      body: { handlerIds: [org.ids.user, org.ids.admin], handlersVersion: 0 },
    });
    expect(assigned.status).toBe(200);
    // A colleague of the same category sees what the excluded user saw before.
    const colleagueBefore = await everyList(org.clients.userWithoutArchive);
    const before = await everyList(org.clients.user);
    expect(before).toEqual(colleagueBefore);
    const dashboardBefore = (await org.clients.user.call(getDashboard, {})).body.counts;

    const answer = await exclude(org.clients.mainAdmin, report, [org.ids.user], 1, 'Osoba, której dotyczy zgłoszenie');
    expect(answer.status).toBe(200);
    expect(answer.body.handlersVersion).toBe(2);
    expect(answer.body.handlers.map((handler) => handler.userId)).toEqual([org.ids.admin]);
    expect(answer.body.access.excluded.map((person) => person.userId)).toEqual([org.ids.user]);
    expect(answer.body.access.seeing.map((person) => person.userId)).not.toContain(org.ids.user);
    expect(answer.body.access.seeing.map((person) => person.userId)).toContain(org.ids.auditor);
    expect(await getReportRecord(org.tenantId, report.reportId)).toMatchObject({
      excludedIds: [org.ids.user],
      handlerIds: [org.ids.admin],
      handlersVersion: 2,
    });
    expect(await hiddenSetOf(org.tenantId, org.ids.user)).toContain(report.reportId);
    const texts = (await readLog(org.tenantId, { limit: 100 })).items
      .filter((entry) => entry.reportId === report.reportId)
      .map((entry) => entry.text);
    expect(texts).toContainEqual(
      expect.stringMatching(
        /^Wyłączenie z dostępu do zgłoszenia .+: Pracownik .+; powód: Osoba, której dotyczy zgłoszenie$/,
      ),
    );
    expect(texts).toContainEqual(expect.stringMatching(/przypisano: —; usunięto: Pracownik /));

    // The report's own endpoints: the same 404 as for a report that does not exist.
    const missing = await org.clients.user.call(getReport, { params: { reportId: randomUUID() } });
    const hidden = await org.clients.user.call(getReport, { params: { reportId: report.reportId } });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    expect((await org.clients.user.call(listReportLog, { params: { reportId: report.reportId } })).status).toBe(404);

    // Every list leaves it out, every total is one less (the colleague's unchanged).
    const after = await everyList(org.clients.user);
    const colleagueAfter = await everyList(org.clients.userWithoutArchive);
    expect(colleagueAfter).toEqual(colleagueBefore);
    after.forEach((list, n) => {
      expect(list.ids).not.toContain(report.reportId);
      const shownBefore = colleagueBefore[n]!.ids.includes(report.reportId);
      expect(list.total).toBe(colleagueBefore[n]!.total - (shownBefore ? 1 : 0));
      expect(list.total).toBe(list.ids.length);
    });
    const dashboard = (await org.clients.user.call(getDashboard, {})).body.counts;
    expect(dashboard).toEqual({ ...dashboardBefore, open: dashboardBefore.open - 1 });
    // 'Moje sprawy': no longer a handler, no trace.
    const mine = await org.clients.user.call(listReports, { query: { state: 'open', perPage: -1, mine: '1' } });
    expect(mine.body.rows.map((row) => row.reportId)).not.toContain(report.reportId);

    // An excluded person cannot be made a handler again.
    const reassigned = await org.clients.mainAdmin.call(setReportHandlers, {
      params: { reportId: report.reportId },
      body: { handlerIds: [org.ids.admin, org.ids.user], handlersVersion: 2 },
    });
    expect(reassigned.status).toBe(400);
    expect(reassigned.body.message).toBe(reportExclusionTexts.excludedHandler);
    const details = (await org.clients.mainAdmin.call(getReport, { params: { reportId: report.reportId } })).body;
    expect(details.eligibleHandlers.map((handler) => handler.userId)).not.toContain(org.ids.user);
    expect(details.access?.excluded.map((person) => person.userId)).toEqual([org.ids.user]);
    // Only administrators are told who is excluded.
    expect(
      (await org.clients.userWithoutArchive.call(getReport, { params: { reportId: report.reportId } })).body.access,
    ).toBeNull();
  });

  it('hides from an excluded administrator the report, its counts and its log entries', async () => {
    const report = await org.report(org.theirs, { state: reportState.new });
    const dashboardBefore = (await org.clients.admin.call(getDashboard, {})).body.counts;
    const newBefore = (await org.clients.admin.call(listReports, { query: { state: 'new', perPage: -1 } })).body;
    expect(newBefore.rows.map((row) => row.reportId)).toContain(report.reportId);

    expect((await exclude(org.clients.mainAdmin, report, [org.ids.admin], 0)).status).toBe(200);
    expect((await org.clients.admin.call(getReport, { params: { reportId: report.reportId } })).status).toBe(404);
    const newAfter = (await org.clients.admin.call(listReports, { query: { state: 'new', perPage: -1 } })).body;
    expect(newAfter.rows.map((row) => row.reportId)).not.toContain(report.reportId);
    expect(newAfter.total).toBe(newBefore.total - 1);
    expect((await org.clients.admin.call(getDashboard, {})).body.counts).toEqual({
      ...dashboardBefore,
      new: dashboardBefore.new - 1,
    });
    const log = await org.clients.admin.call(listLogEntries, { query: {} });
    expect(log.status).toBe(200);
    expect(log.body.rows.filter((row) => row.reportId === report.reportId)).toEqual([]);
    const mainLog = await org.clients.mainAdmin.call(listLogEntries, { query: {} });
    expect(mainLog.body.rows.filter((row) => row.reportId === report.reportId)).not.toEqual([]);
    // 'Sprawdź integralność': the report's entries travel withheld (place and hashes, no text) and the log checks intact.
    const chain = await org.clients.admin.call(getLogChain, { query: {} });
    expect(JSON.stringify(chain.body.entries)).not.toContain(report.reportId);
    expect(chain.body.entries.filter((entry) => 'withheld' in entry)).not.toEqual([]);
    expect(await chainVerdict(org.clients.admin)).toMatchObject({ intact: true });

    // Readmitted: seen again, counted again, logged.
    const back = await readmit(org.clients.mainAdmin, report, org.ids.admin, 1);
    expect(back.status).toBe(200);
    expect(back.body.access.excluded).toEqual([]);
    expect(await hiddenSetOf(org.tenantId, org.ids.admin)).not.toContain(report.reportId);
    expect((await org.clients.admin.call(getReport, { params: { reportId: report.reportId } })).status).toBe(200);
    expect((await org.clients.admin.call(getDashboard, {})).body.counts).toEqual(dashboardBefore);
    expect((await readLog(org.tenantId, { limit: 100 })).items.map((entry) => entry.text)).toContainEqual(
      expect.stringMatching(/^Przywrócenie dostępu do zgłoszenia .+: Pracownik /),
    );
  });
});

describe('refusals: nothing is written', () => {
  it('bad input is refused with a Polish sentence', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const before = await storedAccess(report);
    const cases: [string[], string, string][] = [
      [[], 'Powód', reportExclusionTexts.chooseRequired],
      [[org.ids.user], '', reportExclusionTexts.reasonRequired],
      [[org.ids.user], '   ', reportExclusionTexts.reasonRequired],
      [[org.ids.user], 'x'.repeat(501), reportExclusionTexts.reasonTooLong],
      [[org.ids.user, org.ids.user], 'Powód', reportExclusionTexts.repeated],
      [Array.from({ length: REPORT_EXCLUSIONS_MAX + 1 }, (_, n) => `user-${n}`), 'Powód', reportExclusionTexts.tooMany],
      [[stranger.ids.user], 'Powód', reportExclusionTexts.notStaff],
      [['nikt-taki'], 'Powód', reportExclusionTexts.notStaff],
    ];
    for (const [userIds, reason, message] of cases) {
      const answer = await exclude(org.clients.mainAdmin, report, userIds, 0, reason);
      expect(answer.status, message).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    const readmitNobody = await readmit(org.clients.mainAdmin, report, org.ids.user, 0);
    expect(readmitNobody.status).toBe(400);
    expect(readmitNobody.body.message).toBe(reportExclusionTexts.notExcluded);
    expect(await storedAccess(report)).toBe(before);
  });

  it('a user or an auditor is refused (403), another organisation’s administrator finds nothing (404)', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const before = await storedAccess(report);
    expect((await exclude(org.clients.user, report, [org.ids.userWithoutReply], 0)).status).toBe(403);
    expect((await exclude(org.clients.auditor, report, [org.ids.userWithoutReply], 0)).status).toBe(403);
    expect((await exclude(stranger.clients.mainAdmin, report, [stranger.ids.user], 0)).status).toBe(404);
    expect((await readmit(stranger.clients.mainAdmin, report, org.ids.user, 0)).status).toBe(404);
    expect((await readmit(org.clients.user, report, org.ids.user, 0)).status).toBe(403);
    expect(await storedAccess(report)).toBe(before);
  });

  it('a stale version is a 409 with the usual sentence', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    expect((await exclude(org.clients.mainAdmin, report, [org.ids.userWithoutReply], 0)).status).toBe(200);
    const before = await storedAccess(report);
    const stale = await exclude(org.clients.admin, report, [org.ids.userWithoutArchive], 0);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(reportTexts.changedMeanwhile);
    expect((await readmit(org.clients.admin, report, org.ids.userWithoutReply, 0)).status).toBe(409);
    expect(await storedAccess(report)).toBe(before);
  });

  it('the last person who could handle the report cannot be excluded, not even by themselves', async () => {
    // 'Mobbing' has one user; with the other administrator excluded too, the main administrator is the last.
    const report = await org.report(org.theirs, { state: reportState.open });
    const first = await exclude(org.clients.mainAdmin, report, [org.ids.otherCategoryUser, org.ids.admin], 0);
    expect(first.status).toBe(200);
    expect(first.body.access.seeing.map((person) => person.userId)).toEqual([org.ids.mainAdmin]);
    const before = await storedAccess(report);
    const last = await exclude(org.clients.mainAdmin, report, [org.ids.mainAdmin], 1);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(reportExclusionTexts.lastHandler);
    expect(await storedAccess(report)).toBe(before);
    expect(await hiddenSetOf(org.tenantId, org.ids.mainAdmin)).not.toContain(report.reportId);
  });

  it('an administrator may exclude themselves while someone else can still handle the report', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    expect((await exclude(org.clients.admin, report, [org.ids.admin], 0, 'Jestem w konflikcie interesów')).status).toBe(
      200,
    );
    expect((await org.clients.admin.call(getReport, { params: { reportId: report.reportId } })).status).toBe(404);
    expect((await org.clients.mainAdmin.call(getReport, { params: { reportId: report.reportId } })).status).toBe(200);
  });
});

describe('two administrators excluding each other at the same moment', () => {
  /** A report only the two administrators could handle ('Mobbing' without its user). */
  async function reportForTwo() {
    const report = await org.report(org.theirs, { state: reportState.open });
    expect((await exclude(org.clients.mainAdmin, report, [org.ids.otherCategoryUser], 0)).status).toBe(200);
    return report;
  }

  it('through the API: exactly one succeeds, the other is refused, and someone can still handle it', async () => {
    for (let round = 0; round < 3; round++) {
      const report = await reportForTwo();
      const [a, b] = await Promise.all([
        exclude(org.clients.mainAdmin, report, [org.ids.admin], 1),
        exclude(org.clients.admin, report, [org.ids.mainAdmin], 1),
      ]);
      const statuses = [a.status, b.status].sort();
      // The loser read the report before the winner's write (409, Polish) or after it (excluded by then: 404).
      expect([
        [200, 409],
        [200, 404],
      ]).toContainEqual(statuses);
      const loser = a.status === 200 ? b : a;
      if (loser.status === 409) expect(loser.body.message).toBe(reportTexts.changedMeanwhile);
      const stored = await getReportRecord(org.tenantId, report.reportId);
      expect(stored?.excludedIds).toHaveLength(2);
      expect(stored?.handlersVersion).toBe(2);
    }
  });

  it('two changes made on the same read: the second transaction is refused as a whole', async () => {
    const report = await reportForTwo();
    const seen = (await getReportRecord(org.tenantId, report.reportId))!;
    const outcomes = await Promise.allSettled([
      transact(excludeWrites(seen, [org.ids.admin])),
      transact(excludeWrites(seen, [org.ids.mainAdmin])),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'CONFLICT', message: reportTexts.changedMeanwhile });
    const stored = (await getReportRecord(org.tenantId, report.reportId))!;
    expect(stored.excludedIds).toHaveLength(2);
    const loserId = [org.ids.admin, org.ids.mainAdmin].find((id) => !stored.excludedIds!.includes(id))!;
    // Nothing of the refused change is left: the loser's own hidden set does not name the report.
    expect(await hiddenSetOf(org.tenantId, loserId)).not.toContain(report.reportId);
  });
});

describe('stored items', () => {
  it('an excluded handler loses their handled item in the same transaction', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    await org.clients.mainAdmin.call(setReportHandlers, {
      params: { reportId: report.reportId },
      body: { handlerIds: [org.ids.userWithoutArchive], handlersVersion: 0 },
    });
    expect((await exclude(org.clients.mainAdmin, report, [org.ids.userWithoutArchive], 1)).status).toBe(200);
    const { Items } = await dynamo.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.handledReportsOf(org.tenantId).PK },
      }),
    );
    expect((Items ?? []).filter((item) => item.reportId === report.reportId)).toEqual([]);
  });
});
