import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerProtocol,
  finaliseSubmission,
  getInboxReport,
  getReceiptKeys,
  getReport,
  getReportContent,
  listReports,
  logInToInbox,
  logInToPhoneInbox,
  recordPhoneReport,
  startPhoneReport,
  type BodyOf,
} from '@shared/contracts/index.js';
import { derivePhoneCaseKeys } from '@shared/crypto/reporter-secrets.js';
import { encryptPhoneReport, openReportAsOrganisation } from '@shared/crypto/submission.js';
import { reportType } from '@shared/domain/report.js';
import { submissionDigest } from '@shared/receipts/receipt.js';
import { verifyReceipt } from '@shared/receipts/verify-receipt.js';
import { phoneReportTexts } from '@shared/messages/phone-reports.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { logTexts } from '../support/settings-fixtures.js';
import { testArgon } from '../support/accounts.js';
import { TestClient } from '../support/api-client.js';
import { logInAsReporter, withToken } from '../support/inbox.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';

const CALLER_PHONE = '600123456';

/** Premium, with the phone type enabled in category `mine` (what Settings writes). */
async function enablePhone(org: Organisation, options: { enabled?: boolean; packageId?: string } = {}) {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.tenant(org.tenantId),
      UpdateExpression: 'SET licence.packageId = :package, channels = :channels',
      ExpressionAttributeValues: {
        ':package': options.packageId ?? 'premium',
        ':channels': {
          phone: {
            enabled: options.enabled ?? true,
            categoryId: org.mine.categoryId,
            phoneNumber: '221234567',
            pin: null,
          },
          email: { enabled: false, categoryId: null, address: null },
        },
      },
    }),
  );
}

/** Records a phone report as the staff browser does: slot, encrypt the protocol, store. */
async function recordAsBrowser(client: TestClient, protocol: string, phone = CALLER_PHONE) {
  const slot = await client.call(startPhoneReport);
  if (slot.status !== 200) return { slot, stored: null };
  const fields = slot.body.category.fields.map((field, n) => ({
    fieldId: field.id,
    value: n === 0 ? protocol : (field.options[0] ?? 'on'),
  }));
  const encrypted = await encryptPhoneReport(slot.body, { fields, reporter: null, files: [] }, phone, testArgon);
  const body: BodyOf<typeof recordPhoneReport> = {
    reportId: slot.body.reportId,
    slotToken: slot.body.slotToken,
    categoryId: slot.body.category.id,
    ...encrypted.body,
  };
  const stored = await client.call(recordPhoneReport, { body });
  if (stored.status !== 200) throw new Error(`record: ${stored.status} ${JSON.stringify(stored.body)}`);
  return { slot, stored, body };
}

let org: Organisation;
beforeAll(async () => {
  org = await organisationWithStaff();
  await enablePhone(org);
});

