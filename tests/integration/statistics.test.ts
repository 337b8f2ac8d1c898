/**
 * 'Statystyki' against the local emulators: the counters follow every write that changes what
 * they count (a report in, opened, answered, archived, moved, deleted), terms missed so far are
 * read from the lists on the injected receipt dates, an auditor counts their categories only, and
 * a bad period is refused in Polish.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  archiveReport,
  deleteReport,
  excludeFromReport,
  getReportStatistics,
  markReportFeedback,
  moveReport,
  openReport,
  requestMeeting,
  sendReply,
  writeReportProtocol,
} from '@shared/contracts/index.js';
import { addCalendarDays, addMonths } from '@shared/domain/deadlines.js';
import { polishCalendarDate, reportState } from '@shared/domain/report.js';
import { addMonthsTo, polishMonth } from '@shared/domain/statistics.js';
import { statisticsTexts } from '@shared/messages/statistics.js';
import { getReportRecord } from '../../functions/data/reports.js';
import { logInAsReporter } from '../support/inbox.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';

const placeholderBody = { v: 1 as const, alg: 'A256GCM' as const, iv: 'AAAAAAAAAAAAAAAA', ct: 'A'.repeat(24) };

/** 10:00 UTC (noon or 11:00 in Poland) `days` calendar days and `months` months before today in Poland. */
const dayInPoland = (days: number, months = 0) =>
  `${addMonths(addCalendarDays(polishCalendarDate(new Date()), -days), -months)}T10:00:00.000Z`;

