import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { downloadReportFile, getInboxReport, getReportContent, listReports, logInToInbox, updateChannels, updateSecurity, type BodyOf } from '@shared/contracts/index.js';
import { decryptFile } from '@shared/crypto/files.js';
import { deriveReporterKeys } from '@shared/crypto/reporter-secrets.js';
import { fileContext, openReportAsOrganisation } from '@shared/crypto/submission.js';
import { emailReportFieldIds, emailReportLimits } from '@shared/domain/email-reports.js';
import { reportType } from '@shared/domain/report.js';
import { emailReportTexts } from '@shared/messages/email-reports.js';
import { channelTexts } from '@shared/messages/settings.js';
import { filesBucket, objectSize, s3 } from '../../functions/adapters/s3.js';
import { receiveEmailReport } from '../../functions/channels/receive-email-report.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { objectKeys } from '../../functions/data/object-keys.js';
import { logInAndUnlock, registerOrganisation } from '../support/accounts.js';
import { uniqueEmail } from '../support/api-client.js';
import { deliverMail, rawMail, sendSmtp } from '../support/email-channel.js';
import { setPackage } from '../support/users.js';
import { expireLicence, withToken } from '../support/inbox.js';
import { emailsTo } from '../support/outbox.js';
import { givenCategory } from '../support/report-fixtures.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';
import { logTexts } from '../support/settings-fixtures.js';
import { eicarTestFile } from '../support/eicar.js';

let org: Organisation;
let address: string;

type Channels = BodyOf<typeof updateChannels>;
const channels = (email: Partial<Channels['email']>): Channels => ({
  phone: { enabled: false, categoryId: null, phoneNumber: null },
  email: { enabled: true, categoryId: org.mine.categoryId, address, ...email },
});

beforeAll(async () => {
  org = await organisationWithStaff();
  address = `zgloszenia-${randomUUID().slice(0, 8)}@reports.ostoja.local`;
  await setPackage(org.tenantId, 'premium');
  const saved = await org.clients.mainAdmin.call(updateChannels, { body: channels({}) });
  expect(saved.status).toBe(200);
});

const newRows = async () => (await org.clients.mainAdmin.call(listReports, { query: { state: 'new' } })).body.rows;
const emailRows = async () => (await newRows()).filter((row) => row.type === reportType.email);

/** The identifier and password the reply e-mail to a sender gives (the newest one). */
async function credentialsMailed(sender: string) {
  const mails = await emailsTo(sender);
  const text = mails.at(-1)?.body.text ?? '';
  const match = /Identyfikator zgłoszenia: (\S+)\nHasło: (\S+)/.exec(text);
  if (!match) throw new Error(`no credentials e-mailed to ${sender}`);
  return { identifier: match[1]!, password: match[2]!, text, subject: mails.at(-1)!.subject, count: mails.length };
}

async function reportObjects(tenantId: string): Promise<number> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: filesBucket(), Prefix: `reports/${tenantId}/` }));
  return page.KeyCount ?? 0;
}

