/**
 * Antivirus scanning of reporters' files (an exception to server-blindness, docs/security.md §6.7), against the
 * local clamd that the runtime starts with the project's test signature database: with the
 * organisation's toggle on, the finalise decrypts each file with the key the form sends for it and
 * scans exactly those bytes; the EICAR test file refuses the report, a clean file passes and
 * stays readable with the report key; with the toggle off nothing is scanned; a scan that cannot
 * run refuses the report (fail closed).
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  finaliseSubmission,
  getPublicForm,
  startSubmission,
  updateSecurity,
} from '@shared/contracts/index.js';
import type { BodyOf } from '@shared/contracts/contract.js';
import { toBase64Url } from '@shared/crypto/base64url.js';
import { concatBytes } from '@shared/crypto/bytes.js';
import { decryptFile, encryptFile, encryptedFileSize } from '@shared/crypto/files.js';
import {
  SCANNED_FILE_PREFIX_BYTES,
  newScannedFileKey,
  openScannedFileKey,
  scannedFileSize,
} from '@shared/crypto/scanned-files.js';
import { encryptSubmission, fileContext } from '@shared/crypto/submission.js';
import { objectSize, readObject } from '../../functions/adapters/s3.js';
import { objectKeys } from '../../functions/data/object-keys.js';
import { getReportRecord } from '../../functions/data/reports.js';
import { handler as finaliseHandler } from '../../functions/form/finalise-submission.js';
import { TestClient } from '../support/api-client.js';
import { logInAndUnlock, registerOrganisation, testArgon } from '../support/accounts.js';
import { lambdaContext, lambdaEvent } from '../support/lambda-event.js';
import { logTexts } from '../support/settings-fixtures.js';
import { eicarTestFile } from '../support/eicar.js';

const eicar = eicarTestFile;
const clean = new TextEncoder().encode('Faktura 123/2026: zwykły, czysty załącznik.');

let org: {
  alias: string;
  tenantId: string;
  categoryId: string;
  fieldId: string;
  staff: Awaited<ReturnType<typeof logInAndUnlock>>;
};

beforeAll(async () => {
  const { email, password } = await registerOrganisation();
  const staff = await logInAndUnlock(email, password);
  const created = (
    await staff.client.call(createCategory, {
      body: {
        name: 'Z załącznikami',
        visible: true,
        status: 2,
        files: true,
        anonymous: true,
        fields: [{ type: 1, required: true, label: 'Opis' }],
      },
    })
  ).body;
  org = {
    alias: staff.session.customerAlias,
    tenantId: staff.session.customerId,
    categoryId: created.id,
    fieldId: created.fields[0]!.id,
    staff,
  };
});

async function scanning(reporterFilesAntivirusScan: boolean) {
  const answer = await org.staff.client.call(updateSecurity, {
    body: { adminFilesAntivirusScan: false, reporterFilesAntivirusScan, requireSecondFactor: false },
  });
  expect(answer.status).toBe(200);
}

type Encryption = 'scanned' | 'report-key' | 'wrong-scan-key';

/** What the browser does: slot → encrypt (for scanning, or under K) → upload; the finalise body. */
async function prepare(file: Uint8Array, encryption: Encryption) {
  const client = new TestClient();
  const size = encryption === 'report-key' ? encryptedFileSize(file.length) : scannedFileSize(file.length);
  const slot = await client.call(startSubmission, {
    params: { alias: org.alias },
    body: { categoryId: org.categoryId, files: [{ size }] },
  });
  expect(slot.status).toBe(200);
  const upload = slot.body.uploads[0]!;
  const encrypted = await encryptSubmission(
    slot.body,
    {
      fields: [{ fieldId: org.fieldId, value: 'Opis sprawy' }],
      reporter: null,
      files: [{ fileId: upload.fileId, name: 'plik.txt' }],
    },
    testArgon,
  );
  const context = fileContext(slot.body, upload.fileId);
  let stored: Uint8Array<ArrayBuffer>;
  let scanKey: string | undefined;
  if (encryption === 'report-key') {
    stored = await encryptFile(encrypted.reportKey, file, { context });
  } else {
    const fileKey = await newScannedFileKey(encrypted.reportKey, context);
    stored = concatBytes(fileKey.prefix, await encryptFile(fileKey.key, file, { context }));
    scanKey = toBase64Url(encryption === 'scanned' ? fileKey.raw : randomBytes(32));
  }
  expect((await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: stored })).status).toBe(200);
  const files = encrypted.body.files.map((entry) => (scanKey ? { ...entry, scanKey } : entry));
  const body: BodyOf<typeof finaliseSubmission> = {
    slotToken: slot.body.slotToken,
    categoryId: org.categoryId,
    ...encrypted.body,
    files,
  };
  return { client, slot: slot.body, body, reportKey: encrypted.reportKey, context, upload };
}

async function send(file: Uint8Array, encryption: Encryption) {
  const prepared = await prepare(file, encryption);
  const answer = await prepared.client.call(finaliseSubmission, {
    params: { alias: org.alias, reportId: prepared.slot.reportId },
    body: prepared.body,
  });
  return { ...prepared, answer };
}

