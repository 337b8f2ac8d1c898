/**
 * A finalised submission slot is used up. Whatever a later finalise of it answers (the first
 * answer again, or a refusal), it stores no second report and changes nothing of the first:
 * not its content, not the reporter's secret, not its files; and the slot's upload URL, which
 * outlives the finalise, no longer reaches the report's files.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  finaliseSubmission,
  getDashboard,
  getSession,
  logInToInbox,
  startSubmission,
} from '@shared/contracts/index.js';
import { encryptFile, encryptedFileSize } from '@shared/crypto/files.js';
import { deriveReporterKeys } from '@shared/crypto/reporter-secrets.js';
import { encryptSubmission, fileContext } from '@shared/crypto/submission.js';
import { readObject } from '../../functions/adapters/s3.js';
import { getReportRecord } from '../../functions/data/reports.js';
import { TestClient } from '../support/api-client.js';
import { logIn, registerOrganisation, testArgon } from '../support/accounts.js';

let org: { staff: TestClient; alias: string; tenantId: string; categoryId: string; fieldId: string };

beforeAll(async () => {
  const { email, password } = await registerOrganisation();
  const { client } = await logIn(email, password);
  const category = (
    await client.call(createCategory, {
      body: {
        name: 'Zużyte sloty',
        visible: true,
        status: 2,
        files: true,
        anonymous: true,
        fields: [{ type: 1, required: true, label: 'Opis' }],
      },
    })
  ).body;
  const session = (await client.call(getSession)).body;
  org = {
    staff: client,
    alias: session.customerAlias,
    tenantId: session.customerId,
    categoryId: category.id,
    fieldId: category.fields[0]!.id,
  };
});

const newReports = async () => (await org.staff.call(getDashboard)).body.counts.new;

/** A slot with one file uploaded, and the finalise body of a report saying `text` (encrypted anew each time). */
async function slotWithFile(file: Uint8Array) {
  const reporter = new TestClient();
  const slot = (
    await reporter.call(startSubmission, {
      params: { alias: org.alias },
      body: { categoryId: org.categoryId, files: [{ size: encryptedFileSize(file.length) }] },
    })
  ).body;
  const upload = slot.uploads[0]!;
  const bodyOf = async (text: string, withFile: boolean) => {
    const encrypted = await encryptSubmission(
      slot,
      {
        fields: [{ fieldId: org.fieldId, value: text }],
        reporter: null,
        files: withFile ? [{ fileId: upload.fileId, name: 'dowód.txt' }] : [],
      },
      testArgon,
    );
    return { encrypted, body: { slotToken: slot.slotToken, categoryId: org.categoryId, ...encrypted.body } };
  };
  const first = await bodyOf('Pierwsza, wysłana treść', true);
  const ciphertext = await encryptFile(first.encrypted.reportKey, file, { context: fileContext(slot, upload.fileId) });
  expect((await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: ciphertext })).status).toBe(200);
  const finalise = (body: typeof first.body) =>
    reporter.call(finaliseSubmission, { params: { alias: org.alias, reportId: slot.reportId }, body });
  return { slot, upload, first, bodyOf, finalise };
}

const inboxLogin = async (identifier: string, password: string) =>
  (
    await new TestClient().call(logInToInbox, {
      body: { identifier, authKey: (await deriveReporterKeys(identifier, password, testArgon)).authKey },
    })
  ).status;

describe('a finalised submission slot', () => {
  it('takes no second report: a finalise with another payload stores nothing and leaves the first report as it was', async () => {
    const { slot, first, bodyOf, finalise } = await slotWithFile(
      new TextEncoder().encode('Załącznik pierwszego zgłoszenia'),
    );
    const accepted = await finalise(first.body);
    expect(accepted.status).toBe(200);
    const report = await getReportRecord(org.tenantId, slot.reportId);
    const count = await newReports();

    const other = await bodyOf('Druga, inna treść', false);
    const again = await finalise(other.body);
    // The first answer again, or a refusal: never a second report, never a 5xx.
    if (again.status === 200) expect(again.body).toEqual(accepted.body);
    else expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);

    expect(await getReportRecord(org.tenantId, slot.reportId)).toEqual(report);
    expect(await newReports()).toBe(count);
    expect(await inboxLogin(slot.identifier, first.encrypted.password)).toBe(200);
    expect(await inboxLogin(slot.identifier, other.encrypted.password)).toBe(401);
  });

  it("no longer reaches the report's files through its upload URL", async () => {
    const { upload, first, finalise, slot } = await slotWithFile(new TextEncoder().encode('Oryginalny załącznik'));
    expect((await finalise(first.body)).status).toBe(200);
    const report = await getReportRecord(org.tenantId, slot.reportId);
    const stored = report!.files[0]!;
    const bytes = await readObject(stored.s3Key);

    // The URL was presigned for longer than the finalise took: whatever S3 does with the PUT, the report keeps its file.
    await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Uint8Array(stored.size).fill(7) });
    expect(await readObject(stored.s3Key)).toEqual(bytes);
    expect(await getReportRecord(org.tenantId, slot.reportId)).toEqual(report);
  });
});
