/**
 * The rules' escalations (issue #34, 'Reguły'), with injected clocks: a report not opened within
 * N days, or without a handler after N days, is e-mailed to the main administrator; the report's
 * handlers hear of the feedback term N days ahead. Identifier, category and link only, never
 * content; each e-mail once per report, rule and person however many runs; logged by 'System'.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportDeadlines } from '@shared/domain/deadlines.js';
import { reportState } from '@shared/domain/report.js';
import { defaultRuleSettings, type RuleSettings } from '@shared/domain/rules.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { auditActorNames } from '@shared/messages/audit.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { setReportHandlersWrites } from '../../functions/data/report-handlers.js';
import { excludeWrites } from '../../functions/data/report-exclusions.js';
import { transact } from '../../functions/data/transact.js';
import { organisationJob } from '../../functions/jobs/send-rule-escalations.js';
import { appLinks } from '../../functions/lib/app-links.js';
import { uniqueEmail } from '../support/api-client.js';
import { givenStaffUser, givenTenant } from '../support/fixtures.js';
import { emailsTo } from '../support/outbox.js';
import { givenCategory, givenReport, type GivenReport } from '../support/report-fixtures.js';

const hour = 3_600_000;
const day = 24 * hour;
const now = new Date();
const daysAgo = (days: number) => new Date(now.getTime() - days * day).toISOString();
const allOn: RuleSettings = {
  acknowledgement: defaultRuleSettings.acknowledgement,
  escalation: {
    unopened: { enabled: true, days: 5 },
    unassigned: { enabled: true, days: 5 },
    feedbackReminder: { enabled: true, days: 14 },
  },
};

/** The texts of an organisation's log written by 'System', oldest first. */
async function systemLog(tenantId: string): Promise<string[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.logOf(tenantId).PK },
    }),
  );
  return Items.filter((item) => item.userName === auditActorNames.system).map((item) => String(item.text));
}

const id = (report: GivenReport) => formatReporterIdentifier(report.identifier);
const textsTo = async (email: string) => (await emailsTo(email)).map((mail) => mail.body.text ?? '');

describe('the escalations of an organisation with every rule on', () => {
  let tenantId: string;
  let owner: { email: string; name: string };
  let handler: { email: string; name: string };
  let colleague: { email: string };
  let reports: Record<
    'unopened' | 'unopenedSoon' | 'unassigned' | 'handled' | 'feedbackClose' | 'feedbackFar' | 'feedbackGiven',
    GivenReport
  >;

  beforeAll(async () => {
    const tenant = await givenTenant({ rules: allOn });
    tenantId = tenant.tenantId;
    owner = await givenStaffUser(tenant, { isMainAdmin: true, email: uniqueEmail('glowny'), name: 'Anna Główna' });
    const user = await givenStaffUser(tenant, {
      type: staffUserType.user,
      isMainAdmin: false,
      email: uniqueEmail('prowadzacy'),
      name: 'Piotr Prowadzący',
    });
    const other = await givenStaffUser(tenant, {
      type: staffUserType.user,
      isMainAdmin: false,
      email: uniqueEmail('kolega'),
    });
    handler = user;
    colleague = other;
    const category = await givenCategory(tenantId, {
      name: 'Korupcja',
      users: [user, other].map((staff) => ({ userId: staff.userId, canResponse: true })),
    });
    const open = (receivedDaysAgo: number, feedbackAt?: string) => ({
      state: reportState.open,
      receivedAt: daysAgo(receivedDaysAgo),
      ...(feedbackAt ? { feedbackAt } : {}),
    });
    reports = {
      unopened: await givenReport(category, { state: reportState.new, receivedAt: daysAgo(6) }),
      // Five days come at half past the run: the next run's.
      unopenedSoon: await givenReport(category, { state: reportState.new, receivedAt: daysAgo(4.8) }),
      unassigned: await givenReport(category, open(6)),
      handled: await givenReport(category, open(6)),
      feedbackClose: await givenReport(category, open(80)),
      feedbackFar: await givenReport(category, open(40)),
      feedbackGiven: await givenReport(category, open(80, daysAgo(20))),
    };
    for (const report of [reports.handled, reports.feedbackClose, reports.feedbackFar, reports.feedbackGiven])
      await transact(setReportHandlersWrites(report, [user.userId]));
    // Everything unopened or unassigned here is on record: the first run has exactly the reports above.
    await transact(setReportHandlersWrites(reports.unopenedSoon, [user.userId]));
  });

  it('e-mails the main administrator the reports not opened or without a handler after 5 days, and the handler the close feedback term', async () => {
    expect(await organisationJob(tenantId, now)).toEqual({ sent: 4 });

    const ownerMails = await textsTo(owner.email);
    expect(ownerMails).toHaveLength(3);
    const unopened = ownerMails.filter((text) => text.includes('nie zostało otwarte w ciągu 5 dni od przyjęcia'));
    expect(unopened).toEqual([expect.stringContaining(`Zgłoszenie ${id(reports.unopened)} (Korupcja)`)]);
    expect(unopened[0]).toContain(appLinks.report(reports.unopened.reportId));
    const unassigned = ownerMails.filter((text) => text.includes('nie ma osoby prowadzącej w ciągu 5 dni'));
    // The new report unopened for 6 days has no handler either: both rules tell of it.
    expect(unassigned.map((text) => text.split(' nie ma osoby')[0]).sort()).toEqual(
      [`Zgłoszenie ${id(reports.unassigned)} (Korupcja)`, `Zgłoszenie ${id(reports.unopened)} (Korupcja)`].sort(),
    );

    const due = reportDeadlines(reports.feedbackClose).feedbackDue.split('-').reverse().join('.');
    expect(await textsTo(handler.email)).toEqual([
      expect.stringContaining(
        `W zgłoszeniu ${id(reports.feedbackClose)} (Korupcja) termin przekazania sygnaliście informacji zwrotnej upływa ${due}.`,
      ),
    ]);
    expect(await emailsTo(colleague.email)).toHaveLength(0);

    for (const text of [...ownerMails, ...(await textsTo(handler.email))]) {
      expect(text).not.toContain('Opis zgłoszenia');
      for (const quiet of [reports.unopenedSoon, reports.handled, reports.feedbackFar, reports.feedbackGiven])
        expect(text).not.toContain(id(quiet));
    }
    expect((await systemLog(tenantId)).sort()).toEqual(
      [
        `Reguła: powiadomienie (Anna Główna) o zgłoszeniu ${id(reports.unopened)} nieotwartym w terminie`,
        `Reguła: powiadomienie (Anna Główna) o zgłoszeniu ${id(reports.unopened)} bez osoby prowadzącej`,
        `Reguła: powiadomienie (Anna Główna) o zgłoszeniu ${id(reports.unassigned)} bez osoby prowadzącej`,
        `Reguła: przypomnienie (Piotr Prowadzący) o terminie informacji zwrotnej w zgłoszeniu ${id(reports.feedbackClose)}`,
      ].sort(),
    );
  });

  it('sends nothing again on the next run, and only what the later clock adds', async () => {
    expect(await organisationJob(tenantId, now)).toEqual({ sent: 0 });
    expect(await organisationJob(tenantId, new Date(now.getTime() + 12 * hour))).toEqual({ sent: 1 });
    const ownerMails = await textsTo(owner.email);
    expect(ownerMails).toHaveLength(4);
    expect(ownerMails.filter((text) => text.includes(id(reports.unopenedSoon)))).toEqual([
      expect.stringContaining('nie zostało otwarte w ciągu 5 dni od przyjęcia'),
    ]);
    expect(await textsTo(handler.email)).toHaveLength(1);
    expect(await systemLog(tenantId)).toHaveLength(5);
  });
});

