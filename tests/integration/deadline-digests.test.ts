/**
 * The daily digest of the Act's terms: each staff user of a category gets one e-mail listing the
 * reports whose acknowledgement or feedback term is close or missed — identifiers, categories and
 * dates only, never content — and a second run the same day sends nothing.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportState } from '@shared/domain/report.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { handler as sendDigests } from '../../functions/jobs/send-deadline-digests.js';
import { givenStaffUser, givenTenant } from '../support/fixtures.js';
import { emailsTo } from '../support/outbox.js';
import { givenCategory, givenReport, type GivenReport } from '../support/report-fixtures.js';
import { uniqueEmail } from '../support/api-client.js';

const day = 86_400_000;
const now = new Date();
let handler: { email: string };
let auditor: { email: string };
let reports: Record<'ackSoon' | 'ackMissed' | 'fine' | 'closed', GivenReport>;

beforeAll(async () => {
  const tenant = await givenTenant();
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
  };
});

describe('the daily digest of terms', () => {
  it('e-mails the category’s handler one list of the close and missed terms, with no content', async () => {
    await sendDigests({ now: now.toISOString() });
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
    expect(text).not.toContain(formatReporterIdentifier(reports.fine.identifier));
    expect(text).not.toContain(formatReporterIdentifier(reports.closed.identifier));
    expect(text).not.toContain('Opis zgłoszenia');
    expect(await emailsTo(auditor.email)).toHaveLength(0);
  });

  it('sends nothing more when it runs again the same day', async () => {
    await sendDigests({ now: now.toISOString() });
    expect(await emailsTo(handler.email)).toHaveLength(1);
  });
});

describe('a digest SES refuses', () => {
  it('is not counted as sent: the run fails for its retry, and the retry sends it once', async () => {
    const tenant = await givenTenant();
    const user = await givenStaffUser(tenant, {
      type: staffUserType.user,
      isMainAdmin: false,
      email: uniqueEmail('ses'),
    });
    const category = await givenCategory(tenant.tenantId, {
      name: 'Mobbing',
      users: [{ userId: user.userId, canResponse: true }],
    });
    await givenReport(category, {
      state: reportState.new,
      receivedAt: new Date(now.getTime() - 9 * day).toISOString(),
    });

    const sesEndpoint = process.env.SES_ENDPOINT;
    // Nothing listens on the discard port: every send fails as an unreachable SES would.
    process.env.SES_ENDPOINT = 'http://127.0.0.1:9';
    vi.resetModules();
    try {
      const { handler: sendWithoutSes } = await import('../../functions/jobs/send-deadline-digests.js');
      await expect(sendWithoutSes({ now: now.toISOString() })).rejects.toThrow();
    } finally {
      process.env.SES_ENDPOINT = sesEndpoint;
      vi.resetModules();
    }
    expect(await emailsTo(user.email)).toHaveLength(0);

    const { handler: retry } = await import('../../functions/jobs/send-deadline-digests.js');
    await retry({ now: now.toISOString() });
    await retry({ now: now.toISOString() });
    expect(await emailsTo(user.email)).toHaveLength(1);
  });
});
