/**
 * Antivirus scanning of the files staff add (Settings' administrators' files toggle; docs/security.md
 * §6.7), against the local clamd the runtime starts with the project's test signature
 * database, through the same path as the reporters' files (functions/lib/file-scan.ts): replies'
 * attachments and private files are encrypted for the scan and decrypted in memory with the key
 * the browser sends once; category attachments and the statement are public and scanned as
 * stored. EICAR is refused with a Polish message and a log entry, leaving nothing behind; a clean
 * file passes; with the toggle off nothing is scanned; a scan that cannot run refuses the file.
 * The reporter's inbox attachments go the same way under the reporters' files toggle.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  completeCategoryAttachmentUpload,
  completeInboxFileUpload,
  getInboxReport,
  getSettings,
  sendInboxMessage,
  startInboxFileUpload,
  completePrivateFileUpload,
  completeReplyFileUpload,
  completeStatementUpload,
  getSession,
  listCategoryAttachments,
  sendReply,
  startCategoryAttachmentUpload,
  startPrivateFileUpload,
  startReplyFileUpload,
  startStatementUpload,
  updateSecurity,
} from '@shared/contracts/index.js';
import { toBase64Url } from '@shared/crypto/base64url.js';
import { concatBytes } from '@shared/crypto/bytes.js';
import { CONTENT_PURPOSE, encryptContent } from '@shared/crypto/content.js';
import { decryptFile, encryptFile, encryptedFileSize } from '@shared/crypto/files.js';
import {
  SCANNED_FILE_PREFIX_BYTES,
  newScannedFileKey,
  openScannedFileKey,
  scannedFileSize,
} from '@shared/crypto/scanned-files.js';
import { fileContext } from '@shared/crypto/submission.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportState } from '@shared/domain/report.js';
import { staffSession } from '@shared/domain/session.js';
import { objectSize, readObject } from '../../functions/adapters/s3.js';
import { listAllReportFiles } from '../../functions/data/report-files.js';
import { objectKeys } from '../../functions/data/object-keys.js';
import { handler as completeReplyHandler } from '../../functions/reports/complete-reply-file-upload.js';
import { handler as completeAttachmentHandler } from '../../functions/categories/complete-category-attachment-upload.js';
import { handler as completeStatementHandler } from '../../functions/settings/complete-statement-upload.js';
import type { TestClient } from '../support/api-client.js';
import { logInAndUnlock, registerOrganisation } from '../support/accounts.js';
import { encryptMessage, logInAsReporter, type Reporter } from '../support/inbox.js';
import { lambdaContext, lambdaEvent } from '../support/lambda-event.js';
import { givenCategory, givenReport, type GivenReport } from '../support/report-fixtures.js';
import { logTexts } from '../support/settings-fixtures.js';
import { eicarTestFile } from '../support/eicar.js';

const eicar = eicarTestFile;
const clean: Uint8Array<ArrayBuffer> = new TextEncoder().encode('Notatka z rozmowy: zwykły, czysty plik.');

const infected = 'Plik zawiera wirusa lub złośliwe oprogramowanie i nie został dodany.';
const unavailable =
  'Skanowanie antywirusowe plików jest chwilowo niedostępne, więc plik nie został dodany. Spróbuj ponownie później.';

let org: {
  tenantId: string;
  staff: TestClient;
  report: () => Promise<{ report: GivenReport; reporter: Reporter }>;
  categoryId: string;
};

beforeAll(async () => {
  const { email, password } = await registerOrganisation();
  const main = await logInAndUnlock(email, password);
  const tenantId = main.session.customerId;
  const category = await givenCategory(tenantId, {
    name: 'Skanowane',
    users: [{ userId: main.session.id, canResponse: true }],
  });
  const organisation = { publicKey: main.session.keys.organisation.publicKey, kid: main.session.keys.organisation.kid };
  org = {
    tenantId,
    staff: main.client,
    categoryId: category.categoryId,
    report: async () => {
      const report = await givenReport(category, { organisation, state: reportState.open });
      return { report, reporter: await logInAsReporter(report) };
    },
  };
});

async function scanning(adminFilesAntivirusScan: boolean, reporterFilesAntivirusScan = false) {
  expect(
    (
      await org.staff.call(updateSecurity, {
        body: { adminFilesAntivirusScan, reporterFilesAntivirusScan, requireSecondFactor: false },
      })
    ).status,
  ).toBe(200);
}

type Kind = 'reply' | 'private' | 'inbox';

interface Steps {
  params: { reportId: string; messageId?: string };
  start: (body: { size: number; scanned?: boolean }) => ReturnType<TestClient['call']>;
  complete: (fileId: string, body: { name: unknown; scanKey?: string }) => ReturnType<TestClient['call']>;
}

/** The upload steps of a kind on a report: a staff reply's attachment, a private file, or the reporter's message's attachment. */
async function stepsOf(kind: Kind, report: GivenReport, reporter: Reporter): Promise<Steps> {
  const { reportId } = report;
  if (kind === 'private') {
    return {
      params: { reportId },
      start: (body) => org.staff.call(startPrivateFileUpload, { params: { reportId }, body }),
      complete: (fileId, body) =>
        org.staff.call(completePrivateFileUpload, { params: { reportId, fileId }, body: body as never }),
    };
  }
  const messageId = randomUUID();
  if (kind === 'inbox') {
    const sent = await reporter.call(sendInboxMessage, {
      body: {
        messageId,
        body: await encryptMessage(report, reporter.reportKey, messageId, 'reporter', 'W załączniku plik'),
      },
    });
    expect(sent.status).toBe(200);
    return {
      params: { reportId, messageId },
      start: (body) => reporter.call(startInboxFileUpload, { params: { messageId }, body }),
      complete: (fileId, body) =>
        reporter.call(completeInboxFileUpload, { params: { messageId, fileId }, body: body as never }),
    };
  }
  const sent = await org.staff.call(sendReply, {
    params: { reportId },
    body: {
      messageId,
      body: await encryptMessage(report, reporter.reportKey, messageId, 'staff', 'W załączniku plik'),
      feedback: false,
    },
  });
  expect(sent.status).toBe(200);
  return {
    params: { reportId, messageId },
    start: (body) => org.staff.call(startReplyFileUpload, { params: { reportId, messageId }, body }),
    complete: (fileId, body) =>
      org.staff.call(completeReplyFileUpload, { params: { reportId, messageId, fileId }, body: body as never }),
  };
}

