import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { listCategories } from '@shared/contracts/index.js';
import { staffSession } from '@shared/domain/session.js';
import { licenceMailTexts } from '@shared/messages/billing.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { listLogEntries } from '../../functions/data/audit-log.js';
import { createStaffSession } from '../../functions/data/sessions.js';
import { getTenant } from '../../functions/data/tenants.js';
import { handler as worker, organisationJob as expireLicences } from '../../functions/jobs/expire-licences.js';
import { queueEvent } from '../support/lambda-event.js';
import { TestClient } from '../support/api-client.js';
import { givenStaffUser, givenTenant } from '../support/fixtures.js';
import { emailsTo } from '../support/outbox.js';

const DAY = 86_400_000;
/** What the table records of one reminder: `sent`, `sending` (held by a run), or null when nothing. */
const reminderStatus = async (tenantId: string, validTo: string, days: number) =>
  ((
    await dynamo.send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.licenceReminder(tenantId, validTo, days),
        ConsistentRead: true,
      }),
    )
  ).Item?.status as string | undefined) ?? null;

describe('the licence-expiry job', () => {
  it('reminds the main administrator 14 days before the end, once, and 3 days before, once', async () => {
    const now = new Date();
    const validTo = new Date(now.getTime() + 13 * DAY + 3_600_000).toISOString();
    const tenant = await givenTenant({ licence: { packageId: 'standard', validTo } });
    const admin = await givenStaffUser(tenant, { isMainAdmin: true });
    const other = await givenStaffUser(tenant, { isMainAdmin: false });
    await expireLicences(tenant.tenantId, now);
    await expireLicences(tenant.tenantId, new Date(now.getTime() + 3_600_000));
    expect(await reminderStatus(tenant.tenantId, validTo, 14)).toBe('sent');
    const mails = await emailsTo(admin.email);
    expect(mails.map((mail) => mail.subject)).toEqual([licenceMailTexts.reminderSubject(14)]);
    expect(await emailsTo(other.email)).toEqual([]);
    await expireLicences(tenant.tenantId, new Date(now.getTime() + 11 * DAY));
    expect((await emailsTo(admin.email)).map((mail) => mail.subject)).toEqual([
      licenceMailTexts.reminderSubject(14),
      licenceMailTexts.reminderSubject(3),
    ]);
  });

  it('a licence that ended blocks the organisation, is logged and e-mailed once, though its message comes twice', async () => {
    const validTo = new Date(Date.now() - 60_000).toISOString();
    const tenant = await givenTenant({ licence: { packageId: 'standard', validTo } });
    const admin = await givenStaffUser(tenant, { isMainAdmin: true });
    const message = { tenantId: tenant.tenantId, now: new Date().toISOString() };
    expect(await worker(queueEvent(message))).toEqual({ batchItemFailures: [] });
    expect(await worker(queueEvent(message))).toEqual({ batchItemFailures: [] });
    expect((await emailsTo(admin.email)).map((mail) => mail.subject)).toEqual([licenceMailTexts.endedSubject]);
    const log = await listLogEntries(tenant.tenantId, { limit: 10 });
    expect(log.items.map((entry) => entry.text)).toEqual(['Wygaśnięcie licencji: konto zablokowane']);
    const { sessionId } = await createStaffSession(tenant.tenantId, admin.userId);
    const client = new TestClient();
    client.cookies.set(staffSession.cookieName, sessionId);
    expect((await client.call(listCategories)).status).toBe(403);
  });

  it('moves to the next bought period when it starts (a lower package after a higher one)', async () => {
    const now = Date.now();
    const periods = [
      {
        packageId: 'premium',
        from: new Date(now - 30 * DAY).toISOString(),
        to: new Date(now - 3_600_000).toISOString(),
        dailyNet: 100,
      },
      {
        packageId: 'start',
        from: new Date(now - 3_600_000).toISOString(),
        to: new Date(now + 30 * DAY).toISOString(),
        dailyNet: 50,
      },
    ];
    const tenant = await givenTenant({ licence: { packageId: 'premium', validTo: periods[1]!.to, periods } });
    await expireLicences(tenant.tenantId, new Date());
    const licence = (await getTenant(tenant.tenantId))!.licence;
    expect(licence.packageId).toBe('start');
    expect(licence.periods).toEqual([periods[1]]);
    expect(licence.validTo).toBe(periods[1]!.to);
  });

  it('records a reminder SES refused as not sent: the organisation goes back to the queue, and a later run sends it once', async () => {
    const now = new Date();
    const validTo = new Date(now.getTime() + 2 * DAY + 3_600_000).toISOString();
    const tenant = await givenTenant({ licence: { packageId: 'standard', validTo } });
    const admin = await givenStaffUser(tenant, { isMainAdmin: true });
    const message = { tenantId: tenant.tenantId, now: now.toISOString() };

    const sesEndpoint = process.env.SES_ENDPOINT;
    // Nothing listens on the discard port: every send fails as an unreachable SES would.
    process.env.SES_ENDPOINT = 'http://127.0.0.1:9';
    vi.resetModules();
    try {
      const { handler: workerWithoutSes } = await import('../../functions/jobs/expire-licences.js');
      const event = queueEvent(message);
      expect(await workerWithoutSes(event)).toEqual({ batchItemFailures: [{ itemIdentifier: event.messageIds[0] }] });
    } finally {
      process.env.SES_ENDPOINT = sesEndpoint;
      vi.resetModules();
    }
    expect(await emailsTo(admin.email)).toEqual([]);
    expect(await reminderStatus(tenant.tenantId, validTo, 3)).toBeNull();

    const { handler: later } = await import('../../functions/jobs/expire-licences.js');
    const nextHour = { tenantId: tenant.tenantId, now: new Date(now.getTime() + 3_600_000).toISOString() };
    expect(await later(queueEvent(nextHour))).toEqual({ batchItemFailures: [] });
    expect(await later(queueEvent(nextHour))).toEqual({ batchItemFailures: [] });
    expect(await later(queueEvent(message))).toEqual({ batchItemFailures: [] });
    expect((await emailsTo(admin.email)).map((mail) => mail.subject)).toEqual([licenceMailTexts.reminderSubject(3)]);
    expect(await reminderStatus(tenant.tenantId, validTo, 3)).toBe('sent');
  });
});
