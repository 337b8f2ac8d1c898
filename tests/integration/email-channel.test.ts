import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  downloadReportFile,
  getInboxReport,
  getReceiptKeys,
  getReport,
  getReportContent,
  listReports,
  logInToInbox,
  updateChannels,
  updateSecurity,
  type BodyOf,
} from '@shared/contracts/index.js';
import { decryptFile } from '@shared/crypto/files.js';
import { deriveReporterKeys } from '@shared/crypto/reporter-secrets.js';
import { fileContext, openReportAsOrganisation } from '@shared/crypto/submission.js';
import { emailReportFieldIds, emailReportLimits } from '@shared/domain/email-reports.js';
import { reportType } from '@shared/domain/report.js';
import { submissionDigest } from '@shared/receipts/receipt.js';
import { verifyReceipt } from '@shared/receipts/verify-receipt.js';
import { emailReplyTexts, emailReportTexts } from '@shared/messages/email-reports.js';
import * as en from '@shared/messages/en/email-reports.js';
import * as uk from '@shared/messages/uk/email-reports.js';
import { channelTexts } from '@shared/messages/settings.js';
import { filesBucket, objectSize, s3 } from '../../functions/adapters/s3.js';
import { handler as receiveEmailHandler, receiveEmailReport } from '../../functions/channels/receive-email-report.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { objectKeys } from '../../functions/data/object-keys.js';
import { getReportRecord } from '../../functions/data/reports.js';
import { logInAndUnlock, registerOrganisation } from '../support/accounts.js';
import { uniqueEmail } from '../support/api-client.js';
import { LOCAL_VERDICT_HEADER } from '../../local/smtp.js';
import { deliverMail, fixtureMail, rawMail, sendSmtp, verifiedVerdicts } from '../support/email-channel.js';
import { setPackage } from '../support/users.js';
import { expireLicence, withToken } from '../support/inbox.js';
import { emailsTo } from '../support/outbox.js';
import { givenCategory } from '../support/report-fixtures.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';
import { logTexts } from '../support/settings-fixtures.js';
import { eicarTestFile } from '../support/eicar.js';
import { testRuntime } from '../support/test-runtime.js';
import { photo as phonePhoto } from '../fixtures/metadata/make-fixtures.js';

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

// Every new report, newest first (one request of up to 500 rows: this organisation has fewer).
const newRows = async () =>
  (await org.clients.mainAdmin.call(listReports, { query: { state: 'new', perPage: -1 } })).body.rows;
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