/** What the browser does: start → encrypt (for the scan, or under K) → upload; then the complete's body. */
async function upload(kind: Kind, bytes: Uint8Array, scanned: boolean) {
  const { report, reporter } = await org.report();
  const steps = await stepsOf(kind, report, reporter);
  const started = await steps.start({
    size: scanned ? scannedFileSize(bytes.length) : encryptedFileSize(bytes.length),
    scanned,
  });
  expect(started.status).toBe(200);
  const { fileId, uploadUrl, headers } = started.body as {
    fileId: string;
    uploadUrl: string;
    headers: Record<string, string>;
  };
  const context = fileContext(report, fileId);
  let stored: Uint8Array<ArrayBuffer>;
  let scanKey: string | undefined;
  if (scanned) {
    const fileKey = await newScannedFileKey(reporter.reportKey, context);
    stored = concatBytes(fileKey.prefix, await encryptFile(fileKey.key, bytes, { context }));
    scanKey = toBase64Url(fileKey.raw);
  } else {
    stored = await encryptFile(reporter.reportKey, bytes, { context });
  }
  expect((await fetch(uploadUrl, { method: 'PUT', headers, body: stored })).status).toBe(200);
  const name = await encryptContent(reporter.reportKey, 'plik.txt', {
    tenant: report.tenantId,
    report: report.reportId,
    purpose: CONTENT_PURPOSE.fileName(fileId),
  });
  const body = scanKey ? { name, scanKey } : { name };
  return {
    report,
    reporter,
    steps,
    params: steps.params,
    fileId,
    context,
    body,
    pendingKey: objectKeys.pendingReportFile(report.tenantId, report.reportId, fileId),
  };
}

