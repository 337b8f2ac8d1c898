/**
 * Retention: a report closed in 2021 is deleted by the job on 1 January 2025 (an injected clock)
 * with everything a delete removes, and the log says so; one on legal hold stays, and neither
 * the job nor USUŃ deletes it until an administrator lifts the hold.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clearReportLegalHold,
  deleteReport,
  getReport,
  listRegister,
  setReportFollowUpEnd,
  setReportLegalHold,
} from '@shared/contracts/index.js';
import { reportState } from '@shared/domain/report.js';
import { reportTexts } from '@shared/messages/reports.js';
import { retentionTexts } from '@shared/messages/retention.js';
import { objectSize } from '../../functions/adapters/s3.js';
import { listLogEntries } from '../../functions/data/audit-log.js';
import { getReportRecord } from '../../functions/data/reports.js';
import { handler as worker, organisationJob } from '../../functions/jobs/purge-expired-reports.js';
import { queueEvent } from '../support/lambda-event.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';

let org: Organisation;
beforeAll(async () => {
  org = await organisationWithStaff();
});

const purgeExpired = (now: string) => organisationJob(org.tenantId, new Date(now));

/** Received on 10 March 2021 and closed the next day. */
const closedIn2021 = () =>
  org.report(org.mine, { state: reportState.archived, receivedAt: '2021-03-10T09:00:00.000Z', files: ['dowód'] });

describe('retention of closed reports', () => {
  it('keeps a report closed in 2021 through 2024 and deletes it on 1 January 2025, files and all, with a log entry', async () => {
    const report = await closedIn2021();
    await purgeExpired('2024-12-31T22:00:00.000Z');
    expect(await getReportRecord(org.tenantId, report.reportId)).not.toBeNull();

    const run = await purgeExpired('2025-01-01T06:00:00.000Z');
    expect(run.purged).toBeGreaterThanOrEqual(1);
    expect(await getReportRecord(org.tenantId, report.reportId)).toBeNull();
    expect(await objectSize(report.files[0]!.s3Key)).toBeNull();
    expect((await org.clients.mainAdmin.call(getReport, { params: { reportId: report.reportId } })).status).toBe(404);
    const log = await listLogEntries(org.tenantId, { limit: 100 });
    expect(
      log.items.filter((entry) => entry.reportId === report.reportId && entry.action === 'report.retention.purged'),
    ).toMatchObject([{ userId: null, userName: 'System' }]);
  });

  it('keeps a report on legal hold past retention, refuses USUŃ while held, and lets both act once the hold is lifted', async () => {
    const report = await closedIn2021();
    const held = await org.clients.admin.call(setReportLegalHold, {
      params: { reportId: report.reportId },
      body: { reason: 'prosecution' },
    });
    expect(held.status).toBe(200);
    expect(
      (await org.clients.user.call(getReport, { params: { reportId: report.reportId } })).body.legalHold,
    ).toMatchObject({ reason: 'prosecution' });

    await purgeExpired('2025-01-01T06:00:00.000Z');
    expect(await getReportRecord(org.tenantId, report.reportId)).not.toBeNull();
    const refused = await org.clients.mainAdmin.call(deleteReport, { params: { reportId: report.reportId } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(reportTexts.deleteHeld);

    expect((await org.clients.admin.call(clearReportLegalHold, { params: { reportId: report.reportId } })).status).toBe(
      200,
    );
    await purgeExpired('2025-01-01T06:00:00.000Z');
    expect(await getReportRecord(org.tenantId, report.reportId)).toBeNull();
    const actions = (await listLogEntries(org.tenantId, { limit: 200 })).items
      .filter((entry) => entry.reportId === report.reportId)
      .map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['report.legalHold.set', 'report.legalHold.cleared', 'report.retention.purged']),
    );
  });

  it('lets only administrators set or lift a hold, and refuses an unknown reason without a change', async () => {
    const report = await closedIn2021();
    for (const client of [org.clients.user, org.clients.auditor]) {
      expect(
        (await client.call(setReportLegalHold, { params: { reportId: report.reportId }, body: { reason: 'court' } }))
          .status,
      ).toBe(403);
    }
    const unknown = await org.clients.admin.call(setReportLegalHold, {
      params: { reportId: report.reportId },
      body: { reason: 'na zawsze' as never },
    });
    expect(unknown.status).toBe(400);
    expect((await getReportRecord(org.tenantId, report.reportId))?.legalHold).toBeUndefined();
  });

  it('never deletes an open report, however old', async () => {
    const open = await org.report(org.mine, { state: reportState.open, receivedAt: '2020-01-10T09:00:00.000Z' });
    await purgeExpired('2026-01-01T06:00:00.000Z');
    expect(await getReportRecord(org.tenantId, open.reportId)).not.toBeNull();
  });
});