describe('phone channel (type 2): recording in the back-office', () => {
  it('stores an encrypted phone report that lists as type 2, decrypts for staff and opens the phone inbox only', async () => {
    const { slot, stored, body } = await recordAsBrowser(
      org.clients.user,
      'Dzwoniący zgłasza fikcyjne faktury w dziale zakupów.',
    );
    expect(slot.status).toBe(200);
    expect(slot.body.category.id).toBe(org.mine.categoryId);
    expect(stored!.status).toBe(200);
    expect(stored!.body.identifier).toBe(slot.body.identifier);
    const reportId = stored!.body.reportId;

    const list = await org.clients.mainAdmin.call(listReports, { query: { state: 'new' } });
    expect(list.body.rows.find((row) => row.reportId === reportId)).toMatchObject({
      type: reportType.phone,
      identifier: slot.body.identifier,
      categoryId: org.mine.categoryId,
    });
    const details = await org.clients.mainAdmin.call(getReport, { params: { reportId } });
    expect(details.body.phoneProtocol).toEqual({ state: 'awaiting', answeredAt: null });

    const content = await org.clients.mainAdmin.call(getReportContent, { params: { reportId } });
    const opened = await openReportAsOrganisation(
      org.main.unlocked.organisationPrivateKey!,
      org.main.session.keys.organisation.kid,
      content.body,
    );
    expect(opened.fields[0]!.value).toBe('Dzwoniący zgłasza fikcyjne faktury w dziale zakupów.');
    expect(JSON.stringify(content.body)).not.toContain('fikcyjne');

    // The caller logs in with identifier + phone number; the password login refuses a phone report.
    const derived = await derivePhoneCaseKeys(slot.body.identifier, CALLER_PHONE, testArgon);
    expect(
      (
        await new TestClient().call(logInToInbox, {
          body: { identifier: slot.body.identifier, authKey: derived.authKey },
        })
      ).status,
    ).toBe(401);
    const wrongPhone = await derivePhoneCaseKeys(slot.body.identifier, '600123457', testArgon);
    expect(
      (
        await new TestClient().call(logInToPhoneInbox, {
          body: { identifier: slot.body.identifier, authKey: wrongPhone.authKey },
        })
      ).status,
    ).toBe(401);
    const session = await new TestClient().call(logInToPhoneInbox, {
      body: { identifier: slot.body.identifier, authKey: derived.authKey },
    });
    expect(session.status).toBe(200);
    const inbox = await withToken(getInboxReport, session.body.token);
    expect(inbox.body).toMatchObject({
      type: reportType.phone,
      phoneProtocol: { state: 'awaiting', answeredAt: null },
    });
    // The caller's signed receipt, made when staff stored the protocol, over its ciphertext.
    const receipt = inbox.body.receipt!;
    expect(receipt).toMatchObject({
      organisation: org.main.session.customerName,
      identifier: slot.body.identifier,
      receivedAt: stored!.body.receivedAt,
      channel: 'phone',
      digest: await submissionDigest({ fields: body!.fields, reporter: body!.reporter, files: [] }),
    });
    expect(await verifyReceipt(receipt, (await new TestClient().call(getReceiptKeys)).body)).toEqual({
      authentic: true,
      receipt,
    });

    expect(await logTexts(org.tenantId)).toContain(`Zarejestrowanie zgłoszenia telefonicznego ${slot.body.identifier}`);
  });

  it('the caller approves the protocol (or first asks for corrections); staff see it; an approved one stays approved', async () => {
    const { slot, stored } = await recordAsBrowser(org.clients.mainAdmin, 'Protokół rozmowy z 25 listopada.');
    const derived = await derivePhoneCaseKeys(slot.body.identifier, CALLER_PHONE, testArgon);
    const token = (
      await new TestClient().call(logInToPhoneInbox, {
        body: { identifier: slot.body.identifier, authKey: derived.authKey },
      })
    ).body.token;

    const corrections = await withToken(answerProtocol, token, { body: { kind: 'phone', decision: 'corrections' } });
    expect(corrections.status).toBe(200);
    expect(corrections.body.state).toBe('corrections');
    expect(
      (await org.clients.user.call(getReport, { params: { reportId: stored!.body.reportId } })).body.phoneProtocol
        ?.state,
    ).toBe('corrections');

    const approved = await withToken(answerProtocol, token, { body: { kind: 'phone', decision: 'approve' } });
    expect(approved.status).toBe(200);
    const seen = await org.clients.auditor.call(getReport, { params: { reportId: stored!.body.reportId } });
    expect(seen.body.phoneProtocol).toMatchObject({ state: 'approved' });
    expect(Date.parse(seen.body.phoneProtocol!.answeredAt!)).toBeGreaterThan(0);

    const again = await withToken(answerProtocol, token, { body: { kind: 'phone', decision: 'corrections' } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: phoneReportTexts.alreadyApproved });
  });

  it('a form report has no protocol to approve', async () => {
    const report = await org.report(org.mine);
    const reporter = await logInAsReporter(report);
    const answer = await reporter.call(answerProtocol, { body: { kind: 'phone', decision: 'approve' } });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: phoneReportTexts.notPhone });
  });

  it('refuses an auditor, a user of another category, and everyone while the type is off or outside the package', async () => {
    expect((await org.clients.auditor.call(startPhoneReport)).status).toBe(403);
    const other = await org.clients.otherCategoryUser.call(startPhoneReport);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ message: phoneReportTexts.notAllowed });

    const lone = await organisationWithStaff();
    await enablePhone(lone, { enabled: false });
    const off = await lone.clients.mainAdmin.call(startPhoneReport);
    expect(off.status).toBe(409);
    expect(off.body).toMatchObject({ message: phoneReportTexts.notEnabled });
    await enablePhone(lone, { packageId: 'standard' });
    expect((await lone.clients.mainAdmin.call(startPhoneReport)).status).toBe(409);
  });

  it('a replay answers the same and stores once; a phone slot cannot be finalised through the public form; files are refused', async () => {
    const { stored, body } = await recordAsBrowser(org.clients.admin, 'Powtórzony zapis.');
    const replay = await org.clients.admin.call(recordPhoneReport, { body: body! });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(stored!.body);

    const slot = await org.clients.admin.call(startPhoneReport);
    const fields = slot.body.category.fields.map((field) => ({ fieldId: field.id, value: field.options[0] ?? 'on' }));
    const encrypted = await encryptPhoneReport(
      slot.body,
      { fields, reporter: null, files: [] },
      CALLER_PHONE,
      testArgon,
    );
    const viaForm = await new TestClient().call(finaliseSubmission, {
      params: { alias: org.alias, reportId: slot.body.reportId },
      body: { slotToken: slot.body.slotToken, categoryId: slot.body.category.id, ...encrypted.body },
    });
    expect(viaForm.status).toBe(404);
    // Another organisation's staff cannot use the slot either.
    const stranger = await organisationWithStaff();
    await enablePhone(stranger);
    const foreign = await stranger.clients.mainAdmin.call(recordPhoneReport, {
      body: {
        reportId: slot.body.reportId,
        slotToken: slot.body.slotToken,
        categoryId: slot.body.category.id,
        ...encrypted.body,
      },
    });
    expect(foreign.status).toBe(404);
    const withFile = await org.clients.admin.call(recordPhoneReport, {
      body: {
        reportId: slot.body.reportId,
        slotToken: slot.body.slotToken,
        categoryId: slot.body.category.id,
        ...encrypted.body,
        files: [{ fileId: crypto.randomUUID(), name: encrypted.body.fields[0]!.value }],
      },
    });
    expect(withFile.status).toBe(400);
  });
});
