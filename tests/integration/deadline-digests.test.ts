/**
 * The daily digest of the Act's terms: each staff user of a category gets one e-mail listing the
 * reports whose acknowledgement, feedback or meeting term is close or missed — identifiers, categories and
 * dates only, never content — and a second run the same day sends nothing. The job fans out: its
 * worker takes one organisation per queue message, and a digest counts as sent only once SES took it.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportState } from '@shared/domain/report.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { deadlineDigestClaim } from '../../functions/data/deadline-digests.js';
import { claimSending, SENDING_LEASE_MS } from '../../functions/data/sending-claims.js';
import { keys } from '../../functions/data/keys.js';
import { excludeWrites } from '../../functions/data/report-exclusions.js';
import { setReportHandlersWrites } from '../../functions/data/report-handlers.js';
import { meetingRequestWrites } from '../../functions/data/report-protocols.js';
import { transact } from '../../functions/data/transact.js';
import type { Tenant } from '../../functions/data/tenants.js';
import { handler as worker, organisationJob } from '../../functions/jobs/send-deadline-digests.js';
import { runForEveryOrganisation } from '../../functions/lib/organisation-jobs.js';
import { polishCalendarDate } from '@shared/domain/report.js';
import { givenStaffUser, givenTenant } from '../support/fixtures.js';
import { queueEvent } from '../support/lambda-event.js';
import { emailsTo } from '../support/outbox.js';
import { givenCategory, givenReport, type GivenReport } from '../support/report-fixtures.js';
import { uniqueEmail } from '../support/api-client.js';

const day = 86_400_000;
const now = new Date();
let tenantId: string;
let handler: { email: string };
let auditor: { email: string };
let reports: Record<'ackSoon' | 'ackMissed' | 'fine' | 'closed' | 'meetingSoon', GivenReport>;

beforeAll(async () => {
  const tenant = await givenTenant();
  tenantId = tenant.tenantId;
  const user = await givenStaffUser(tenant, {
    type: staffUserType.user,
    isMainAdmin: false,
    email: uniqueEmail('termin'),
  });
  const watcher = await givenStaffUser(tenant, {
    type: staffUserType.auditor,
    isMainAdmin: false,
    email: uniqueEmail('audyt'),
  });
  handler = user;
  auditor = watcher;
  const category = await givenCategory(tenant.tenantId, {
    name: 'Korupcja',
    users: [
      { userId: user.userId, canResponse: true },
      { userId: watcher.userId, canResponse: false },
    ],
  });
  const receivedDaysAgo = (days: number) => new Date(now.getTime() - days * day).toISOString();
  reports = {
    ackSoon: await givenReport(category, { state: reportState.new, receivedAt: receivedDaysAgo(6) }),
    ackMissed: await givenReport(category, { state: reportState.new, receivedAt: receivedDaysAgo(9) }),
    fine: await givenReport(category, { state: reportState.new, receivedAt: receivedDaysAgo(1) }),
    closed: await givenReport(category, { state: reportState.archived, receivedAt: receivedDaysAgo(9) }),
    meetingSoon: await givenReport(category, { state: reportState.open, receivedAt: receivedDaysAgo(20) }),
  };
  // Its reporter asked for a meeting 13 days ago: the 14-day term ends within 2 days.
  await transact(meetingRequestWrites(reports.meetingSoon, receivedDaysAgo(13)));
});

describe('the daily digest of terms', () => {
  it('e-mails the category’s handler one list of the close and missed terms, with no content', async () => {
    await organisationJob(tenantId, now);
    const mails = await emailsTo(handler.email);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.body.text ?? '';
    expect(text).toContain(
      `${formatReporterIdentifier(reports.ackSoon.identifier)} (Korupcja) — Potwierdzenie przyjęcia (7 dni)`,
    );
    expect(text).toContain(
      `${formatReporterIdentifier(reports.ackMissed.identifier)} (Korupcja) — Potwierdzenie przyjęcia (7 dni)`,
    );
    expect(text).toContain('Termin minął.');
    expect(text).toContain(
      `${formatReporterIdentifier(reports.meetingSoon.identifier)} (Korupcja) — Spotkanie na prośbę zgłaszającego (14 dni)`,
    );
    expect(text).not.toContain(formatReporterIdentifier(reports.fine.identifier));
    expect(text).not.toContain(formatReporterIdentifier(reports.closed.identifier));
    expect(text).not.toContain('Opis zgłoszenia');
    expect(await emailsTo(auditor.email)).toHaveLength(0);
  });

  it('sends nothing more when it runs again the same day', async () => {
    await organisationJob(tenantId, now);
    expect(await emailsTo(handler.email)).toHaveLength(1);
  });
});

describe("a report's handlers ('Osoba prowadząca')", () => {
  it('hear of its terms instead of the category’s staff; a report without a handler still goes to the category', async () => {
    const tenant = await givenTenant();
    const staff = await Promise.all(
      ['prowadzacy', 'kolega'].map((name) =>
        givenStaffUser(tenant, { type: staffUserType.user, isMainAdmin: false, email: uniqueEmail(name) }),
      ),
    );
    const [handling, colleague] = staff as [(typeof staff)[0], (typeof staff)[0]];
    const category = await givenCategory(tenant.tenantId, {
      name: 'Nadużycia',
      users: staff.map((user) => ({ userId: user.userId, canResponse: true })),
    });
    const missed = { state: reportState.new, receivedAt: new Date(now.getTime() - 9 * day).toISOString() };
    const handled = await givenReport(category, missed);
    const unhandled = await givenReport(category, missed);
    await transact(setReportHandlersWrites(handled, [handling.userId]));

    await organisationJob(tenant.tenantId, now);
    const handlerText = (await emailsTo(handling.email))[0]?.body.text ?? '';
    const colleagueText = (await emailsTo(colleague.email))[0]?.body.text ?? '';
    expect(handlerText).toContain(formatReporterIdentifier(handled.identifier));
    expect(handlerText).toContain(formatReporterIdentifier(unhandled.identifier));
    expect(colleagueText).toContain(formatReporterIdentifier(unhandled.identifier));
    expect(colleagueText).not.toContain(formatReporterIdentifier(handled.identifier));
  });

  it('no longer able to handle it (deactivated) leave the report to the category’s staff', async () => {
    const tenant = await givenTenant();
    const gone = await givenStaffUser(tenant, {
      type: staffUserType.user,
      isMainAdmin: false,
      email: uniqueEmail('odszedl'),
    });
    const staying = await givenStaffUser(tenant, {
      type: staffUserType.user,
      isMainAdmin: false,
      email: uniqueEmail('zostal'),
    });
    const category = await givenCategory(tenant.tenantId, {
      name: 'Mobbing',
      users: [gone, staying].map((user) => ({ userId: user.userId, canResponse: true })),
    });
    const report = await givenReport(category, {
      state: reportState.new,
      receivedAt: new Date(now.getTime() - 9 * day).toISOString(),
    });
    await transact(setReportHandlersWrites(report, [gone.userId]));
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.staffUser(tenant.tenantId, gone.userId),
        UpdateExpression: 'SET #status = :inactive',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':inactive': 0 },
      }),
    );

    await organisationJob(tenant.tenantId, now);
    expect(await emailsTo(gone.email)).toHaveLength(0);
    expect((await emailsTo(staying.email))[0]?.body.text).toContain(formatReporterIdentifier(report.identifier));
  });
});

describe("staff excluded from a report ('Wyłącz z dostępu')", () => {
  it('never hear of it: not as its category’s staff, not as the main administrator of last resort', async () => {
    const tenant = await givenTenant();
    const main = await givenStaffUser(tenant, {
      type: staffUserType.administrator,
      isMainAdmin: true,
      email: uniqueEmail('glowny'),
    });
    const other = await givenStaffUser(tenant, {
      type: staffUserType.administrator,
      isMainAdmin: false,
      email: uniqueEmail('drugi'),
    });
    const [excluded, colleague] = await Promise.all(
      ['wylaczony', 'kolezanka'].map((name) =>
        givenStaffUser(tenant, { type: staffUserType.user, isMainAdmin: false, email: uniqueEmail(name) }),
      ),
    );
    const category = await givenCategory(tenant.tenantId, {
      name: 'Nadużycia',
      users: [excluded!, colleague!].map((user) => ({ userId: user.userId, canResponse: true })),
    });
    // Nobody is assigned to this one: its digest goes to the main administrator, or, they being excluded, to the other.
    const nobodys = await givenCategory(tenant.tenantId, { name: 'Inne', users: [] });
    const missed = { state: reportState.new, receivedAt: new Date(now.getTime() - 9 * day).toISOString() };
    const hidden = await givenReport(category, missed);
    const shown = await givenReport(category, missed);
    const hiddenFromMain = await givenReport(nobodys, missed);
    await transact(excludeWrites(hidden, [excluded!.userId]));
    await transact(excludeWrites(hiddenFromMain, [main.userId]));

    await organisationJob(tenant.tenantId, now);
    const textTo = async (user: { email: string }) => (await emailsTo(user.email))[0]?.body.text ?? '';
    const [excludedText, colleagueText, mainText, otherText] = await Promise.all(
      [excluded!, colleague!, main, other].map(textTo),
    );
    expect(excludedText).toContain(formatReporterIdentifier(shown.identifier));
    expect(excludedText).not.toContain(formatReporterIdentifier(hidden.identifier));
    expect(colleagueText).toContain(formatReporterIdentifier(hidden.identifier));
    expect(mainText).not.toContain(formatReporterIdentifier(hiddenFromMain.identifier));
    expect(otherText).toContain(formatReporterIdentifier(hiddenFromMain.identifier));
  });
});

/** An organisation with one handler of one category and one report whose acknowledgement term was missed. */
async function organisationWithMissedTerm(name: string): Promise<{ tenant: Tenant; email: string; userId: string }> {
  const tenant = await givenTenant();
  const user = await givenStaffUser(tenant, { type: staffUserType.user, isMainAdmin: false, email: uniqueEmail(name) });
  const category = await givenCategory(tenant.tenantId, {
    name: 'Mobbing',
    users: [{ userId: user.userId, canResponse: true }],
  });
  await givenReport(category, { state: reportState.new, receivedAt: new Date(now.getTime() - 9 * day).toISOString() });
  return { tenant, email: user.email, userId: user.userId };
}