describe('antivirus: reporter files scanned', () => {
  beforeAll(() => scanning(true));

  it('the public form says that files are scanned', async () => {
    expect((await new TestClient().call(getPublicForm, { params: { alias: org.alias } })).body.filesScanned).toBe(true);
  });

  it('takes the size of a file encrypted for scanning as such (its key prefix is not counted against the 30 MB)', async () => {
    const start = (plaintextBytes: number) =>
      new TestClient().call(startSubmission, {
        params: { alias: org.alias },
        body: { categoryId: org.categoryId, files: [{ size: scannedFileSize(plaintextBytes) }] },
      });
    // Without the prefix taken off, 65,281 bytes would read as an impossible encrypted length.
    expect((await start(65_281)).status).toBe(200);
    // The total must stay under 30,000,000 bytes (reportFilesFit, shared/domain/files.ts).
    expect((await start(29_999_999)).status).toBe(200);
    const overLimit = await start(30_000_000);
    expect(overLimit.body.message).toBe('Zbyt duży rozmiar pliku! Suma załączników nie może przekraczać 30MB');
    expect(overLimit.body.key).toBe('fileTexts.tooLarge30');
  });

  it('refuses the EICAR test file with a Polish message naming the attachment, stores nothing and logs it', async () => {
    const { answer, slot, upload } = await send(eicar, 'scanned');
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'Załącznik nr 1 zawiera wirusa lub złośliwe oprogramowanie i nie został przyjęty. Usuń go i wyślij zgłoszenie ponownie.',
    );
    // Its key, with the attachment's number, for a reporter reading another language.
    expect(answer.body).toMatchObject({ key: 'fileTexts.infected', args: [1] });
    expect(await getReportRecord(org.tenantId, slot.reportId)).toBeNull();
    expect(await objectSize(objectKeys.reportFile(org.tenantId, slot.reportId, upload.fileId))).toBeNull();
    expect(await logTexts(org.tenantId)).toContain(
      'Odrzucenie zgłoszenia z formularza: załącznik zawiera wirusa (Eicar-Test-Signature.UNOFFICIAL)',
    );
  });

  it('accepts a clean file, which the report key still opens (the server kept neither its key nor its plaintext)', async () => {
    const { answer, slot, upload, reportKey, context } = await send(clean, 'scanned');
    expect(answer.status).toBe(200);
    const stored = await readObject(objectKeys.reportFile(org.tenantId, slot.reportId, upload.fileId));
    expect(new TextDecoder().decode(stored)).not.toContain('Faktura');
    const fileKey = await openScannedFileKey(reportKey, stored.subarray(0, SCANNED_FILE_PREFIX_BYTES), context);
    expect(await decryptFile(fileKey, stored.subarray(SCANNED_FILE_PREFIX_BYTES), { context })).toEqual(clean);
    const record = await getReportRecord(org.tenantId, slot.reportId);
    expect(JSON.stringify(record)).not.toContain('scanKey');
  });

  it('refuses a file whose sent key does not open it (415), so that nothing unscanned gets through', async () => {
    const { answer, slot } = await send(eicar, 'wrong-scan-key');
    expect(answer.status).toBe(415);
    expect(await getReportRecord(org.tenantId, slot.reportId)).toBeNull();
  });

  it('refuses a file encrypted without a scan key, asking for a reload (a form opened before scanning was on)', async () => {
    const { answer, slot } = await send(eicar, 'report-key');
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'Ustawienia formularza zmieniły się. Odśwież stronę i wyślij zgłoszenie ponownie.',
    );
    expect(await getReportRecord(org.tenantId, slot.reportId)).toBeNull();
  });

  it('fails closed: with the scanner unreachable the report is refused (503) and nothing is stored', async () => {
    const { slot, body } = await prepare(clean, 'scanned');
    const saved = process.env.CLAMD_ADDRESS;
    process.env.CLAMD_ADDRESS = '127.0.0.1:1';
    try {
      const event = lambdaEvent({
        method: 'POST',
        path: `/api/public/forms/${org.alias}/submissions/${slot.reportId}`,
        pathParameters: { alias: org.alias, reportId: slot.reportId },
        body,
      });
      const result = await finaliseHandler(event, lambdaContext);
      expect(result.statusCode).toBe(503);
      expect(JSON.parse(result.body ?? '{}').message).toBe(
        'Skanowanie antywirusowe załączników jest chwilowo niedostępne, więc zgłoszenie z załącznikami nie zostało przyjęte. Spróbuj ponownie później albo wyślij zgłoszenie bez załączników.',
      );
    } finally {
      process.env.CLAMD_ADDRESS = saved;
    }
    expect(await getReportRecord(org.tenantId, slot.reportId)).toBeNull();
  });
});

describe('antivirus: scanning off', () => {
  beforeAll(() => scanning(false));

  it('scans nothing: even the EICAR file is stored, encrypted as ever, and the form says nothing of scanning', async () => {
    expect((await new TestClient().call(getPublicForm, { params: { alias: org.alias } })).body.filesScanned).toBe(
      false,
    );
    const { answer, slot } = await send(eicar, 'report-key');
    expect(answer.status).toBe(200);
    expect(await getReportRecord(org.tenantId, slot.reportId)).not.toBeNull();
  });
});
