/**
 * Forwarding a report to an external authority and the authority's download page, against the
 * local emulators: the e-mail with the link (copy to DW), the list with the outbox's delivery,
 * the e-mailed single-use code, five downloads of the very bytes sent, the limits on guessing,
 * expiry (the job deletes the bundle: a URL given before no longer works), and who may forward
 * what (canExternalSend, the package, another organisation's report).
 */
import { unzipSync } from 'fflate';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  deleteReport,
  downloadShare,
  getForward,
  getShare,
  listForwards,
  sendForward,
  sendShareCode,
  startForward,
} from '@shared/contracts/index.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { FORWARD_MAIL_TAG, SHARE_CODE_ALPHABET, shareRateLimits, shareRules } from '@shared/domain/forwards.js';
import { reportState } from '@shared/domain/report.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { authTexts } from '@shared/messages/auth.js';
import { externalTexts } from '@shared/messages/external.js';
import { forwardTexts, shareMailTexts } from '@shared/messages/forwards.js';
import { objectSize } from '../../functions/adapters/s3.js';
import { listLogEntries } from '../../functions/data/audit-log.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { getForward as getForwardRecord } from '../../functions/data/forwards.js';
import { keys } from '../../functions/data/keys.js';
import { objectKeys } from '../../functions/data/object-keys.js';
import { handler as recordDeliveryEvent } from '../../functions/forwards/record-delivery-event.js';
import { handler as expireForwardBundles } from '../../functions/jobs/expire-forward-bundles.js';
import { queueEvent } from '../support/lambda-event.js';
import { TestClient, uniqueEmail } from '../support/api-client.js';
import { colleagueOf } from '../support/accounts.js';
import {
  expireShare,
  forwardReport,
  lastShareCode,
  lastShareId,
  mailTo,
  sampleMessage,
  zipBundle,
} from '../support/forwards.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';

let org: Organisation;
beforeAll(async () => {
  org = await organisationWithStaff();
});

const pdf = new TextEncoder().encode('%PDF-1.4\n% raport zgłoszenia\n%%EOF\n');
const evidence = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 250, 251, 252, 253, 254, 255]);