/** exiftool's reading of a file's bytes (group:tag), as the metadata tests read a cleaned file. */
function exifTags(bytes: Uint8Array): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'exif-'));
  try {
    writeFileSync(join(dir, 'file'), bytes);
    const json = execFileSync('exiftool', ['-j', '-a', '-G1', '-n', join(dir, 'file')], { encoding: 'utf8' });
    return (JSON.parse(json) as Record<string, unknown>[])[0] ?? {};
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('e-mail channel (type 3): a message to the report address becomes a report', () => {
  it('encrypts the message and its attachment to the organisation key, deletes the raw message, and mails the sender an identifier and password', async () => {
    const sender = uniqueEmail('sygnalista');
    const attachment = new TextEncoder().encode('Faktura 17/2026: kwota zawyżona o 40 000 zł');
    const { objectKey, outcomes } = await deliverMail(
      rawMail({
        from: `Jan Kowalski <${sender}>`,
        to: address,
        subject: 'Łapówki w dziale zakupów',
        text: 'Kierownik przyjmuje łapówki od dostawcy.',
        attachments: [{ name: 'faktura-ąę.txt', content: attachment, type: 'text/plain' }],
      }),
      [address],
    );
    expect(outcomes).toEqual([expect.objectContaining({ status: 'stored', tenantId: org.tenantId })]);
    const stored = outcomes[0]!;
    if (stored.status !== 'stored') throw new Error('not stored');
    // The plaintext is gone from S3.
    expect(await objectSize(objectKey)).toBeNull();

    const row = (await newRows()).find((r) => r.reportId === stored.reportId);
    expect(row).toMatchObject({
      type: reportType.email,
      identifier: stored.identifier,
      categoryId: org.mine.categoryId,
      hasAttachments: true,
    });

    const content = await org.clients.mainAdmin.call(getReportContent, { params: { reportId: stored.reportId } });
    expect(JSON.stringify(content.body)).not.toContain('łapówki');
    expect(JSON.stringify(content.body)).not.toContain(sender);
    const opened = await openReportAsOrganisation(
      org.main.unlocked.organisationPrivateKey!,
      org.main.session.keys.organisation.kid,
      content.body,
    );
    expect(Object.fromEntries(opened.fields.map((f) => [f.fieldId, f.value]))).toEqual({
      [emailReportFieldIds.text]: 'Kierownik przyjmuje łapówki od dostawcy.',
      [emailReportFieldIds.subject]: 'Łapówki w dziale zakupów',
      [emailReportFieldIds.attachmentsCleaning]: [
        emailReportTexts.attachmentsCleaningIntro,
        emailReportTexts.attachmentNothingToClean('faktura-ąę.txt'),
      ].join('\n'),
    });
    expect(content.body.fieldDefs.map((f) => f.label)).toEqual([
      emailReportTexts.textLabel,
      emailReportTexts.subjectLabel,
      emailReportTexts.attachmentsCleaningLabel,
    ]);
    // Not an anonymous category: the sender is the reporter's contact.
    expect(opened.reporter).toEqual({ name: 'Jan Kowalski', phone: '', email: sender });
    expect(opened.fileNames.map((f) => f.name)).toEqual(['faktura-ąę.txt']);
    const fileId = opened.fileNames[0]!.fileId;
    const url = await org.clients.mainAdmin.call(downloadReportFile, { params: { reportId: stored.reportId, fileId } });
    const ciphertext = new Uint8Array(await (await fetch(url.body.url)).arrayBuffer());
    const plaintext = await decryptFile(opened.reportKey, ciphertext, {
      context: fileContext({ tenantId: org.tenantId, reportId: stored.reportId }, fileId),
    });
    expect(new TextDecoder().decode(plaintext)).toBe('Faktura 17/2026: kwota zawyżona o 40 000 zł');

    // The reply: identifier, password, the inbox link, and that it travels unencrypted.
    const mailed = await credentialsMailed(sender);
    expect(mailed.identifier).toBe(stored.identifier);
    expect(mailed.text).toContain('/inboxlogin');
    expect(mailed.text).toContain(emailReplyTexts.unencrypted);
    const derived = await deriveReporterKeys(mailed.identifier, mailed.password);
    const session = await withToken(logInToInbox, null, {
      body: { identifier: mailed.identifier, authKey: derived.authKey },
    });
    expect(session.status).toBe(200);
    const inbox = await withToken(getInboxReport, session.body.token);
    expect(inbox.body).toMatchObject({ type: reportType.email });
    // The receipt was made on the server at receipt, over the ciphertext it stored; the inbox offers it.
    const record = (await getReportRecord(org.tenantId, stored.reportId))!;
    const receipt = inbox.body.receipt!;
    expect(receipt).toMatchObject({
      organisation: org.main.session.customerName,
      identifier: stored.identifier,
      receivedAt: record.receivedAt,
      channel: 'email',
      digest: await submissionDigest(record),
    });
    expect(await verifyReceipt(receipt, (await withToken(getReceiptKeys, null)).body)).toEqual({
      authentic: true,
      receipt,
    });

    expect(await logTexts(org.tenantId)).toContain(`Przyjęcie zgłoszenia e-mailowego ${stored.identifier}`);
  });

  it('removes metadata from the attachments at receipt, before encrypting them, and the report says what per attachment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'email-metadata-'));
    try {
      const original = readFileSync(phonePhoto(dir));
      expect(exifTags(original)).toHaveProperty('GPS:GPSLatitude');
      const { outcomes } = await deliverMail(
        rawMail({
          from: uniqueEmail('zdjecie'),
          to: address,
          attachments: [
            { name: 'zdjecie.jpg', content: original, type: 'image/jpeg' },
            { name: 'notatka.txt', content: new TextEncoder().encode('Notatka.'), type: 'text/plain' },
            { name: 'archiwum.zip', content: zipSync({ 'a.txt': strToU8('a') }), type: 'application/zip' },
          ],
        }),
        [address],
      );
      const opened = await openedReport(outcomes[0]);
      const photoId = opened.fileNames.find((file) => file.name === 'zdjecie.jpg')!.fileId;
      const url = await org.clients.mainAdmin.call(downloadReportFile, {
        params: { reportId: opened.reportId, fileId: photoId },
      });
      const stored = await decryptFile(
        opened.reportKey,
        new Uint8Array(await (await fetch(url.body.url)).arrayBuffer()),
        {
          context: fileContext({ tenantId: org.tenantId, reportId: opened.reportId }, photoId),
        },
      );
      const tags = exifTags(stored);
      expect(Object.keys(tags).filter((tag) => tag.startsWith('GPS:'))).toEqual([]);
      expect(JSON.stringify(tags)).not.toContain('iPhone');
      expect(tags['File:ImageWidth']).toBe(320);

      const note = opened.fields.find((field) => field.fieldId === emailReportFieldIds.attachmentsCleaning)?.value;
      expect(note?.split('\n')).toEqual([
        emailReportTexts.attachmentsCleaningIntro,
        expect.stringMatching(/^zdjecie\.jpg — usunięto: położenie GPS, model telefonu lub aparatu, data wykonania, /),
        emailReportTexts.attachmentNothingToClean('notatka.txt'),
        emailReportTexts.attachmentKept('archiwum.zip', emailReportTexts.keptBecause.archive),
      ]);
      expect(opened.fieldDefs.map((field) => field.label)).toContain(emailReportTexts.attachmentsCleaningLabel);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('sends the credentials in Polish, Ukrainian and English together, Polish first, each whole with its own heading', async () => {
    const sender = uniqueEmail('trzy-jezyki');
    const delivered = await deliverMail(rawMail({ from: sender, to: address, text: 'Zgłoszenie po ukraińsku?' }), [
      address,
    ]);
    expect(delivered.outcomes[0]!.status).toBe('stored');
    const [mail] = await emailsTo(sender);
    const { identifier, password } = await credentialsMailed(sender);
    const organisation = org.main.session.customerName ?? '';
    const text = mail!.body.text ?? '';
    const languages = [emailReplyTexts, uk.emailReplyTexts, en.emailReplyTexts];
    // Each language's every sentence, the credentials said in it, and the inbox's address, in this order.
    const at = languages.map((texts) =>
      [texts.intro(organisation), texts.credentials(identifier, password), texts.inbox, texts.unencrypted].map(
        (sentence) => text.indexOf(sentence),
      ),
    );
    expect(at.flat().every((position) => position >= 0)).toBe(true);
    expect(at.flat()).toEqual([...at.flat()].sort((a, b) => a - b));
    expect(text.startsWith(emailReplyTexts.intro(organisation))).toBe(true);
    expect(text.indexOf('——— Українська ———')).toBeLessThan(at[1]![0]!);
    expect(text.indexOf('——— English ———')).toBeLessThan(at[2]![0]!);
    expect(text.match(/\/inboxlogin/g)).toHaveLength(3);
    // The HTML says which language each part is in, in the same order.
    const html = mail!.body.html ?? '';
    const parts = ['<div lang="pl">', '<div lang="uk">', '<div lang="en">'].map((tag) => html.indexOf(tag));
    expect(parts.every((position) => position >= 0)).toBe(true);
    expect(parts).toEqual([...parts].sort((a, b) => a - b));
    expect(html).toContain(`Пароль: ${password}`.replace('\n', '<br>'));
    expect(html).toContain(en.emailReplyTexts.inboxLink);
  });

  it('never merges: two messages from one sender are two reports with their own credentials', async () => {
    const sender = uniqueEmail('dwa-razy');
    const before = (await emailRows()).length;
    const first = await deliverMail(rawMail({ from: sender, to: address, text: 'Pierwsza wiadomość.' }), [address]);
    const second = await deliverMail(rawMail({ from: sender, to: address, text: 'Druga wiadomość, uzupełnienie.' }), [
      address,
    ]);
    expect([first.outcomes[0]!.status, second.outcomes[0]!.status]).toEqual(['stored', 'stored']);
    const ids = [first, second].map(({ outcomes }) => (outcomes[0] as { identifier: string }).identifier);
    expect(new Set(ids).size).toBe(2);
    expect((await emailRows()).length).toBe(before + 2);
    expect((await emailsTo(sender)).length).toBe(2);
  });

  it('keeps no contact in an anonymous category (the address serves the one reply)', async () => {
    const anonymous = await givenCategory(org.tenantId, {
      name: `Anonimowa ${randomUUID().slice(0, 4)}`,
      anonymous: true,
    });
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
    const sender = uniqueEmail('ponownie');
    const raw = rawMail({ from: sender, to: address });
    const objectKey = objectKeys.inboundMail(randomUUID());
    const delivery = { objectKey, recipients: [address], envelopeSender: sender, verdicts: verifiedVerdicts };
    const { putObject } = await import('../../functions/adapters/s3.js');
    await putObject(objectKey, raw);
    expect((await receiveEmailReport(delivery))[0]!.status).toBe('stored');
    // Gone: nothing to do.
    expect(await receiveEmailReport(delivery)).toEqual([]);
    // Stored again under the same key (SES retrying): recognised.
    await putObject(objectKey, raw);
    expect((await receiveEmailReport(delivery))[0]!.status).toBe('duplicate');
  });
});

/** Delivers a message that must be refused: no report, no ciphertext, the raw message gone; answers the reasons. */
const refusedWithout = async (raw: Uint8Array, recipients: string[], receipt?: Parameters<typeof deliverMail>[2]) => {
  const before = (await emailRows()).length;
  const objects = await reportObjects(org.tenantId);
  const { objectKey, outcomes } = await deliverMail(raw, recipients, receipt);
  expect(await objectSize(objectKey)).toBeNull();
  expect((await emailRows()).length).toBe(before);
  expect(await reportObjects(org.tenantId)).toBe(objects);
  return outcomes.map((outcome) => (outcome.status === 'refused' ? outcome.reason : outcome.status));
};

/** The report a stored outcome names, decrypted as the organisation reads it, with what the report page says of it. */
async function openedReport(outcome: Awaited<ReturnType<typeof deliverMail>>['outcomes'][number] | undefined) {
  if (outcome?.status !== 'stored') throw new Error(`not stored: ${JSON.stringify(outcome)}`);
  const content = await org.clients.mainAdmin.call(getReportContent, { params: { reportId: outcome.reportId } });
  const opened = await openReportAsOrganisation(
    org.main.unlocked.organisationPrivateKey!,
    org.main.session.keys.organisation.kid,
    content.body,
  );
  const page = await org.clients.mainAdmin.call(getReport, { params: { reportId: outcome.reportId } });
  return {
    ...opened,
    reportId: outcome.reportId,
    fieldDefs: content.body.fieldDefs,
    text: opened.fields.find((field) => field.fieldId === emailReportFieldIds.text)?.value ?? '',
    page: page.body,
  };
}

describe('e-mail channel: refusals create nothing and leave nothing behind', () => {
  it('refuses spam and viruses (SES verdicts, its headers, X-Spam-Flag) silently', async () => {
    const sender = uniqueEmail('spam');
    expect(
      await refusedWithout(rawMail({ from: sender, to: address, headers: { 'X-Spam-Flag': 'YES' } }), [address]),
    ).toEqual(['spam']);
    expect(
      await refusedWithout(rawMail({ from: sender, to: address, headers: { 'X-SES-Spam-Verdict': 'FAIL' } }), [
        address,
      ]),
    ).toEqual(['spam']);
    expect(
      await refusedWithout(rawMail({ from: sender, to: address }), [address], {
        verdicts: { spam: 'PASS', virus: 'FAIL' },
      }),
    ).toEqual(['spam']);
    expect(
      await refusedWithout(rawMail({ from: sender, to: address, headers: { 'Auto-Submitted': 'auto-replied' } }), [
        address,
      ]),
    ).toEqual(['autoSubmitted']);
    expect(await emailsTo(sender)).toEqual([]);
  });

  it('refuses oversized mail (text over the limit) and tells the sender once', async () => {
    const sender = uniqueEmail('duzy');
    expect(await refusedWithout(rawMail({ from: sender, to: address, text: 'x'.repeat(100_001) }), [address])).toEqual([
      'oversized',
    ]);
    const told = await emailsTo(sender);
    expect(told.map((mail) => mail.subject)).toEqual([emailReportTexts.refusedSubject]);
    expect(told[0]!.body.text).toContain('zbyt duża');
    expect(await logTexts(org.tenantId)).toContain(
      `Odrzucenie wiadomości e-mail na adres zgłoszeń: ${emailReportTexts.refusal.oversized}`,
    );
  });

  it('refuses more than 20 attachments saying how many files a report takes, not that the message is too large', async () => {
    const sender = 'piotr.wisniewski@przyklad-nadawca.example';
    expect(await refusedWithout(fixtureMail('21-attachments'), [address])).toEqual(['tooManyFiles']);
    const told = await emailsTo(sender);
    expect(told.map((mail) => mail.subject)).toEqual([emailReportTexts.refusedSubject]);
    expect(told[0]!.body.text).toContain(
      'Wiadomość ma więcej niż 20 załączników, a do zgłoszenia można dołączyć najwyżej 20 plików. Nie utworzono zgłoszenia.',
    );
    expect(told[0]!.body.text).not.toMatch(/zbyt duża|MB/);
    expect(await logTexts(org.tenantId)).toContain(
      `Odrzucenie wiadomości e-mail na adres zgłoszeń: ${emailReportTexts.refusal.tooManyFiles}`,
    );
  });

  it("scans the attachments while the reporters' files are scanned: EICAR refused, logged and told; a clean one stored", async () => {
    const scanning = (on: boolean) =>
      org.clients.mainAdmin.call(updateSecurity, {
        body: { adminFilesAntivirusScan: false, reporterFilesAntivirusScan: on, requireSecondFactor: false },
      });
    expect((await scanning(true)).status).toBe(200);
    try {
      const sender = uniqueEmail('wirus');
      expect(
        await refusedWithout(
          rawMail({ from: sender, to: address, attachments: [{ name: 'faktura.com', content: eicarTestFile }] }),
          [address],
        ),
      ).toEqual(['infected']);
      const told = await emailsTo(sender);
      expect(told.map((mail) => mail.subject)).toEqual([emailReportTexts.refusedSubject]);
      expect(told[0]!.body.text).toContain(emailReportTexts.refusedInfected);
      expect(await logTexts(org.tenantId)).toContain(
        `Odrzucenie wiadomości e-mail na adres zgłoszeń: ${emailReportTexts.refusal.infected}`,
      );

      const clean = await deliverMail(
        rawMail({
          from: uniqueEmail('czysty'),
          to: address,
          attachments: [{ name: 'notatka.txt', content: new TextEncoder().encode('Nic groźnego.') }],
        }),
        [address],
      );
      expect(clean.outcomes.map((outcome) => outcome.status)).toEqual(['stored']);
    } finally {
      await scanning(false);
    }
  });

  it('refuses an unknown address and a channel switched off, telling no one', async () => {
    const sender = uniqueEmail('nieznany');
    expect(
      await refusedWithout(rawMail({ from: sender, to: 'nikt@ostoja.local' }), [`nikt-${randomUUID()}@ostoja.local`]),
    ).toEqual(['unknownAddress']);
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
      dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.tenant(org.tenantId),
          UpdateExpression: 'SET channels.email.categoryId = :c',
          ExpressionAttributeValues: { ':c': categoryId },
        }),
      );
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
    expect(
      (
        await otherAdmin.client.call(updateChannels, {
          body: {
            phone: channels({}).phone,
            email: { enabled: true, categoryId: category.categoryId, address: otherAddress },
          },
        })
      ).status,
    ).toBe(200);
    await expireLicence(otherAdmin.session.customerId);
    const { outcomes } = await deliverMail(rawMail({ from: sender, to: otherAddress }), [otherAddress]);
    expect(outcomes.map((o) => o.status === 'refused' && o.reason)).toEqual(['licenceInactive']);
    expect((await emailsTo(sender)).map((mail) => mail.subject)).toEqual(
      Array(3).fill(emailReportTexts.refusedSubject),
    );
  });

  it('a report address belongs to one organisation', async () => {
    const other = await registerOrganisation();
    const otherAdmin = await logInAndUnlock(other.email, other.password);
    await setPackage(otherAdmin.session.customerId, 'premium');
    const category = await givenCategory(otherAdmin.session.customerId);
    const taken = await otherAdmin.client.call(updateChannels, {
      body: {
        phone: channels({}).phone,
        email: { enabled: true, categoryId: category.categoryId, address: address.toUpperCase() },
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: channelTexts.emailAddressTaken });
  });

  it('a failed store writes nothing: no report, no ciphertext, the raw message kept for the retry', async () => {
    const existing = (await emailRows())[0]!;
    const objects = await reportObjects(org.tenantId);
    const raw = rawMail({
      from: uniqueEmail('awaria'),
      to: address,
      attachments: [{ name: 'a.txt', content: new TextEncoder().encode('a') }],
    });
    const objectKey = objectKeys.inboundMail(randomUUID());
    const { putObject } = await import('../../functions/adapters/s3.js');
    await putObject(objectKey, raw);
    // An identifier already in use makes the transaction fail after the ciphertext was put.
    await expect(
      receiveEmailReport(
        { objectKey, recipients: [address], envelopeSender: 'awaria@example.com', verdicts: verifiedVerdicts },
        { secrets: { identifier: existing.identifier.replace(/-/g, ''), password: 'x' } },
      ),
    ).rejects.toThrow();
    expect(await reportObjects(org.tenantId)).toBe(objects);
    expect(await objectSize(objectKey)).not.toBeNull();
  });
});

describe('e-mail channel: who is answered (never a machine, never a Reply-To, only a verified From)', () => {
  it('a newsletter (List-Id, List-Unsubscribe, Precedence: bulk) is no report, and neither its From nor its Reply-To hears of it', async () => {
    expect(
      await refusedWithout(fixtureMail('newsletter'), [address], {
        envelopeSender: 'bounces+7731@mailing.sklep-przyklad.example',
      }),
    ).toEqual(['autoSubmitted']);
    // Without its Precedence line (as many lists send), the List-Id and List-Unsubscribe alone say so.
    const withoutPrecedence = new TextEncoder().encode(
      new TextDecoder().decode(fixtureMail('newsletter')).replace('Precedence: bulk\r\n', ''),
    );
    expect(
      await refusedWithout(withoutPrecedence, [address], {
        envelopeSender: 'bounces+7731@mailing.sklep-przyklad.example',
      }),
    ).toEqual(['autoSubmitted']);
    expect(await emailsTo('newsletter@sklep-przyklad.example')).toEqual([]);
    expect(await emailsTo('obsluga@sklep-przyklad.example')).toEqual([]);
  });

  it('a bounce from the null sender (MAIL FROM:<>) is no report and is not answered', async () => {
    expect(await refusedWithout(fixtureMail('bounce'), [address], { envelopeSender: '' })).toEqual(['autoSubmitted']);
    expect(await emailsTo('MAILER-DAEMON@mx.poczta-przyklad.example')).toEqual([]);
    expect(await emailsTo('mailer-daemon@mx.poczta-przyklad.example')).toEqual([]);
  });

  it('an auto-reply (Auto-Submitted) is no report and is not answered', async () => {
    expect(await refusedWithout(fixtureMail('auto-reply'), [address])).toEqual(['autoSubmitted']);
    expect(await emailsTo('anna.kowalska@firma-przyklad.example')).toEqual([]);
  });

  it('answers the From, never a Reply-To naming someone else; the From is the contact kept', async () => {
    const { outcomes } = await deliverMail(fixtureMail('reply-to'), [address]);
    expect(outcomes).toEqual([expect.objectContaining({ status: 'stored', senderVerified: true })]);
    expect((await credentialsMailed('jan.nowak@przyklad-nadawca.example')).identifier).toBe(
      (outcomes[0] as { identifier: string }).identifier,
    );
    expect(await emailsTo('ktos.inny@gdzie-indziej.example')).toEqual([]);
    const report = await openedReport(outcomes[0]);
    expect(report.reporter).toEqual({ name: 'Jan Nowak', phone: '', email: 'jan.nowak@przyklad-nadawca.example' });
    expect(report.page.emailSenderVerified).toBe(true);
  });

  it('keeps an unverified sender’s report, marked for staff, and sends nothing: DMARC failed, or no SPF pass for the From’s own domain', async () => {
    const before = await reportObjects(org.tenantId);
    const failed = await deliverMail(fixtureMail('unverified-sender'), [address], {
      verdicts: { spf: 'FAIL', dkim: 'FAIL', dmarc: 'FAIL' },
    });
    expect(failed.outcomes).toEqual([expect.objectContaining({ status: 'stored', senderVerified: false })]);
    const report = await openedReport(failed.outcomes[0]);
    expect(report.text).toContain('w księgowości ktoś przerabia faktury kosztowe');
    expect(report.page.emailSenderVerified).toBe(false);
    expect(await objectSize(failed.objectKey)).toBeNull();
    // A domain without DMARC whose SPF passed for another domain's envelope (a forwarder, a forger's host).
    const sender = uniqueEmail('bez-dmarc');
    const gray = await deliverMail(rawMail({ from: sender, to: address }), [address], {
      envelopeSender: 'bounce@mailer.example.net',
      verdicts: { spf: 'PASS', dkim: 'PASS', dmarc: 'GRAY' },
    });
    expect(gray.outcomes).toEqual([expect.objectContaining({ status: 'stored', senderVerified: false })]);
    expect(await emailsTo('prezes@firma-przyklad.example')).toEqual([]);
    expect(await emailsTo(sender)).toEqual([]);
    expect(await reportObjects(org.tenantId)).toBe(before);
    // The same without DMARC, SPF passing for the From's own domain: verified, answered.
    const own = uniqueEmail('wlasna-domena');
    const aligned = await deliverMail(rawMail({ from: own, to: address }), [address], {
      envelopeSender: `bounce-7@${own.split('@')[1]}`,
      verdicts: { spf: 'PASS', dkim: 'GRAY', dmarc: 'GRAY' },
    });
    expect(aligned.outcomes).toEqual([expect.objectContaining({ status: 'stored', senderVerified: true })]);
    expect((await emailsTo(own)).length).toBe(1);
  });

  it('refusal notices follow the same rules: none to an unverified sender (still logged), none to machine mail', async () => {
    const oversizedLogged = async () =>
      (await logTexts(org.tenantId)).filter((text) => text.endsWith(emailReportTexts.refusal.oversized)).length;
    const logged = await oversizedLogged();
    const unverified = uniqueEmail('niezweryfikowany-duzy');
    expect(
      await refusedWithout(rawMail({ from: unverified, to: address, text: 'x'.repeat(100_001) }), [address], {
        verdicts: { dmarc: 'FAIL' },
      }),
    ).toEqual(['oversized']);
    expect(await emailsTo(unverified)).toEqual([]);
    expect(await oversizedLogged()).toBe(logged + 1);
    const machine = uniqueEmail('lista-duza');
    const many = Array.from({ length: 21 }, (_, i) => ({
      name: `plik-${i}.txt`,
      content: new TextEncoder().encode(`plik ${i}`),
    }));
    expect(
      await refusedWithout(
        rawMail({ from: machine, to: address, attachments: many, headers: { 'List-Id': '<lista.example.com>' } }),
        [address],
      ),
    ).toEqual(['autoSubmitted']);
    expect(await emailsTo(machine)).toEqual([]);
    await setPackage(org.tenantId, 'start');
    try {
      expect(
        await refusedWithout(rawMail({ from: unverified, to: address }), [address], { verdicts: { dmarc: 'FAIL' } }),
      ).toEqual(['notInPackage']);
    } finally {
      await setPackage(org.tenantId, 'premium');
    }
    expect(await emailsTo(unverified)).toEqual([]);
  });

  it('the Lambda reads who sent it and SES’s verdicts from the receipt event (mail.source, spf/dkim/dmarcVerdict)', async () => {
    const { putObject } = await import('../../functions/adapters/s3.js');
    /** A message stored by the receipt rule's S3 action, and the event SES then invokes the function with. */
    const received = async (raw: Uint8Array, source: string, dmarc: string) => {
      const messageId = `ses${randomUUID().replace(/-/g, '')}`;
      await putObject(objectKeys.inboundMail(messageId), raw, 'message/rfc822');
      const verdict = (status: string) => ({ status });
      const receipt = {
        recipients: [address],
        spamVerdict: verdict('PASS'),
        virusVerdict: verdict('PASS'),
        spfVerdict: verdict('PASS'),
        dkimVerdict: verdict('PASS'),
        dmarcVerdict: verdict(dmarc),
        dmarcPolicy: 'none',
      };
      return receiveEmailHandler({
        Records: [
          {
            eventSource: 'aws:ses',
            eventVersion: '1.0',
            ses: { mail: { messageId, source, destination: [address] }, receipt },
          },
        ],
      });
    };
    const verified = uniqueEmail('ses-zweryfikowany');
    expect(await received(rawMail({ from: verified, to: address }), verified, 'PASS')).toEqual({
      outcomes: ['stored'],
    });
    expect((await emailsTo(verified)).length).toBe(1);
    const forged = uniqueEmail('ses-podszyty');
    expect(await received(rawMail({ from: forged, to: address }), 'bounce@inna-domena.example', 'FAIL')).toEqual({
      outcomes: ['stored'],
    });
    expect(await emailsTo(forged)).toEqual([]);
    expect((await newRows())[0]).toMatchObject({ type: reportType.email });
    expect(
      (await org.clients.mainAdmin.call(getReport, { params: { reportId: (await newRows())[0]!.reportId } })).body
        .emailSenderVerified,
    ).toBe(false);
    const bounced = uniqueEmail('ses-zwrot');
    expect(await received(rawMail({ from: bounced, to: address }), '', 'PASS')).toEqual({ outcomes: ['refused'] });
    expect(await emailsTo(bounced)).toEqual([]);
  });

  it('an HTML message keeps its table cells apart in the report’s text', async () => {
    const { outcomes } = await deliverMail(fixtureMail('html-table'), [address]);
    const rows = (await openedReport(outcomes[0])).text.split('\n').map((line) => line.trim().split(/\s{2,}/));
    expect(rows).toContainEqual(['Data', 'Odbiorca', 'Kwota']);
    expect(rows).toContainEqual(['03.02.2026', 'Usługi Budowlane XYZ', '40 000 zł']);
  });
});

describe('e-mail channel locally: the SMTP server of the runtime', () => {
  it('accepts a message for the report address and answers 250 once the report is stored', async () => {
    const sender = uniqueEmail('smtp');
    const before = (await emailRows()).length;
    const code = await sendSmtp(
      testRuntime.smtp,
      sender,
      address,
      rawMail({ from: sender, to: address, text: 'Przez SMTP.' }),
    );
    expect(code).toBe(250);
    expect((await emailRows()).length).toBe(before + 1);
    expect((await credentialsMailed(sender)).subject).toBe(
      [
        emailReplyTexts.subject(org.main.session.customerName ?? ''),
        uk.emailReplyTexts.title,
        en.emailReplyTexts.title,
      ].join(' / '),
    );
  });

  it('takes MAIL FROM:<> as the null sender: a bounce is no report and nobody is answered', async () => {
    const from = uniqueEmail('zwrot');
    const before = (await emailRows()).length;
    expect(
      await sendSmtp(
        testRuntime.smtp,
        '',
        address,
        rawMail({ from, to: address, text: 'Wiadomość nie została dostarczona.' }),
      ),
    ).toBe(250);
    expect((await emailRows()).length).toBe(before);
    expect(await emailsTo(from)).toEqual([]);
  });

  it(`marks a sender unverified by the documented header ${LOCAL_VERDICT_HEADER}: fail (the report kept, nobody answered)`, async () => {
    const sender = uniqueEmail('smtp-niezweryfikowany');
    const before = (await emailRows()).length;
    const code = await sendSmtp(
      testRuntime.smtp,
      sender,
      address,
      rawMail({ from: sender, to: address, text: 'Bez weryfikacji.', headers: { [LOCAL_VERDICT_HEADER]: 'fail' } }),
    );
    expect(code).toBe(250);
    const rows = await emailRows();
    expect(rows.length).toBe(before + 1);
    expect(await emailsTo(sender)).toEqual([]);
    const page = await org.clients.mainAdmin.call(getReport, { params: { reportId: rows[0]!.reportId } });
    expect(page.body.emailSenderVerified).toBe(false);
  });

  it('refuses a message declared over 40 MB at MAIL FROM (552), as SES would, creating nothing', async () => {
    const sender = uniqueEmail('smtp-duzy');
    const before = (await emailRows()).length;
    const code = await sendSmtp(
      testRuntime.smtp,
      sender,
      address,
      rawMail({ from: sender, to: address }),
      emailReportLimits.messageMaxBytes + 1,
    );
    expect(code).toBe(552);
    expect((await emailRows()).length).toBe(before);
    expect(await emailsTo(sender)).toEqual([]);
  });
});