describe('the escalations of a report the main administrator is excluded from', () => {
  it('go to the other administrators, never to the main one, nor to a handler excluded from it', async () => {
    const tenant = await givenTenant({ rules: allOn });
    const main = await givenStaffUser(tenant, { isMainAdmin: true, email: uniqueEmail('wylaczony-glowny') });
    const other = await givenStaffUser(tenant, {
      type: staffUserType.administrator,
      isMainAdmin: false,
      email: uniqueEmail('drugi-admin'),
    });
    const handler = await givenStaffUser(tenant, {
      type: staffUserType.user,
      isMainAdmin: false,
      email: uniqueEmail('wylaczony-prowadzacy'),
    });
    const category = await givenCategory(tenant.tenantId, {
      name: 'Konflikt',
      users: [{ userId: handler.userId, canResponse: true }],
    });
    const unopened = await givenReport(category, { state: reportState.new, receivedAt: daysAgo(6) });
    const feedbackClose = await givenReport(category, { state: reportState.open, receivedAt: daysAgo(80) });
    await transact(setReportHandlersWrites(feedbackClose, [handler.userId]));
    await transact(excludeWrites(unopened, [main.userId]));
    await transact(
      excludeWrites({ ...feedbackClose, handlerIds: [handler.userId], handlersVersion: 1 }, [handler.userId]),
    );

    await organisationJob(tenant.tenantId, now);
    const toMain = await textsTo(main.email);
    expect(toMain.filter((text) => text.includes(id(unopened)))).toEqual([]);
    // The other report, its handler excluded (and so no longer its handler), is the main administrator's to hear of.
    expect(toMain.some((text) => text.includes(id(feedbackClose)))).toBe(true);
    expect(await emailsTo(handler.email)).toHaveLength(0);
    const toOther = await textsTo(other.email);
    expect(toOther.filter((text) => text.includes(`Zgłoszenie ${id(unopened)} (Konflikt)`))).toHaveLength(2);
  });
});

describe('the escalations of an organisation with the rules off', () => {
  it('send nothing, however long reports wait', async () => {
    const tenant = await givenTenant({ rules: { ...allOn, escalation: defaultRuleSettings.escalation } });
    const owner = await givenStaffUser(tenant, { isMainAdmin: true, email: uniqueEmail('wylaczone') });
    const category = await givenCategory(tenant.tenantId, { name: 'Mobbing' });
    await givenReport(category, { state: reportState.new, receivedAt: daysAgo(30) });
    expect(await organisationJob(tenant.tenantId, now)).toEqual({ sent: 0 });
    expect(await emailsTo(owner.email)).toHaveLength(0);
    expect(await systemLog(tenant.tenantId)).toEqual([]);
  });
});