/** A report forwarded by the main administrator to a fresh address; its share id and the bundle. */
async function forwarded(options: { cc?: string; state?: 2 | 3 } = {}) {
  const report = await org.report(org.mine, { state: options.state ?? reportState.open, files: ['dowód'] });
  const emailTo = uniqueEmail('organ');
  const bundle = zipBundle({
    [`${formatReporterIdentifier(report.identifier)}.pdf`]: pdf,
    'zalaczniki/zdjęcie.png': evidence,
  });
  const { forwardId, sent } = await forwardReport(
    org.clients.mainAdmin,
    report.reportId,
    sampleMessage(emailTo, { emailCc: options.cc ?? '' }),
    bundle,
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { report, emailTo, forwardId, bundle, shareId: await lastShareId(emailTo) };
}

/** A new code e-mailed for the share, read from the recipient's mailbox. */
async function codeFor(shareId: string, emailTo: string, client = new TestClient()): Promise<string> {
  const answer = await client.call(sendShareCode, { params: { shareId } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (await lastShareCode(emailTo)).code;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('forwarding a report to an external authority', () => {
  it('e-mails the authority a link to /external (copy to DW) and lists the forward, delivered by the outbox, with a log entry', async () => {
    const cc = uniqueEmail('dw');
    const { report, emailTo, forwardId } = await forwarded({ cc });
    const [mail] = await mailTo(emailTo);
    expect(mail!.destination).toMatchObject({ to: [emailTo], cc: [cc] });
    expect(mail!.subject).toBe(
      shareMailTexts.shareSubject(org.main.session.customerName, formatReporterIdentifier(report.identifier)),
    );
    expect(mail!.body.text).toContain('przekazujemy zgłoszenie wraz z dokumentacją');
    expect(mail!.body.text).toMatch(/\/external\?share=[A-Za-z0-9_-]{43}/);

    const listed = await waitFor(
      () => org.clients.mainAdmin.call(listForwards, { params: { reportId: report.reportId } }),
      (answer) => answer.body.forwards?.[0]?.delivery === 'delivered',
    );
    expect(listed.body.forwards).toMatchObject([
      {
        forwardId,
        name: 'Prokuratura Rejonowa Warszawa-Mokotów',
        emailTo,
        emailCc: cc,
        withFiles: true,
        delivery: 'delivered',
        expired: false,
        downloadCount: 0,
      },
    ]);
    const row = listed.body.forwards[0]!;
    expect(Date.parse(row.expiresAt) - Date.parse(row.sentAt)).toBe(shareRules.lifetimeDays * 86_400_000);
    expect(row.deliveredAt).not.toBeNull();
    const refreshed = await org.clients.mainAdmin.call(getForward, {
      params: { reportId: report.reportId, forwardId },
    });
    expect(refreshed.body).toEqual(row);

    const log = await listLogEntries(org.tenantId, { limit: 50 });
    expect(
      log.items.find((entry) => entry.reportId === report.reportId && entry.action === 'report.forwarded')?.text,
    ).toBe(
      `Przekazanie zgłoszenia ${formatReporterIdentifier(report.identifier)} do organu zewnętrznego: Prokuratura Rejonowa Warszawa-Mokotów <${emailTo}>`,
    );
  });

  it('refuses the modal’s invalid values with the spec’s texts, before anything is stored', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const start = (body: Partial<ReturnType<typeof sampleMessage>> & { size?: number }) =>
      org.clients.mainAdmin.call(startForward, {
        params: { reportId: report.reportId },
        body: { ...sampleMessage('organ@example.test'), size: 100, ...body },
      });
    expect((await start({ emailTo: '' })).body.fields).toMatchObject({ emailTo: authTexts.emailRequired });
    expect((await start({ emailTo: 'organ@' })).body.fields).toMatchObject({ emailTo: authTexts.emailInvalid });
    expect((await start({ emailCc: 'dw(at)example.test' })).body.fields).toMatchObject({
      emailCc: authTexts.emailInvalid,
    });
    expect((await start({ emailTo: `${'a'.repeat(89)}@example.test` })).body.fields).toMatchObject({
      emailTo: forwardTexts.emailTooLong,
    });
    expect((await start({ name: 'P'.repeat(251) })).body.fields).toMatchObject({ name: forwardTexts.nameTooLong });
    expect((await start({ size: 151_000_000 })).status).toBe(400);
    expect((await start({ name: 'P'.repeat(250), emailTo: `${'a'.repeat(87)}@example.test` })).status).toBe(200);
    expect(
      (await org.clients.mainAdmin.call(listForwards, { params: { reportId: report.reportId } })).body.forwards,
    ).toEqual([]);
  });

  it('sends only a bundle of the declared size that is a zip, and only once', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const emailTo = uniqueEmail('organ');
    const started = await org.clients.mainAdmin.call(startForward, {
      params: { reportId: report.reportId },
      body: { ...sampleMessage(emailTo), size: 50 },
    });
    const send = () =>
      org.clients.mainAdmin.call(sendForward, {
        params: { reportId: report.reportId, forwardId: started.body.forwardId },
      });
    expect((await send()).body.message).toBe(forwardTexts.bundleMissing);
    await fetch(started.body.uploadUrl, {
      method: 'PUT',
      headers: started.body.headers,
      body: new Uint8Array(50).fill(65),
    });
    const notZip = await send();
    expect([notZip.status, notZip.body.message]).toEqual([415, forwardTexts.bundleNotZip]);
    expect(await mailTo(emailTo)).toEqual([]);

    const { forwardId } = await forwardReport(org.clients.mainAdmin, report.reportId, sampleMessage(emailTo));
    const again = await org.clients.mainAdmin.call(sendForward, { params: { reportId: report.reportId, forwardId } });
    expect([again.status, again.body.message]).toEqual([409, forwardTexts.alreadySent]);
    expect(await mailTo(emailTo)).toHaveLength(1);
  });

  it('five parallel sends of one forward: one sends it, the four others are refused with 409 (never 500); one e-mail, the bundle kept whole', async () => {
    // A few rounds: whether a loser reads the forward before the winner's steps is up to timing.
    for (let round = 0; round < 3; round++) {
      const report = await org.report(org.mine, { state: reportState.open });
      const emailTo = uniqueEmail('organ');
      const bundle = zipBundle({ 'raport.pdf': pdf, 'zalaczniki/zdjęcie.png': evidence });
      const started = await org.clients.mainAdmin.call(startForward, {
        params: { reportId: report.reportId },
        body: { ...sampleMessage(emailTo), size: bundle.length },
      });
      await fetch(started.body.uploadUrl, {
        method: 'PUT',
        headers: started.body.headers,
        body: bundle as Uint8Array<ArrayBuffer>,
      });
      const params = { reportId: report.reportId, forwardId: started.body.forwardId };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => org.clients.mainAdmin.call(sendForward, { params })),
      );

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
      for (const loser of answers.filter((answer) => answer.status === 409))
        expect([forwardTexts.alreadySent, forwardTexts.sendInProgress]).toContain(loser.body.message);
      expect(await mailTo(emailTo)).toHaveLength(1);
      expect((await getForwardRecord(org.tenantId, report.reportId, started.body.forwardId))?.state).toBe('sent');
      expect(await objectSize(objectKeys.forwardBundle(org.tenantId, report.reportId, started.body.forwardId))).toBe(
        bundle.length,
      );
      const listed = (await org.clients.mainAdmin.call(listForwards, { params: { reportId: report.reportId } })).body
        .forwards;
      expect(listed.map((forward) => forward.forwardId)).toEqual([started.body.forwardId]);
    }
  });

  it('refuses a user without canExternalSend (403) and writes nothing', async () => {
    const withoutRight = await colleagueOf(org.main.session.email, {
      type: staffUserType.administrator,
      canExternalSend: false,
    });
    const report = await org.report(org.mine, { state: reportState.open });
    const start = await withoutRight.client.call(startForward, {
      params: { reportId: report.reportId },
      body: { ...sampleMessage('organ@example.test'), size: 100 },
    });
    expect(start.status).toBe(403);
    expect((await withoutRight.client.call(listForwards, { params: { reportId: report.reportId } })).status).toBe(403);
    expect(
      (await org.clients.mainAdmin.call(listForwards, { params: { reportId: report.reportId } })).body.forwards,
    ).toEqual([]);
  });

  it('refuses an organisation whose package does not include forwarding, with the package text', async () => {
    const small = await organisationWithStaff();
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.tenant(small.tenantId),
        UpdateExpression: 'SET licence.packageId = :start',
        ExpressionAttributeValues: { ':start': 'start' },
      }),
    );
    const report = await small.report(small.mine, { state: reportState.open });
    const start = await small.clients.mainAdmin.call(startForward, {
      params: { reportId: report.reportId },
      body: { ...sampleMessage('organ@example.test'), size: 100 },
    });
    expect([start.status, start.body.message]).toEqual([403, forwardTexts.packageLacksForwarding]);
    const list = await small.clients.mainAdmin.call(listForwards, { params: { reportId: report.reportId } });
    expect([list.status, list.body.message]).toEqual([403, forwardTexts.packageLacksForwarding]);
  });

  it('answers 404 for another organisation’s report, and for a report of a category the user does not see', async () => {
    const other = await organisationWithStaff();
    const theirs = await other.report(other.mine, { state: reportState.open });
    const body = { ...sampleMessage('organ@example.test'), size: 100 };
    expect(
      (await org.clients.mainAdmin.call(startForward, { params: { reportId: theirs.reportId }, body })).status,
    ).toBe(404);
    expect((await org.clients.mainAdmin.call(listForwards, { params: { reportId: theirs.reportId } })).status).toBe(
      404,
    );
    const notMine = await org.report(org.theirs, { state: reportState.open });
    expect((await org.clients.user.call(startForward, { params: { reportId: notMine.reportId }, body })).status).toBe(
      404,
    );
  });
});