describe('e-mail channel (type 3): a message to the report address becomes a report', () => {
  it('encrypts the message and its attachment to the organisation key, deletes the raw message, and mails the sender an identifier and password', async () => {
    const sender = uniqueEmail('sygnalista');
    const attachment = new TextEncoder().encode('Faktura 17/2026: kwota zawyżona o 40 000 zł');
    const { objectKey, outcomes } = await deliverMail(
      rawMail({ from: `Jan Kowalski <${sender}>`, to: address, subject: 'Łapówki w dziale zakupów', text: 'Kierownik przyjmuje łapówki od dostawcy.', attachments: [{ name: 'faktura-ąę.txt', content: attachment, type: 'text/plain' }] }),
      [address],
    );
    expect(outcomes).toEqual([expect.objectContaining({ status: 'stored', tenantId: org.tenantId })]);
    const stored = outcomes[0]!;
    if (stored.status !== 'stored') throw new Error('not stored');
    // The plaintext is gone from S3.
    expect(await objectSize(objectKey)).toBeNull();

    const row = (await newRows()).find((r) => r.reportId === stored.reportId);
    expect(row).toMatchObject({ type: reportType.email, identifier: stored.identifier, categoryId: org.mine.categoryId, hasAttachments: true });

    const content = await org.clients.mainAdmin.call(getReportContent, { params: { reportId: stored.reportId } });
    expect(JSON.stringify(content.body)).not.toContain('łapówki');
    expect(JSON.stringify(content.body)).not.toContain(sender);
    const opened = await openReportAsOrganisation(org.main.unlocked.organisationPrivateKey!, org.main.session.keys.organisation.kid, content.body);
    expect(Object.fromEntries(opened.fields.map((f) => [f.fieldId, f.value]))).toEqual({
      [emailReportFieldIds.text]: 'Kierownik przyjmuje łapówki od dostawcy.',
      [emailReportFieldIds.subject]: 'Łapówki w dziale zakupów',
    });
    expect(content.body.fieldDefs.map((f) => f.label)).toEqual([emailReportTexts.textLabel, emailReportTexts.subjectLabel]);
    // Not an anonymous category: the sender is the reporter's contact.
    expect(opened.reporter).toEqual({ name: 'Jan Kowalski', phone: '', email: sender });
    expect(opened.fileNames.map((f) => f.name)).toEqual(['faktura-ąę.txt']);
    const fileId = opened.fileNames[0]!.fileId;
    const url = await org.clients.mainAdmin.call(downloadReportFile, { params: { reportId: stored.reportId, fileId } });
    const ciphertext = new Uint8Array(await (await fetch(url.body.url)).arrayBuffer());
    const plaintext = await decryptFile(opened.reportKey, ciphertext, { context: fileContext({ tenantId: org.tenantId, reportId: stored.reportId }, fileId) });
    expect(new TextDecoder().decode(plaintext)).toBe('Faktura 17/2026: kwota zawyżona o 40 000 zł');

    // The reply: identifier, password, the inbox link, and that it travels unencrypted.
    const mailed = await credentialsMailed(sender);
    expect(mailed.identifier).toBe(stored.identifier);
    expect(mailed.text).toContain('/inboxlogin');
    expect(mailed.text).toContain(emailReportTexts.replyUnencrypted);
    const derived = await deriveReporterKeys(mailed.identifier, mailed.password);
    const session = await withToken(logInToInbox, null, { body: { identifier: mailed.identifier, authKey: derived.authKey } });
    expect(session.status).toBe(200);
    const inbox = await withToken(getInboxReport, session.body.token);
    expect(inbox.body).toMatchObject({ type: reportType.email });

    expect(await logTexts(org.tenantId)).toContain(`Przyjęcie zgłoszenia e-mailowego ${stored.identifier}`);
  });

  it('never merges: two messages from one sender are two reports with their own credentials', async () => {
    const sender = uniqueEmail('dwa-razy');
    const before = (await emailRows()).length;
    const first = await deliverMail(rawMail({ from: sender, to: address, text: 'Pierwsza wiadomość.' }), [address]);
    const second = await deliverMail(rawMail({ from: sender, to: address, text: 'Druga wiadomość, uzupełnienie.' }), [address]);
    expect([first.outcomes[0]!.status, second.outcomes[0]!.status]).toEqual(['stored', 'stored']);
    const ids = [first, second].map(({ outcomes }) => (outcomes[0] as { identifier: string }).identifier);
    expect(new Set(ids).size).toBe(2);
    expect((await emailRows()).length).toBe(before + 2);
    expect((await emailsTo(sender)).length).toBe(2);
  });

  it('keeps no contact in an anonymous category (the address serves the one reply)', async () => {
    const anonymous = await givenCategory(org.tenantId, { name: `Anonimowa ${randomUUID().slice(0, 4)}`, anonymous: true });
    await org.clients.mainAdmin.call(updateChannels, { body: channels({ categoryId: anonymous.categoryId }) });
    try {
      const sender = uniqueEmail('anonim');
      const { outcomes } = await deliverMail(rawMail({ from: `Ktoś <${sender}>`, to: address }), [address]);
      const stored = outcomes[0] as { reportId: string };
      const content = await org.clients.mainAdmin.call(getReportContent, { params: { reportId: stored.reportId } });
      expect(content.body.reporter).toBeNull();
      expect(content.body.categoryId).toBe(anonymous.categoryId);
      expect((await emailsTo(sender)).length).toBe(1);
    } finally {
      await org.clients.mainAdmin.call(updateChannels, { body: channels({}) });
    }
  });

  it('a retried delivery of the same stored message makes no second report', async () => {
    const raw = rawMail({ from: uniqueEmail('ponownie'), to: address });
    const objectKey = objectKeys.inboundMail(randomUUID());
    const { putObject } = await import('../../functions/adapters/s3.js');
    await putObject(objectKey, raw);
    expect((await receiveEmailReport({ objectKey, recipients: [address] }))[0]!.status).toBe('stored');
    // Gone: nothing to do.
    expect(await receiveEmailReport({ objectKey, recipients: [address] })).toEqual([]);
    // Stored again under the same key (SES retrying): recognised.
    await putObject(objectKey, raw);
    expect((await receiveEmailReport({ objectKey, recipients: [address] }))[0]!.status).toBe('duplicate');
  });
});