const messageFor = (tenant: Tenant) => ({ tenantId: tenant.tenantId, now: now.toISOString() });

describe('the job fanned out per organisation', () => {
  it('digests each organisation of a batch, and a redelivered message sends nothing twice', async () => {
    const first = await organisationWithMissedTerm('fan-a');
    const second = await organisationWithMissedTerm('fan-b');
    expect(await worker(queueEvent(messageFor(first.tenant), messageFor(second.tenant)))).toEqual({
      batchItemFailures: [],
    });
    expect(await emailsTo(first.email)).toHaveLength(1);
    expect(await emailsTo(second.email)).toHaveLength(1);

    expect(await worker(queueEvent(messageFor(first.tenant)))).toEqual({ batchItemFailures: [] });
    expect(await emailsTo(first.email)).toHaveLength(1);
  });

  it('hands back only the organisation that failed, and still digests the other', async () => {
    const broken = await organisationWithMissedTerm('fan-broken');
    const fine = await organisationWithMissedTerm('fan-fine');
    // An organisation item this version cannot read (written by a later release) fails its organisation.
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.tenant(broken.tenant.tenantId),
        UpdateExpression: 'SET v = :future',
        ExpressionAttributeValues: { ':future': 99 },
      }),
    );
    const event = queueEvent(messageFor(broken.tenant), 'not a message', messageFor(fine.tenant));
    const result = await worker(event);
    expect(result.batchItemFailures.map((failure) => failure.itemIdentifier)).toEqual(event.messageIds.slice(0, 2));
    expect(await emailsTo(fine.email)).toHaveLength(1);
    expect(await emailsTo(broken.email)).toHaveLength(0);
  });

  it('locally runs every organisation in-process, and one that fails stops none of the others', async () => {
    const seen: string[] = [];
    const failing = (await givenTenant()).tenantId;
    const totals = await runForEveryOrganisation(async (id) => {
      seen.push(id);
      if (id === failing) throw new Error('this organisation fails');
      return { done: 1 };
    }, now);
    expect(seen).toContain(failing);
    expect(new Set(seen).size).toBe(seen.length);
    expect(totals).toEqual({ failedOrganisations: 1, done: seen.length - 1 });
  });

  it('sends a digest whose sender stopped before SES answered once its hold has lapsed, and only once', async () => {
    const stopped = await organisationWithMissedTerm('fan-stopped');
    // A worker claimed the digest and stopped (timeout, crash) before SES answered.
    expect(
      await claimSending(deadlineDigestClaim(polishCalendarDate(now), stopped.tenant.tenantId, stopped.userId, now)),
    ).toBe(true);

    await worker(queueEvent(messageFor(stopped.tenant)));
    expect(await emailsTo(stopped.email)).toHaveLength(0);

    const later = Date.now() + SENDING_LEASE_MS + 1000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      await worker(queueEvent(messageFor(stopped.tenant)));
      await worker(queueEvent(messageFor(stopped.tenant)));
    } finally {
      clock.mockRestore();
    }
    expect(await emailsTo(stopped.email)).toHaveLength(1);
  });
});

describe('a digest SES refuses', () => {
  it('is not recorded as sent: the organisation goes back to the queue, and the retry sends it once', async () => {
    const refused = await organisationWithMissedTerm('ses');

    const sesEndpoint = process.env.SES_ENDPOINT;
    // Nothing listens on the discard port: every send fails as an unreachable SES would.
    process.env.SES_ENDPOINT = 'http://127.0.0.1:9';
    vi.resetModules();
    try {
      const { handler: workerWithoutSes } = await import('../../functions/jobs/send-deadline-digests.js');
      const event = queueEvent(messageFor(refused.tenant));
      expect(await workerWithoutSes(event)).toEqual({ batchItemFailures: [{ itemIdentifier: event.messageIds[0] }] });
    } finally {
      process.env.SES_ENDPOINT = sesEndpoint;
      vi.resetModules();
    }
    expect(await emailsTo(refused.email)).toHaveLength(0);

    const { handler: retry } = await import('../../functions/jobs/send-deadline-digests.js');
    expect(await retry(queueEvent(messageFor(refused.tenant)))).toEqual({ batchItemFailures: [] });
    await retry(queueEvent(messageFor(refused.tenant)));
    expect(await emailsTo(refused.email)).toHaveLength(1);
  });
});
