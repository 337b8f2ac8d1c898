/**
 * The opt-in notice of replies (docs/security.md §6.7): the reporter leaves an e-mail address or
 * a phone number in the inbox; once a day the job tells them, with one content-free sentence, that
 * staff replied; the address is sealed at rest and deleted on request or after archiving.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  archiveReport,
  deleteReplyNotice,
  deleteReport,
  getReplyNotice,
  getReport,
  sendReply,
  setReplyNotice,
} from '@shared/contracts/index.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportState } from '@shared/domain/report.js';
import { replyNoticeTexts } from '@shared/messages/reply-notices.js';
import { openNoticeAddress } from '../../functions/adapters/reply-notice-key.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { getReplyNotice as storedNotice } from '../../functions/data/reply-notices.js';
import { handler as sendNotices } from '../../functions/jobs/send-reply-notices.js';
import { uniqueEmail } from '../support/api-client.js';
import { expireInboxToken, logInAsReporter, withToken, type Reporter } from '../support/inbox.js';
import { emailsTo, smsTo } from '../support/outbox.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';
import type { GivenReport } from '../support/report-fixtures.js';

const placeholderBody = { v: 1 as const, alg: 'A256GCM' as const, iv: 'AAAAAAAAAAAAAAAA', ct: 'A'.repeat(24) };
const DAY = 86_400_000;

let org: Organisation;
beforeAll(async () => {
  org = await organisationWithStaff();
});

/** An open report and its reporter, logged in. */
async function openReport(): Promise<{ report: GivenReport; reporter: Reporter }> {
  const report = await org.report(undefined, { state: reportState.open });
  return { report, reporter: await logInAsReporter(report) };
}

/** An open report whose reporter asked to be told of replies at a new address of theirs. */
async function reportWithEmailNotice(name: string) {
  const { report, reporter } = await openReport();
  const address = uniqueEmail(name);
  await reporter.call(setReplyNotice, { body: { channel: 'email', address } });
  return { report, reporter, address };
}

const reply = (reportId: string) =>
  org.clients.user.call(sendReply, {
    params: { reportId },
    body: { messageId: randomUUID(), body: placeholderBody, feedback: false },
  });

/** Every stored item of a report's partition, and its due marker, as text. */
async function storedText(report: GivenReport): Promise<string> {
  const partition = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.reportItemsOf(report.tenantId, report.reportId).PK },
    }),
  );
  // A query of the due partition: a scan reads one page of the whole table before it filters,
  // and in a worker whose table other test files have filled, the marker can lie beyond it.
  const due = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK = :sk',
      ExpressionAttributeValues: {
        ':pk': keys.replyNoticesDue().PK,
        ':sk': keys.replyNoticeDue(report.tenantId, report.reportId).SK,
      },
    }),
  );
  return JSON.stringify([partition.Items, due.Items]);
}

const isDue = async (report: GivenReport) =>
  (await storedText(report)).includes(`"SK":"${report.tenantId}#${report.reportId}"`);