describe('e-mail channel: refusals create nothing and leave nothing behind', () => {
  const refusedWithout = async (raw: Uint8Array, recipients: string[], verdicts?: { spam?: string; virus?: string }) => {
    const before = (await emailRows()).length;
    const objects = await reportObjects(org.tenantId);
    const { objectKey, outcomes } = await deliverMail(raw, recipients, verdicts);
    expect(await objectSize(objectKey)).toBeNull();
    expect((await emailRows()).length).toBe(before);
    expect(await reportObjects(org.tenantId)).toBe(objects);
    return outcomes.map((outcome) => (outcome.status === 'refused' ? outcome.reason : outcome.status));
  };

  it('refuses spam and viruses (SES verdicts, its headers, X-Spam-Flag) silently', async () => {
    const sender = uniqueEmail('spam');
    expect(await refusedWithout(rawMail({ from: sender, to: address, headers: { 'X-Spam-Flag': 'YES' } }), [address])).toEqual(['spam']);
    expect(await refusedWithout(rawMail({ from: sender, to: address, headers: { 'X-SES-Spam-Verdict': 'FAIL' } }), [address])).toEqual(['spam']);
    expect(await refusedWithout(rawMail({ from: sender, to: address }), [address], { spam: 'PASS', virus: 'FAIL' })).toEqual(['spam']);
    expect(await refusedWithout(rawMail({ from: sender, to: address, headers: { 'Auto-Submitted': 'auto-replied' } }), [address])).toEqual(['autoSubmitted']);
    expect(await emailsTo(sender)).toEqual([]);
  });

  it('refuses oversized mail (text over the limit, more attachments than the form allows) and tells the sender once', async () => {
    const sender = uniqueEmail('duzy');
    expect(await refusedWithout(rawMail({ from: sender, to: address, text: 'x'.repeat(100_001) }), [address])).toEqual(['oversized']);
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `plik-${i}.txt`, content: new TextEncoder().encode(`plik ${i}`) }));
    expect(await refusedWithout(rawMail({ from: sender, to: address, attachments: many }), [address])).toEqual(['oversized']);
    const told = await emailsTo(sender);
    expect(told.map((mail) => mail.subject)).toEqual([emailReportTexts.refusedSubject, emailReportTexts.refusedSubject]);
    expect(told[0]!.body.text).toContain('zbyt duża');
    expect(await logTexts(org.tenantId)).toContain(`Odrzucenie wiadomości e-mail na adres zgłoszeń: ${emailReportTexts.refusal.oversized}`);
  });

  it("scans the attachments while the reporters' files are scanned: EICAR refused, logged and told; a clean one stored", async () => {
    const scanning = (on: boolean) => org.clients.mainAdmin.call(updateSecurity, { body: { adminFilesAntivirusScan: false, reporterFilesAntivirusScan: on } });
    expect((await scanning(true)).status).toBe(200);
    try {
      const sender = uniqueEmail('wirus');
      expect(await refusedWithout(rawMail({ from: sender, to: address, attachments: [{ name: 'faktura.com', content: eicarTestFile }] }), [address])).toEqual(['infected']);
      const told = await emailsTo(sender);
      expect(told.map((mail) => mail.subject)).toEqual([emailReportTexts.refusedSubject]);
      expect(told[0]!.body.text).toContain(emailReportTexts.refusedInfected);
      expect(await logTexts(org.tenantId)).toContain(`Odrzucenie wiadomości e-mail na adres zgłoszeń: ${emailReportTexts.refusal.infected}`);

      const clean = await deliverMail(rawMail({ from: uniqueEmail('czysty'), to: address, attachments: [{ name: 'notatka.txt', content: new TextEncoder().encode('Nic groźnego.') }] }), [address]);
      expect(clean.outcomes.map((outcome) => outcome.status)).toEqual(['stored']);
    } finally {
      await scanning(false);
    }
  });

  it('refuses an unknown address and a channel switched off, telling no one', async () => {
    const sender = uniqueEmail('nieznany');
    expect(await refusedWithout(rawMail({ from: sender, to: 'nikt@ostoja.local' }), [`nikt-${randomUUID()}@ostoja.local`])).toEqual(['unknownAddress']);
    await org.clients.mainAdmin.call(updateChannels, { body: channels({ enabled: false }) });
    try {
      expect(await refusedWithout(rawMail({ from: sender, to: address }), [address])).toEqual(['channelOff']);
    } finally {
      await org.clients.mainAdmin.call(updateChannels, { body: channels({}) });
    }
    expect(await emailsTo(sender)).toEqual([]);
  });

  it('refuses while the package lacks the type, the licence has expired or the category is gone', async () => {
    const sender = uniqueEmail('pakiet');
    await setPackage(org.tenantId, 'start');
    try {
      expect(await refusedWithout(rawMail({ from: sender, to: address }), [address])).toEqual(['notInPackage']);
    } finally {
      await setPackage(org.tenantId, 'premium');
    }
    const setCategory = (categoryId: string) =>
      dynamo.send(new UpdateCommand({ TableName: tableName(), Key: keys.tenant(org.tenantId), UpdateExpression: 'SET channels.email.categoryId = :c', ExpressionAttributeValues: { ':c': categoryId } }));
    await setCategory(randomUUID());
    try {
      expect(await refusedWithout(rawMail({ from: sender, to: address }), [address])).toEqual(['noCategory']);
    } finally {
      await setCategory(org.mine.categoryId);
    }
    const other = await registerOrganisation();
    const otherAdmin = await logInAndUnlock(other.email, other.password);
    const otherAddress = `wygasla-${randomUUID().slice(0, 8)}@reports.ostoja.local`;
    await setPackage(otherAdmin.session.customerId, 'premium');
    const category = await givenCategory(otherAdmin.session.customerId);
    expect((await otherAdmin.client.call(updateChannels, { body: { phone: channels({}).phone, email: { enabled: true, categoryId: category.categoryId, address: otherAddress } } })).status).toBe(200);
    await expireLicence(otherAdmin.session.customerId);
    const { outcomes } = await deliverMail(rawMail({ from: sender, to: otherAddress }), [otherAddress]);
    expect(outcomes.map((o) => o.status === 'refused' && o.reason)).toEqual(['licenceInactive']);
    expect((await emailsTo(sender)).map((mail) => mail.subject)).toEqual(Array(3).fill(emailReportTexts.refusedSubject));
  });

  it('a report address belongs to one organisation', async () => {
    const other = await registerOrganisation();
    const otherAdmin = await logInAndUnlock(other.email, other.password);
    await setPackage(otherAdmin.session.customerId, 'premium');
    const category = await givenCategory(otherAdmin.session.customerId);
    const taken = await otherAdmin.client.call(updateChannels, { body: { phone: channels({}).phone, email: { enabled: true, categoryId: category.categoryId, address: address.toUpperCase() } } });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: channelTexts.emailAddressTaken });
  });

  it('a failed store writes nothing: no report, no ciphertext, the raw message kept for the retry', async () => {
    const existing = (await emailRows())[0]!;
    const objects = await reportObjects(org.tenantId);
    const raw = rawMail({ from: uniqueEmail('awaria'), to: address, attachments: [{ name: 'a.txt', content: new TextEncoder().encode('a') }] });
    const objectKey = objectKeys.inboundMail(randomUUID());
    const { putObject } = await import('../../functions/adapters/s3.js');
    await putObject(objectKey, raw);
    // An identifier already in use makes the transaction fail after the ciphertext was put.
    await expect(receiveEmailReport({ objectKey, recipients: [address] }, { secrets: { identifier: existing.identifier.replace(/-/g, ''), password: 'x' } })).rejects.toThrow();
    expect(await reportObjects(org.tenantId)).toBe(objects);
    expect(await objectSize(objectKey)).not.toBeNull();
  });
});

describe('e-mail channel locally: the SMTP server of the runtime', () => {
  it('accepts a message for the report address and answers 250 once the report is stored', async () => {
    const sender = uniqueEmail('smtp');
    const before = (await emailRows()).length;
    const code = await sendSmtp(inject('smtp'), sender, address, rawMail({ from: sender, to: address, text: 'Przez SMTP.' }));
    expect(code).toBe(250);
    expect((await emailRows()).length).toBe(before + 1);
    expect((await credentialsMailed(sender)).subject).toBe(emailReportTexts.replySubject(org.main.session.customerName ?? ''));
  });

  it('refuses a message declared over 40 MB at MAIL FROM (552), as SES would, creating nothing', async () => {
    const sender = uniqueEmail('smtp-duzy');
    const before = (await emailRows()).length;
    const code = await sendSmtp(inject('smtp'), sender, address, rawMail({ from: sender, to: address }), emailReportLimits.messageMaxBytes + 1);
    expect(code).toBe(552);
    expect((await emailRows()).length).toBe(before);
    expect(await emailsTo(sender)).toEqual([]);
  });
});