describe('the external download page', () => {
  it('shows who shared which report until when, the limit and the downloads used', async () => {
    const { report, emailTo, shareId, forwardId } = await forwarded();
    const page = await new TestClient().call(getShare, { params: { shareId } });
    expect(page.body).toEqual({
      organisationName: org.main.session.customerName,
      identifier: formatReporterIdentifier(report.identifier),
      expiresAt: (await getForwardRecord(org.tenantId, report.reportId, forwardId))!.expiresAt,
      expired: false,
      downloadCount: 0,
      downloadsMax: 5,
      email: emailTo,
    });
    expect((await new TestClient().call(getShare, { params: { shareId: 'A'.repeat(43) } })).status).toBe(404);
  });

  it('e-mails an 8-character code; with it the zip downloads byte for byte, once; both are logged', async () => {
    const { report, emailTo, shareId, bundle } = await forwarded();
    const code = await codeFor(shareId, emailTo);
    expect([...code].every((letter) => SHARE_CODE_ALPHABET.includes(letter))).toBe(true);
    expect(code).toHaveLength(8);

    const client = new TestClient();
    const download = await client.call(downloadShare, { params: { shareId }, body: { code } });
    expect(download.status).toBe(200);
    expect(download.body.downloadCount).toBe(1);
    const zip = await fetch(download.body.url);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toContain(`${formatReporterIdentifier(report.identifier)}.zip`);
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect(bytes).toEqual(bundle);
    expect(unzipSync(bytes)['zalaczniki/zdjęcie.png']).toEqual(evidence);

    const reused = await client.call(downloadShare, { params: { shareId }, body: { code } });
    expect([reused.status, reused.body.message]).toEqual([403, externalTexts.downloadFailed]);

    const actions = (await listLogEntries(org.tenantId, { limit: 100 })).items
      .filter((entry) => entry.reportId === report.reportId)
      .map((entry) => [entry.action, entry.userName]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['report.forward.codeSent', 'Odbiorca zewnętrzny'],
        ['report.forward.downloaded', 'Odbiorca zewnętrzny'],
      ]),
    );
  });

  it('refuses a wrong code with the spec’s text, and a right one past the guessing limit (429)', async () => {
    const { emailTo, shareId } = await forwarded();
    const code = await codeFor(shareId, emailTo);
    const wrong = code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
    const guessing = new TestClient();
    for (let i = 0; i < shareRateLimits.wrongCodesPerShare.limit; i++) {
      const answer = await guessing.call(downloadShare, { params: { shareId }, body: { code: wrong } });
      expect([answer.status, answer.body.message]).toEqual([403, externalTexts.downloadFailed]);
    }
    const late = await new TestClient().call(downloadShare, { params: { shareId }, body: { code } });
    expect(late.status).toBe(429);
    expect((await new TestClient().call(getShare, { params: { shareId } })).body.downloadCount).toBe(0);
  });

  it('refuses a code of the wrong shape with the length text, case kept', async () => {
    const { shareId } = await forwarded();
    const short = await new TestClient().call(downloadShare, { params: { shareId }, body: { code: 'abc' } });
    expect([short.status, short.body.fields?.code]).toEqual([400, externalTexts.codeLength]);
  });

  it('counts five downloads and refuses the sixth, and then sends no more codes, saying the limit is used up', async () => {
    const { report, emailTo, shareId, forwardId } = await forwarded();
    for (let n = 1; n <= shareRules.downloadsMax; n++) {
      const answer = await new TestClient().call(downloadShare, {
        params: { shareId },
        body: { code: await codeFor(shareId, emailTo) },
      });
      expect(answer.body.downloadCount).toBe(n);
    }
    const sixthCode = await new TestClient().call(sendShareCode, { params: { shareId } });
    expect([sixthCode.status, sixthCode.body.code, sixthCode.body.message]).toEqual([
      403,
      'DOWNLOAD_LIMIT_REACHED',
      externalTexts.limitUsed,
    ]);
    const sixth = await new TestClient().call(downloadShare, {
      params: { shareId },
      body: { code: (await lastShareCode(emailTo)).code },
    });
    expect([sixth.status, sixth.body.code, sixth.body.message]).toEqual([
      403,
      'DOWNLOAD_LIMIT_REACHED',
      externalTexts.limitUsed,
    ]);
    expect((await new TestClient().call(getShare, { params: { shareId } })).body).toMatchObject({
      downloadCount: 5,
      downloadsMax: 5,
      expired: false,
    });
    expect(
      (await org.clients.mainAdmin.call(getForward, { params: { reportId: report.reportId, forwardId } })).body
        .downloadCount,
    ).toBe(5);
  });

  it('after expiry refuses codes and downloads; the job deletes the bundle once (a redelivered message does nothing), so a URL given before fails; the page says it expired', async () => {
    const { report, emailTo, shareId, forwardId } = await forwarded();
    const given = await new TestClient().call(downloadShare, {
      params: { shareId },
      body: { code: await codeFor(shareId, emailTo) },
    });
    const code = await codeFor(shareId, emailTo);

    await expireShare(shareId);
    const refused = await new TestClient().call(downloadShare, { params: { shareId }, body: { code } });
    expect([refused.status, refused.body.message]).toEqual([403, externalTexts.downloadFailed]);
    expect((await new TestClient().call(sendShareCode, { params: { shareId } })).status).toBe(403);

    const bundleKey = objectKeys.forwardBundle(org.tenantId, report.reportId, forwardId);
    expect(await objectSize(bundleKey)).not.toBeNull();
    // The job's worker, with the message of this organisation; then the same message again.
    const message = {
      tenantId: org.tenantId,
      now: new Date(Date.now() + (shareRules.lifetimeDays + 1) * 86_400_000).toISOString(),
    };
    expect(await expireForwardBundles(queueEvent(message))).toEqual({ batchItemFailures: [] });
    expect(await objectSize(bundleKey)).toBeNull();
    expect(await expireForwardBundles(queueEvent(message))).toEqual({ batchItemFailures: [] });
    expect((await fetch(given.body.url)).status).toBe(404);

    expect((await new TestClient().call(getShare, { params: { shareId } })).body).toMatchObject({
      expired: true,
      downloadCount: 1,
    });
    expect(
      (await org.clients.mainAdmin.call(getForward, { params: { reportId: report.reportId, forwardId } })).body,
    ).toMatchObject({ expired: true, downloadCount: 1 });
    const log = await listLogEntries(org.tenantId, { limit: 100 });
    expect(
      log.items.filter((entry) => entry.reportId === report.reportId && entry.action === 'report.forward.expired'),
    ).toMatchObject([{ userName: 'System' }]);
  });

  it('goes with its report: a deleted report’s bundle is removed and its link answers 404', async () => {
    const { report, shareId, forwardId } = await forwarded({ state: reportState.archived });
    expect((await org.clients.mainAdmin.call(deleteReport, { params: { reportId: report.reportId } })).status).toBe(
      200,
    );
    expect(await objectSize(objectKeys.forwardBundle(org.tenantId, report.reportId, forwardId))).toBeNull();
    expect((await new TestClient().call(getShare, { params: { shareId } })).status).toBe(404);
  });
});