describe("the day follow-up ended ('Zakończenie działań następczych')", () => {
  const record = (client: Organisation['clients']['admin'], reportId: string, on: string | null) =>
    client.call(setReportFollowUpEnd, { params: { reportId }, body: { on } });

  it('counts retention from the day recorded: archived in 2022, follow-up ended in 2021, deleted on 1 January 2025', async () => {
    const report = await org.report(org.mine, {
      state: reportState.archived,
      receivedAt: '2021-03-10T09:00:00.000Z',
      archivedAt: '2022-02-01T09:00:00.000Z',
    });
    await purgeExpired('2025-01-01T06:00:00.000Z');
    expect(await getReportRecord(org.tenantId, report.reportId)).not.toBeNull();

    const saved = await record(org.clients.admin, report.reportId, '2021-12-20');
    expect(saved.status).toBe(200);
    expect(saved.body.followUpEnd).toMatchObject({ on: '2021-12-20' });
    expect(
      (await org.clients.user.call(getReport, { params: { reportId: report.reportId } })).body.followUpEnd,
    ).toMatchObject({ on: '2021-12-20' });
    await purgeExpired('2024-12-31T22:00:00.000Z');
    expect(await getReportRecord(org.tenantId, report.reportId)).not.toBeNull();
    await purgeExpired('2025-01-01T06:00:00.000Z');
    expect(await getReportRecord(org.tenantId, report.reportId)).toBeNull();
    const log = await listLogEntries(org.tenantId, { limit: 200 });
    expect(log.items.filter((entry) => entry.reportId === report.reportId).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['report.followUpEnd.set', 'report.retention.purged']),
    );
  });

  it('keeps a report longer when the day recorded is after the archiving, and the archiving counts again once it is removed', async () => {
    const report = await closedIn2021();
    expect((await record(org.clients.admin, report.reportId, '2022-06-30')).status).toBe(200);
    await purgeExpired('2025-01-01T06:00:00.000Z');
    expect(await getReportRecord(org.tenantId, report.reportId)).not.toBeNull();
    // The register's 'Data zakończenia' reads the day from the report's row.
    const registerRow = async () =>
      (await org.clients.user.call(listRegister, { query: { perPage: 40 } })).body.rows.find(
        (row) => row.reportId === report.reportId,
      );
    expect((await registerRow())?.followUpEndOn).toBe('2022-06-30');
    const removed = await record(org.clients.admin, report.reportId, null);
    expect(removed.body.followUpEnd).toBeNull();
    expect((await registerRow())?.followUpEndOn).toBeNull();
    expect((await getReportRecord(org.tenantId, report.reportId))?.followUpEnd).toBeUndefined();
    await purgeExpired('2025-01-01T06:00:00.000Z');
    expect(await getReportRecord(org.tenantId, report.reportId)).toBeNull();
  });

  it('lets one of two changes made at once win: the other is told the report changed, one log entry', async () => {
    const report = await org.report(org.mine, { state: reportState.open, receivedAt: '2021-03-10T09:00:00.000Z' });
    const answers = await Promise.all([
      record(org.clients.admin, report.reportId, '2021-06-01'),
      record(org.clients.mainAdmin, report.reportId, '2021-07-01'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200)!;
    expect((await getReportRecord(org.tenantId, report.reportId))?.followUpEnd?.on).toBe(won.body.followUpEnd!.on);
    const logged = (await listLogEntries(org.tenantId, { limit: 500 })).items.filter(
      (entry) => entry.reportId === report.reportId && entry.action === 'report.followUpEnd.set',
    );
    expect(logged).toHaveLength(1);
  });

  it('refuses a day before receipt, in the future or not a day, with a Polish sentence, and writes nothing', async () => {
    // Open (as a day may be recorded before archiving), so no later run of the job here purges it.
    const report = await org.report(org.mine, { state: reportState.open, receivedAt: '2021-03-10T09:00:00.000Z' });
    const entriesBefore = (await listLogEntries(org.tenantId, { limit: 500 })).items.length;
    const cases: [string, string][] = [
      ['2021-03-09', retentionTexts.followUpEndProblem.beforeReceived],
      ['2999-01-01', retentionTexts.followUpEndProblem.future],
      ['2021-02-30', retentionTexts.followUpEndProblem.notADay],
      ['20.12.2021', retentionTexts.followUpEndProblem.notADay],
    ];
    for (const [on, message] of cases) {
      const refused = await record(org.clients.admin, report.reportId, on);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await getReportRecord(org.tenantId, report.reportId))?.followUpEnd).toBeUndefined();
    expect((await listLogEntries(org.tenantId, { limit: 500 })).items.length).toBe(entriesBefore);
  });
});

describe('the job fanned out per organisation', () => {
  const retentionOf = (organisation: Organisation) =>
    listLogEntries(organisation.tenantId, { limit: 200 }).then((log) =>
      log.items.filter((entry) => entry.action === 'report.retention.purged'),
    );

  it('purges each organisation of a batch, and a redelivered message deletes and logs nothing twice', async () => {
    const other = await organisationWithStaff();
    const mine = await closedIn2021();
    const theirs = await other.report(other.mine, {
      state: reportState.archived,
      receivedAt: '2021-03-10T09:00:00.000Z',
    });
    const logged = (await retentionOf(org)).length;
    const messages = [org, other].map((organisation) => ({
      tenantId: organisation.tenantId,
      now: '2025-01-01T06:00:00.000Z',
    }));

    expect(await worker(queueEvent(...messages))).toEqual({ batchItemFailures: [] });
    expect(await getReportRecord(org.tenantId, mine.reportId)).toBeNull();
    expect(await getReportRecord(other.tenantId, theirs.reportId)).toBeNull();
    expect(await retentionOf(org)).toHaveLength(logged + 1);
    expect(await retentionOf(other)).toHaveLength(1);

    expect(await worker(queueEvent(...messages))).toEqual({ batchItemFailures: [] });
    expect(await retentionOf(org)).toHaveLength(logged + 1);
    expect(await retentionOf(other)).toHaveLength(1);
  });

  it('hands back a message it cannot read, and still purges the organisation beside it', async () => {
    const report = await closedIn2021();
    const event = queueEvent(
      { tenantId: org.tenantId, now: 'yesterday' },
      { tenantId: org.tenantId, now: '2025-01-01T06:00:00.000Z' },
    );
    expect(await worker(event)).toEqual({ batchItemFailures: [{ itemIdentifier: event.messageIds[0] }] });
    expect(await getReportRecord(org.tenantId, report.reportId)).toBeNull();
  });
});