async function uploadCategoryAttachment(name: string, bytes: Uint8Array<ArrayBuffer>) {
  const started = await org.staff.call(startCategoryAttachmentUpload, {
    params: { id: org.categoryId },
    body: { name, size: bytes.length, contentType: 'text/plain' },
  });
  expect(started.status).toBe(200);
  expect(
    (await fetch(started.body.uploadUrl, { method: 'PUT', headers: started.body.headers, body: bytes })).status,
  ).toBe(200);
  return started.body.fileId;
}

const attachmentNames = async () =>
  (await org.staff.call(listCategoryAttachments, { params: { id: org.categoryId } })).body.attachments.map(
    (file: { name: string }) => file.name,
  );

describe("antivirus: staff files scanned (the administrators' files toggle on)", () => {
  beforeAll(() => scanning(true));

  it('the session tells the staff browser to encrypt for the scan', async () => {
    expect((await org.staff.call(getSession)).body.staffFilesScanned).toBe(true);
  });

  for (const kind of ['reply', 'private'] as const) {
    const what = kind === 'reply' ? 'a reply attachment' : 'a private file';

    it(`refuses EICAR as ${what} with a Polish message and a log entry, leaving no file, item or upload behind`, async () => {
      const { report, steps, fileId, body, pendingKey } = await upload(kind, eicar, true);
      const answer = await steps.complete(fileId, body);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(infected);
      expect(await listAllReportFiles(report.tenantId, report.reportId)).toEqual([]);
      expect(await objectSize(pendingKey)).toBeNull();
      expect(await objectSize(objectKeys.reportFile(report.tenantId, report.reportId, fileId))).toBeNull();
      const subject = kind === 'reply' ? 'załącznik odpowiedzi w zgłoszeniu' : 'prywatny załącznik zgłoszenia';
      expect(await logTexts(org.tenantId)).toContain(
        `Odrzucenie pliku z wirusem (Eicar-Test-Signature.UNOFFICIAL): ${subject} ${formatReporterIdentifier(report.identifier)}`,
      );
      // Refused for good: completing again finds nothing.
      expect((await steps.complete(fileId, body)).status).toBe(404);
    });

    it(`accepts a clean file as ${what}, which the report key still opens (the server kept neither its key nor its plaintext)`, async () => {
      const { report, reporter, steps, fileId, body, context } = await upload(kind, clean, true);
      const answer = await steps.complete(fileId, body);
      expect(answer.status).toBe(200);
      const stored = await readObject(objectKeys.reportFile(report.tenantId, report.reportId, fileId));
      expect(new TextDecoder().decode(stored)).not.toContain('Notatka');
      const fileKey = await openScannedFileKey(
        reporter.reportKey,
        stored.subarray(0, SCANNED_FILE_PREFIX_BYTES),
        context,
      );
      expect(await decryptFile(fileKey, stored.subarray(SCANNED_FILE_PREFIX_BYTES), { context })).toEqual(clean);
      expect(JSON.stringify(await listAllReportFiles(report.tenantId, report.reportId))).not.toContain(body.scanKey!);
    });
  }

  it('refuses an upload started without the scan (a page opened before scanning was on), asking for a reload', async () => {
    const { report, reporter } = await org.report();
    const steps = await stepsOf('reply', report, reporter);
    const answer = await steps.start({ size: encryptedFileSize(clean.length) });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(
      'Ustawienia skanowania antywirusowego zmieniły się. Odśwież stronę i dodaj plik ponownie.',
    );
  });

  it('refuses a file whose sent key does not open it (415), so that nothing unscanned gets through', async () => {
    const { report, steps, fileId, body } = await upload('private', eicar, true);
    const answer = await steps.complete(fileId, {
      ...body,
      scanKey: toBase64Url(crypto.getRandomValues(new Uint8Array(32))),
    });
    expect(answer.status).toBe(415);
    expect(
      (await listAllReportFiles(report.tenantId, report.reportId)).filter((file) => file.state === 'ready'),
    ).toEqual([]);
  });

  it('refuses EICAR as a category attachment (public, scanned as stored) and accepts a clean one', async () => {
    const before = await attachmentNames();
    const bad = await uploadCategoryAttachment('eicar.txt', eicar);
    const refused = await org.staff.call(completeCategoryAttachmentUpload, {
      params: { id: org.categoryId, fileId: bad },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(infected);
    expect(await attachmentNames()).toEqual(before);
    expect(await objectSize(objectKeys.pendingCategoryFile(org.tenantId, bad))).toBeNull();
    expect(await logTexts(org.tenantId)).toContain(
      'Odrzucenie pliku z wirusem (Eicar-Test-Signature.UNOFFICIAL): załącznik kategorii eicar.txt',
    );

    const good = await uploadCategoryAttachment('procedura.txt', clean);
    expect(
      (await org.staff.call(completeCategoryAttachmentUpload, { params: { id: org.categoryId, fileId: good } })).status,
    ).toBe(200);
    expect(await attachmentNames()).toContain('procedura.txt');
  });

  it('accepts a clean accessibility statement (scanned as stored)', async () => {
    const html = new TextEncoder().encode(
      '<!DOCTYPE html><html lang="pl"><body><h1>Deklaracja dostępności</h1></body></html>',
    );
    const slot = await org.staff.call(startStatementUpload, { body: { name: 'deklaracja.html', size: html.length } });
    expect((await fetch(slot.body.uploadUrl, { method: 'PUT', headers: slot.body.headers, body: html })).status).toBe(
      200,
    );
    expect((await org.staff.call(completeStatementUpload, { params: { fileId: slot.body.fileId } })).status).toBe(200);
  });

  it('fails closed: with the scanner unreachable a reply attachment, a category attachment and a statement are refused (503), nothing is accepted, and the upload stays for a retry', async () => {
    const { report, params, steps, fileId, body } = await upload('reply', clean, true);
    const attachment = await uploadCategoryAttachment('regulamin.txt', clean);
    const html = new TextEncoder().encode('<!DOCTYPE html><html lang="pl"><body>Nowa deklaracja</body></html>');
    const statementSlot = (
      await org.staff.call(startStatementUpload, { body: { name: 'nowa-deklaracja.html', size: html.length } })
    ).body;
    expect(
      (await fetch(statementSlot.uploadUrl, { method: 'PUT', headers: statementSlot.headers, body: html })).status,
    ).toBe(200);
    const statementBefore = (await org.staff.call(getSettings)).body.accessibilityStatement;
    const auth = {
      cookies: [...org.staff.cookies].map(([k, v]) => `${k}=${v}`),
      headers: { [staffSession.csrfHeader]: org.staff.csrfToken! },
    };
    const saved = process.env.CLAMD_ADDRESS;
    process.env.CLAMD_ADDRESS = '127.0.0.1:1';
    try {
      const reply = await completeReplyHandler(
        lambdaEvent({
          method: 'POST',
          path: `/api/reports/${params.reportId}/messages/${params.messageId}/files/${fileId}/complete`,
          pathParameters: { reportId: params.reportId, messageId: params.messageId!, fileId },
          body,
          ...auth,
        }),
        lambdaContext,
      );
      expect(reply.statusCode).toBe(503);
      expect(JSON.parse(reply.body ?? '{}').message).toBe(unavailable);
      const category = await completeAttachmentHandler(
        lambdaEvent({
          method: 'POST',
          path: `/api/categories/${org.categoryId}/attachments/${attachment}/complete`,
          pathParameters: { id: org.categoryId, fileId: attachment },
          ...auth,
        }),
        lambdaContext,
      );
      expect(category.statusCode).toBe(503);
      expect(JSON.parse(category.body ?? '{}').message).toBe(unavailable);
      const statement = await completeStatementHandler(
        lambdaEvent({
          method: 'POST',
          path: `/api/settings/accessibility-statement/uploads/${statementSlot.fileId}/complete`,
          pathParameters: { fileId: statementSlot.fileId },
          ...auth,
        }),
        lambdaContext,
      );
      expect(statement.statusCode).toBe(503);
      expect(JSON.parse(statement.body ?? '{}').message).toBe(unavailable);
    } finally {
      process.env.CLAMD_ADDRESS = saved;
    }
    expect((await listAllReportFiles(report.tenantId, report.reportId)).map((file) => file.state)).toEqual(['pending']);
    expect(await attachmentNames()).not.toContain('regulamin.txt');
    expect((await org.staff.call(getSettings)).body.accessibilityStatement).toEqual(statementBefore);
    // The scanner back: the same upload is accepted.
    expect((await steps.complete(fileId, body)).status).toBe(200);
  });
});

describe('antivirus: staff files not scanned (the toggle off)', () => {
  beforeAll(() => scanning(false));

  it("scans nothing: EICAR is stored as a reply attachment, a private file, a category attachment and (the reporters' toggle off too) an inbox attachment", async () => {
    expect((await org.staff.call(getSession)).body.staffFilesScanned).toBe(false);
    for (const kind of ['reply', 'private', 'inbox'] as const) {
      const { steps, fileId, body } = await upload(kind, eicar, false);
      expect((await steps.complete(fileId, body)).status).toBe(200);
    }
    const fileId = await uploadCategoryAttachment('eicar-off.txt', eicar);
    expect(
      (await org.staff.call(completeCategoryAttachmentUpload, { params: { id: org.categoryId, fileId } })).status,
    ).toBe(200);
  });
});

describe("antivirus: the reporter's inbox attachments (the reporters' files toggle on)", () => {
  beforeAll(() => scanning(false, true));

  it('the inbox says so, refuses EICAR (a log entry, nothing left) and accepts a clean file; an upload started without the scan asks for a reload', async () => {
    const eicarUpload = await upload('inbox', eicar, true);
    expect((await eicarUpload.reporter.call(getInboxReport)).body.filesScanned).toBe(true);
    const refused = await eicarUpload.steps.complete(eicarUpload.fileId, eicarUpload.body);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(infected);
    expect(await listAllReportFiles(eicarUpload.report.tenantId, eicarUpload.report.reportId)).toEqual([]);
    expect(await objectSize(eicarUpload.pendingKey)).toBeNull();
    expect(await logTexts(org.tenantId)).toContain(
      `Odrzucenie pliku z wirusem (Eicar-Test-Signature.UNOFFICIAL): załącznik wiadomości od sygnalisty w zgłoszeniu ${formatReporterIdentifier(eicarUpload.report.identifier)}`,
    );

    const cleanUpload = await upload('inbox', clean, true);
    expect((await cleanUpload.steps.complete(cleanUpload.fileId, cleanUpload.body)).status).toBe(200);

    const { report, reporter } = await org.report();
    const steps = await stepsOf('inbox', report, reporter);
    expect((await steps.start({ size: encryptedFileSize(clean.length) })).status).toBe(409);
  });

  it("staff files stay unscanned under the reporters' toggle alone", async () => {
    const { steps, fileId, body } = await upload('reply', eicar, false);
    expect((await steps.complete(fileId, body)).status).toBe(200);
  });
});