describe('delivery status from SES events', () => {
  const event = (
    eventType: string,
    messageId: string,
    detail: Record<string, unknown>,
    tags: Record<string, string[]> = {},
  ) => ({
    source: 'aws.ses',
    detail: { eventType, mail: { messageId, timestamp: new Date().toISOString(), tags }, ...detail },
  });

  it('records a bounce of the recipient; a delay never hides a delivery; an event about DW only changes nothing', async () => {
    const { report, forwardId } = await forwarded({ cc: uniqueEmail('dw') });
    const forward = await waitFor(
      () => getForwardRecord(org.tenantId, report.reportId, forwardId),
      (record) => record?.delivery === 'delivered',
    );
    const messageId = forward!.messageId!;
    const later = new Date(Date.now() + 60_000).toISOString();
    await recordDeliveryEvent(
      event('DeliveryDelay', messageId, {
        deliveryDelay: { timestamp: later, delayedRecipients: [{ emailAddress: forward!.emailTo }] },
      }),
    );
    expect((await getForwardRecord(org.tenantId, report.reportId, forwardId))!.delivery).toBe('delivered');
    await recordDeliveryEvent(
      event('Bounce', messageId, {
        bounce: { timestamp: later, bouncedRecipients: [{ emailAddress: forward!.emailCc! }] },
      }),
    );
    expect((await getForwardRecord(org.tenantId, report.reportId, forwardId))!.delivery).toBe('delivered');
    await recordDeliveryEvent(
      event('Bounce', messageId, {
        bounce: {
          timestamp: later,
          bouncedRecipients: [{ emailAddress: `Organ <${forward!.emailTo.toUpperCase()}>` }],
        },
      }),
    );
    const listed = await org.clients.mainAdmin.call(getForward, { params: { reportId: report.reportId, forwardId } });
    expect(listed.body).toMatchObject({ delivery: 'bounced', deliveredAt: forward!.deliveredAt });
  });

  it('fails (for the retry) on a forward’s event that overtook its message id, and ignores any other e-mail’s', async () => {
    const tags = { [FORWARD_MAIL_TAG.name]: [FORWARD_MAIL_TAG.value] };
    const delivery = { delivery: { timestamp: new Date().toISOString(), recipients: ['x@example.test'] } };
    await expect(recordDeliveryEvent(event('Delivery', 'not-yet-recorded', delivery, tags))).rejects.toThrow();
    expect(await recordDeliveryEvent(event('Delivery', 'an-activation-mail', delivery))).toEqual({
      recorded: 0,
      ignored: 1,
    });
  });
});