let org: Organisation;
const statisticsOf = async (
  role: 'mainAdmin' | 'auditor' = 'mainAdmin',
  query: { from?: string; to?: string } = {},
) => {
  const answer = await org.clients[role].call(getReportStatistics, { query });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

beforeAll(async () => {
  org = await organisationWithStaff();
});

describe('statistics of a period', () => {
  it('count a report coming in by month, category, channel and state, and an acknowledgement on day 8 as late', async () => {
    const before = await statisticsOf();
    expect(before).toMatchObject({ received: 0, categories: [], states: { new: 0, open: 0, archived: 0, deleted: 0 } });
    expect(before.months).toHaveLength(12);
    expect(before.acknowledgement.percentInTime).toBeNull();

    const fresh = await org.report(org.mine, { receivedAt: dayInPoland(1) });
    const late = await org.report(org.mine, { receivedAt: dayInPoland(8) });
    const byPhone = await org.report(org.theirs, { receivedAt: dayInPoland(2), phone: '601234567' });
    let now = await statisticsOf();
    expect(now.received).toBe(3);
    expect(now.channels).toEqual({ form: 2, phone: 1, email: 0 });
    expect(now.states).toEqual({ new: 3, open: 0, archived: 0, deleted: 0 });
    expect(now.categories).toEqual([
      { categoryId: org.mine.categoryId, name: 'Korupcja', received: 2 },
      { categoryId: org.theirs.categoryId, name: 'Mobbing', received: 1 },
    ]);
    expect(now.months.reduce((total, entry) => total + entry.received, 0)).toBe(3);
    expect(now.months.find((entry) => entry.month === polishMonth(new Date(byPhone.receivedAt)))?.phone).toBe(1);
    // Day 8 with nothing acknowledged: missed so far (read from the list), the others still running.
    expect(now.acknowledgement).toEqual({ inTime: 0, late: 0, overdue: 1, pending: 2, percentInTime: 0 });

    for (const report of [fresh, late, byPhone])
      expect((await org.clients.admin.call(openReport, { params: { reportId: report.reportId } })).status).toBe(200);
    now = await statisticsOf();
    expect(now.states).toEqual({ new: 0, open: 3, archived: 0, deleted: 0 });
    expect(now.acknowledgement).toEqual({ inTime: 2, late: 1, overdue: 0, pending: 0, percentInTime: 66.7 });
  });

  it('count feedback in time, late, missed at closing, missed so far and none before closing', async () => {
    const start = await statisticsOf();
    // Acknowledged on day 1, over 3 months ago: feedback missed so far.
    await org.report(org.mine, {
      state: reportState.open,
      receivedAt: dayInPoland(10, 3),
      acknowledgedAt: dayInPoland(9, 3),
    });
    const answeredLate = await org.report(org.mine, {
      state: reportState.open,
      receivedAt: dayInPoland(10, 3),
      acknowledgedAt: dayInPoland(9, 3),
    });
    const closedLate = await org.report(org.mine, {
      state: reportState.open,
      receivedAt: dayInPoland(10, 3),
      acknowledgedAt: dayInPoland(9, 3),
    });
    const closedEarly = await org.report(org.mine, {
      state: reportState.open,
      receivedAt: dayInPoland(20),
      acknowledgedAt: dayInPoland(19),
    });
    const answered = await org.report(org.mine, {
      state: reportState.open,
      receivedAt: dayInPoland(20),
      acknowledgedAt: dayInPoland(19),
    });
    let now = await statisticsOf();
    expect(now.feedback.overdue - start.feedback.overdue).toBe(3);

    // A plain reply gives no feedback; the one marked as it does (late).
    expect(
      (
        await org.clients.user.call(sendReply, {
          params: { reportId: answeredLate.reportId },
          body: { messageId: randomUUID(), body: placeholderBody, feedback: false },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await org.clients.user.call(sendReply, {
          params: { reportId: answeredLate.reportId },
          body: { messageId: randomUUID(), body: placeholderBody, feedback: true },
        })
      ).status,
    ).toBe(200);
    expect((await org.clients.user.call(markReportFeedback, { params: { reportId: answered.reportId } })).status).toBe(
      200,
    );
    // A second reply changes nothing counted.
    expect(
      (
        await org.clients.user.call(sendReply, {
          params: { reportId: answered.reportId },
          body: { messageId: randomUUID(), body: placeholderBody, feedback: true },
        })
      ).status,
    ).toBe(200);
    for (const report of [closedLate, closedEarly])
      expect((await org.clients.mainAdmin.call(archiveReport, { params: { reportId: report.reportId } })).status).toBe(
        200,
      );
    now = await statisticsOf();
    const change = (name: keyof typeof now.feedback) =>
      (now.feedback[name] as number) - (start.feedback[name] as number);
    expect({
      inTime: change('inTime'),
      late: change('late'),
      missed: change('missed'),
      overdue: change('overdue'),
      none: change('none'),
    }).toEqual({ inTime: 1, late: 1, missed: 1, overdue: 1, none: 1 });
    expect(now.states.archived - start.states.archived).toBe(2);
  });

  it('count five parallel first replies marked as feedback as one feedback, and every reply is sent', async () => {
    const report = await org.report(org.mine, {
      state: reportState.open,
      receivedAt: dayInPoland(5),
      acknowledgedAt: dayInPoland(4),
    });
    const start = await statisticsOf();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        org.clients.user.call(sendReply, {
          params: { reportId: report.reportId },
          body: { messageId: randomUUID(), body: placeholderBody, feedback: true },
        }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await getReportRecord(org.tenantId, report.reportId))?.repliesCount).toBe(5);
    expect((await statisticsOf()).feedback.inTime - start.feedback.inTime).toBe(1);
  });

  it('move a report between categories, and count a deleted report as received and deleted', async () => {
    const report = await org.report(org.mine, { state: reportState.open, receivedAt: dayInPoland(3) });
    const start = await statisticsOf();
    const received = (body: typeof start, categoryId: string) =>
      body.categories.find((entry) => entry.categoryId === categoryId)?.received ?? 0;
    expect(
      (
        await org.clients.admin.call(moveReport, {
          params: { reportId: report.reportId },
          body: { categoryId: org.theirs.categoryId },
        })
      ).status,
    ).toBe(200);
    let now = await statisticsOf();
    expect([
      received(now, org.mine.categoryId) - received(start, org.mine.categoryId),
      received(now, org.theirs.categoryId) - received(start, org.theirs.categoryId),
    ]).toEqual([-1, 1]);
    expect(now.received).toBe(start.received);

    expect((await org.clients.mainAdmin.call(archiveReport, { params: { reportId: report.reportId } })).status).toBe(
      200,
    );
    expect((await org.clients.mainAdmin.call(deleteReport, { params: { reportId: report.reportId } })).status).toBe(
      200,
    );
    now = await statisticsOf();
    expect(now.received).toBe(start.received);
    expect([
      now.states.open - start.states.open,
      now.states.archived - start.states.archived,
      now.states.deleted - start.states.deleted,
    ]).toEqual([-1, 0, 1]);
  });

  it('count meetings asked for (in the form or the inbox) and held within 14 days or after, by the protocol’s first version', async () => {
    const start = (await statisticsOf()).meeting;
    const writeMeetingProtocol = async (reportId: string, version = 0) =>
      expect(
        (
          await org.clients.user.call(writeReportProtocol, {
            params: { reportId, kind: 'meeting' },
            body: { text: placeholderBody, version },
          })
        ).status,
      ).toBe(200);
    // Asked for 20 days ago (with the report), held today: late.
    const late = await org.report(org.mine, {
      state: reportState.open,
      receivedAt: dayInPoland(20),
      meetingRequestedAt: dayInPoland(20),
    });
    // Asked for in the inbox today, held today: in time; a second version moves nothing.
    const inTime = await org.report(org.mine, { state: reportState.open, receivedAt: dayInPoland(3) });
    expect((await (await logInAsReporter(inTime)).call(requestMeeting)).status).toBe(200);
    // Asked for two days ago, no protocol yet.
    await org.report(org.theirs, {
      state: reportState.open,
      receivedAt: dayInPoland(2),
      meetingRequestedAt: dayInPoland(2),
    });
    let now = (await statisticsOf()).meeting;
    expect([
      now.requested - start.requested,
      now.inTime - start.inTime,
      now.late - start.late,
      now.notHeld - start.notHeld,
    ]).toEqual([3, 0, 0, 3]);

    await writeMeetingProtocol(late.reportId);
    await writeMeetingProtocol(inTime.reportId);
    await writeMeetingProtocol(inTime.reportId, 1);
    now = (await statisticsOf()).meeting;
    expect([
      now.requested - start.requested,
      now.inTime - start.inTime,
      now.late - start.late,
      now.notHeld - start.notHeld,
    ]).toEqual([3, 1, 1, 1]);
    expect(now.percentInTime).toBe(Math.round(((start.inTime + 1) / (start.inTime + start.late + 2)) * 1000) / 10);

    // Moved to another category, the meeting's counts go with it (the totals stay).
    expect(
      (
        await org.clients.admin.call(moveReport, {
          params: { reportId: late.reportId },
          body: { categoryId: org.theirs.categoryId },
        })
      ).status,
    ).toBe(200);
    const moved = (await statisticsOf()).meeting;
    expect(moved).toEqual(now);
  });

  it('count only the chosen months', async () => {
    const old = await org.report(org.mine, { receivedAt: dayInPoland(0, 14) });
    const month = polishMonth(new Date(old.receivedAt));
    const body = await statisticsOf('mainAdmin', { from: month, to: month });
    expect(body).toMatchObject({
      from: month,
      to: month,
      received: 1,
      states: { new: 1, open: 0, archived: 0, deleted: 0 },
    });
    expect(body.months).toEqual([{ month, received: 1, form: 1, phone: 0, email: 0 }]);
    // Not in the last 12 months.
    const lastYear = await statisticsOf();
    expect(lastYear.months.map((entry) => entry.month)).not.toContain(month);
    // A period given by its start alone runs 12 months.
    expect((await statisticsOf('mainAdmin', { from: month })).to).toBe(addMonthsTo(month, 11));
  });

  it("give an auditor only the categories assigned to them, and another organisation nothing of this one's", async () => {
    const [all, audited] = await Promise.all([statisticsOf('mainAdmin'), statisticsOf('auditor')]);
    expect(audited.categories.map((entry) => entry.categoryId)).toEqual([org.mine.categoryId]);
    expect(audited.received).toBe(all.categories.find((entry) => entry.categoryId === org.mine.categoryId)!.received);
    expect(audited.received).toBeLessThan(all.received);
    const stranger = await organisationWithStaff();
    expect((await stranger.clients.mainAdmin.call(getReportStatistics, { query: {} })).body).toMatchObject({
      received: 0,
      categories: [],
    });
  });

  it('refuse a bad period with 400 and a Polish message', async () => {
    const ask = (query: Record<string, string>) => org.clients.mainAdmin.call(getReportStatistics, { query: query });
    const reversed = await ask({ from: '2026-05', to: '2026-04' });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain(statisticsTexts.badRange);
    const tooLong = await ask({ from: '2020-01', to: '2025-01' });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(statisticsTexts.tooLong(60));
    const badMonth = await ask({ from: '2026-13' });
    expect(badMonth.status).toBe(400);
    expect(JSON.stringify(badMonth.body)).toContain(statisticsTexts.badMonth);
    expect((await org.clients.user.call(getReportStatistics, { query: {} })).status).toBe(403);
  });
});

describe("statistics of a staff member excluded from reports ('Wyłącz z dostępu')", () => {
  it('leave those reports out of every count: received, channels, states, terms kept and terms missed so far', async () => {
    const late = await org.report(org.mine, {
      state: reportState.open,
      receivedAt: dayInPoland(9),
      acknowledgedAt: dayInPoland(1),
    });
    const unopened = await org.report(org.theirs, { receivedAt: dayInPoland(9), phone: '601234568' });
    for (const report of [late, unopened]) {
      const version = (await getReportRecord(org.tenantId, report.reportId))?.handlersVersion ?? 0;
      const excluded = await org.clients.mainAdmin.call(excludeFromReport, {
        params: { reportId: report.reportId },
        body: { userIds: [org.ids.admin], reason: 'Konflikt interesów', handlersVersion: version },
      });
      expect(excluded.status).toBe(200);
    }
    const [all, hiddenFrom] = await Promise.all([
      statisticsOf('mainAdmin'),
      org.clients.admin.call(getReportStatistics, { query: {} }).then((answer) => answer.body),
    ]);
    expect(hiddenFrom.received).toBe(all.received - 2);
    expect(hiddenFrom.channels).toEqual({
      ...all.channels,
      form: all.channels.form - 1,
      phone: all.channels.phone - 1,
    });
    expect(hiddenFrom.states).toEqual({ ...all.states, new: all.states.new - 1, open: all.states.open - 1 });
    expect(hiddenFrom.acknowledgement.late).toBe(all.acknowledgement.late - 1);
    expect(hiddenFrom.acknowledgement.overdue).toBe(all.acknowledgement.overdue - 1);
    const received = (answer: typeof all, categoryId: string) =>
      answer.categories.find((entry) => entry.categoryId === categoryId)?.received ?? 0;
    expect(received(hiddenFrom, org.mine.categoryId)).toBe(received(all, org.mine.categoryId) - 1);
    expect(received(hiddenFrom, org.theirs.categoryId)).toBe(received(all, org.theirs.categoryId) - 1);
    expect(hiddenFrom.months.reduce((total, entry) => total + entry.received, 0)).toBe(all.received - 2);
  });
});