describe('setting and deleting a notice in the inbox', () => {
  it('stores the address sealed: the inbox sees it masked, the table and staff never in plaintext', async () => {
    const { report, reporter } = await openReport();
    const address = uniqueEmail('sygnalista');
    const set = await reporter.call(setReplyNotice, {
      body: { channel: 'email', address: ` ${address.toUpperCase()} ` },
    });
    expect(set.status).toBe(200);
    expect(set.body.notice).toMatchObject({ channel: 'email', masked: 's•••@•••.test' });
    expect((await reporter.call(getReplyNotice)).body.notice).toMatchObject({
      channel: 'email',
      masked: 's•••@•••.test',
    });

    const stored = await storedText(report);
    expect(stored).toContain('"SK":"NOTICE"');
    for (const part of [address, address.split('@')[0]!, address.split('@')[1]!])
      expect(stored.toLowerCase()).not.toContain(part.toLowerCase());
    const staff = JSON.stringify(
      (await org.clients.mainAdmin.call(getReport, { params: { reportId: report.reportId } })).body,
    );
    expect(staff).not.toContain(address);
    expect(staff).not.toContain('•••');
  });

  it('takes a 9-digit phone number for SMS and shows its last two digits', async () => {
    const { reporter } = await openReport();
    const set = await reporter.call(setReplyNotice, { body: { channel: 'sms', address: '601234587' } });
    expect(set.status).toBe(200);
    expect(set.body.notice).toMatchObject({ channel: 'sms', masked: '••• ••• •87' });
  });

  it('answers two notices set at once both, keeping one of them whole', async () => {
    const { report, reporter } = await openReport();
    const addresses = [uniqueEmail('pierwszy'), uniqueEmail('drugi')];
    const answers = await Promise.all(
      addresses.map((address) => reporter.call(setReplyNotice, { body: { channel: 'email', address } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const stored = await storedNotice(report.tenantId, report.reportId);
    expect(addresses).toContain(await openNoticeAddress(stored!.address, report));
  });

  it('deletes the notice and its sealed address on the reporter’s request', async () => {
    const { report, reporter } = await openReport();
    await reporter.call(setReplyNotice, { body: { channel: 'email', address: uniqueEmail('usun') } });
    expect((await reporter.call(deleteReplyNotice)).status).toBe(200);
    expect((await reporter.call(getReplyNotice)).body.notice).toBeNull();
    expect(await storedNotice(report.tenantId, report.reportId)).toBeNull();
  });
});

describe('bad input is refused with a clear message and stores nothing', () => {
  it.each([
    ['an e-mail without a domain', { channel: 'email', address: 'sygnalista@' }, replyNoticeTexts.emailInvalid],
    [
      'an e-mail with a line break',
      { channel: 'email', address: 'a@b.pl\nBcc: c@d.pl' },
      replyNoticeTexts.emailInvalid,
    ],
    ['a phone number of 8 digits', { channel: 'sms', address: '60123456' }, replyNoticeTexts.phoneInvalid],
    ['a phone number with letters', { channel: 'sms', address: '60123456x' }, replyNoticeTexts.phoneInvalid],
  ])('%s: 400 with the field’s message', async (_, body, message) => {
    const { report, reporter } = await openReport();
    const answer = await reporter.call(setReplyNotice, { body: body as never });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
    expect(await storedNotice(report.tenantId, report.reportId)).toBeNull();
  });

  it('an unknown channel or an extra field: 400, nothing stored', async () => {
    const { report, reporter } = await openReport();
    for (const body of [
      { channel: 'fax', address: '601234567' },
      { channel: 'email', address: uniqueEmail(), reportId: randomUUID() },
    ])
      expect((await reporter.call(setReplyNotice, { body: body as never })).status).toBe(400);
    expect(await storedNotice(report.tenantId, report.reportId)).toBeNull();
  });

  it('without an inbox session, or with an expired one: 401 for set, get and delete, nothing stored', async () => {
    const { report, reporter } = await openReport();
    const body = { channel: 'email' as const, address: uniqueEmail() };
    expect((await withToken(setReplyNotice, null, { body })).status).toBe(401);
    expect((await withToken(setReplyNotice, 'x'.repeat(43), { body })).status).toBe(401);
    await expireInboxToken(reporter.token);
    expect((await reporter.call(setReplyNotice, { body })).status).toBe(401);
    expect((await reporter.call(getReplyNotice)).status).toBe(401);
    expect((await reporter.call(deleteReplyNotice)).status).toBe(401);
    expect(await storedNotice(report.tenantId, report.reportId)).toBeNull();
  });

  it('a phone report (its key comes from the caller’s number): 403, nothing stored', async () => {
    const report = await org.report(undefined, { state: reportState.open, phone: '601234567' });
    const reporter = await logInAsReporter(report, { phone: '601234567' });
    const answer = await reporter.call(setReplyNotice, { body: { channel: 'sms', address: '601234567' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ message: replyNoticeTexts.phoneReport });
    expect(await storedNotice(report.tenantId, report.reportId)).toBeNull();
  });

  it('a closed report: 409, nothing stored', async () => {
    const report = await org.report(undefined, { state: reportState.archived });
    const reporter = await logInAsReporter(report);
    expect((await reporter.call(setReplyNotice, { body: { channel: 'email', address: uniqueEmail() } })).status).toBe(
      409,
    );
    expect(await storedNotice(report.tenantId, report.reportId)).toBeNull();
  });
});

describe('the daily notice job', () => {
  it('sends one content-free e-mail a day per report with new staff replies, and none without', async () => {
    const { report, address } = await reportWithEmailNotice('powiadom');
    const quiet = await openReport();
    const quietAddress = uniqueEmail('cisza');
    await quiet.reporter.call(setReplyNotice, { body: { channel: 'email', address: quietAddress } });

    const now = new Date();
    await sendNotices({ now: now.toISOString() });
    expect(await emailsTo(address)).toHaveLength(0);

    expect((await reply(report.reportId)).status).toBe(200);
    expect((await reply(report.reportId)).status).toBe(200);
    await sendNotices({ now: now.toISOString() });
    const mails = await emailsTo(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Masz nową odpowiedź w skrzynce',
      body: { text: 'Masz nową odpowiedź w skrzynce' },
    });
    // A neutral sender (decision 209): neither the product nor the organisation is named anywhere.
    expect(mails[0]!.from).toBe('Powiadomienie <powiadomienie@powiadomienia.local>');
    const everything = JSON.stringify(mails[0]).toLowerCase();
    for (const secret of [
      report.identifier,
      formatReporterIdentifier(report.identifier),
      'Korupcja',
      'ostoj',
      org.main.session.customerName,
      org.alias,
      'http',
    ])
      expect(everything).not.toContain(secret.toLowerCase());

    // Another reply the same day waits for tomorrow.
    expect((await reply(report.reportId)).status).toBe(200);
    await sendNotices({ now: now.toISOString() });
    expect(await emailsTo(address)).toHaveLength(1);
    const tomorrow = new Date(now.getTime() + DAY).toISOString();
    await sendNotices({ now: tomorrow });
    expect(await emailsTo(address)).toHaveLength(2);
    // Nothing new since: nothing more.
    await sendNotices({ now: new Date(now.getTime() + 2 * DAY).toISOString() });
    expect(await emailsTo(address)).toHaveLength(2);
    expect(await isDue(report)).toBe(false);

    expect(await emailsTo(quietAddress)).toHaveLength(0);
  });

  it('sends the SMS notice to a phone number, the same one sentence', async () => {
    const { report, reporter } = await openReport();
    const phone = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await reporter.call(setReplyNotice, { body: { channel: 'sms', address: phone } });
    await reply(report.reportId);
    await sendNotices({});
    expect((await smsTo(phone)).map(({ message, senderId }) => ({ message, senderId }))).toEqual([
      { message: 'Masz nową odpowiedź w skrzynce', senderId: 'Info' },
    ]);
  });

  it('tells of nothing after the reporter deleted the notice', async () => {
    const { report, reporter, address } = await reportWithEmailNotice('odwolane');
    await reply(report.reportId);
    await reporter.call(deleteReplyNotice);
    await sendNotices({});
    expect(await emailsTo(address)).toHaveLength(0);
    expect(await isDue(report)).toBe(false);
  });

  it('sends the notice of the last reply before archiving, then deletes the address', async () => {
    const { report, address } = await reportWithEmailNotice('archiwum');
    await reply(report.reportId);
    expect((await org.clients.user.call(archiveReport, { params: { reportId: report.reportId } })).status).toBe(200);
    await sendNotices({});
    expect(await emailsTo(address)).toHaveLength(1);
    expect(await storedNotice(report.tenantId, report.reportId)).toBeNull();
    expect(await isDue(report)).toBe(false);
  });

  it('deletes the address of a report archived with no reply to tell of, sending nothing', async () => {
    const { report, address } = await reportWithEmailNotice('bez-odpowiedzi');
    await org.clients.user.call(archiveReport, { params: { reportId: report.reportId } });
    await sendNotices({});
    expect(await emailsTo(address)).toHaveLength(0);
    expect(await storedNotice(report.tenantId, report.reportId)).toBeNull();
  });

  it('loses the address with the report when the report is deleted', async () => {
    const { report, address } = await reportWithEmailNotice('usuniete');
    await reply(report.reportId);
    await org.clients.user.call(archiveReport, { params: { reportId: report.reportId } });
    expect((await org.clients.mainAdmin.call(deleteReport, { params: { reportId: report.reportId } })).status).toBe(
      200,
    );
    expect(await storedNotice(report.tenantId, report.reportId)).toBeNull();
    await sendNotices({});
    expect(await emailsTo(address)).toHaveLength(0);
    expect(await isDue(report)).toBe(false);
  });

  it('retries a notice the mail service refused at its next run, and staff see nothing of it', async () => {
    const { report, address } = await reportWithEmailNotice('ponownie');
    await reply(report.reportId);
    const sesEndpoint = process.env.SES_ENDPOINT;
    // Nothing listens on the discard port: every send fails as an unreachable SES would.
    process.env.SES_ENDPOINT = 'http://127.0.0.1:9';
    vi.resetModules();
    try {
      const { handler: sendWithoutSes } = await import('../../functions/jobs/send-reply-notices.js');
      expect((await sendWithoutSes({})).failed).toBeGreaterThanOrEqual(1);
    } finally {
      process.env.SES_ENDPOINT = sesEndpoint;
      vi.resetModules();
    }
    expect(await emailsTo(address)).toHaveLength(0);
    expect(await isDue(report)).toBe(true);
    const staff = JSON.stringify(
      (await org.clients.mainAdmin.call(getReport, { params: { reportId: report.reportId } })).body,
    );
    expect(staff).not.toMatch(/powiadom/i);

    const { handler: retry } = await import('../../functions/jobs/send-reply-notices.js');
    await retry({});
    expect(await emailsTo(address)).toHaveLength(1);
  });
});
