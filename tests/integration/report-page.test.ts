import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  completePrivateFileUpload,
  deletePrivateFile,
  downloadReportFile,
  getReportContent,
  listPrivateFiles,
  startPrivateFileUpload,
} from '@shared/contracts/index.js';
import { CONTENT_PURPOSE, decryptContentText, encryptContent } from '@shared/crypto/content.js';
import { decryptFile, encryptFile, encryptedFileSize } from '@shared/crypto/files.js';
import { fileContext, openReportAsOrganisation } from '@shared/crypto/submission.js';
import { MB } from '@shared/domain/files.js';
import { reportState } from '@shared/domain/report.js';
import { fileTexts } from '@shared/messages/files.js';
import { objectSize } from '../../functions/adapters/s3.js';
import { listLogEntries } from '../../functions/data/audit-log.js';
import { getReportFile } from '../../functions/data/report-files.js';
import type { ReportRecord } from '../../functions/data/reports.js';
import type { TestClient } from '../support/api-client.js';
import { organisationWithStaff, type Organisation, type RoleName } from '../support/report-organisation.js';

/** The report key, as a staff browser opens it with the organisation private key. */
async function reportKeyOf(org: Organisation, reportId: string): Promise<CryptoKey> {
  const content = await org.clients.mainAdmin.call(getReportContent, { params: { reportId } });
  const kid = org.main.session.keys.organisation.kid;
  return (await openReportAsOrganisation(org.main.unlocked.organisationPrivateKey!, kid, content.body)).reportKey;
}

const contextOf = (report: Pick<ReportRecord, 'tenantId' | 'reportId'>, purpose: string) => ({ tenant: report.tenantId, report: report.reportId, purpose });

/** A private file as the page uploads it: start, PUT the ciphertext, complete with the encrypted name. */
async function uploadPrivateFile(client: TestClient, report: ReportRecord, reportKey: CryptoKey, name: string, text: string) {
  const plaintext = new TextEncoder().encode(text);
  const started = await client.call(startPrivateFileUpload, { params: { reportId: report.reportId }, body: { size: encryptedFileSize(plaintext.length) } });
  if (started.status !== 200) return { started, completed: null, fileId: null };
  const { fileId, uploadUrl, headers } = started.body;
  const ciphertext = await encryptFile(reportKey, plaintext, { context: fileContext(report, fileId) });
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: ciphertext });
  expect(put.status).toBe(200);
  const encryptedName = await encryptContent(reportKey, name, contextOf(report, CONTENT_PURPOSE.fileName(fileId)));
  const completed = await client.call(completePrivateFileUpload, { params: { reportId: report.reportId, fileId }, body: { name: encryptedName } });
  return { started, completed, fileId, encryptedName };
}

describe('private files of a report', () => {
  let org: Organisation;
  let report: ReportRecord;
  let reportKey: CryptoKey;

  beforeAll(async () => {
    org = await organisationWithStaff();
    report = await org.report(org.mine, { state: reportState.open });
    reportKey = await reportKeyOf(org, report.reportId);
  });

  it('uploads encrypted, lists, downloads and decrypts, then removes for good (object, item and log entry)', async () => {
    const client = org.clients.user;
    const { completed, fileId } = await uploadPrivateFile(client, report, reportKey, 'Notatka służbowa — źródła.pdf', 'Treść pliku z ąęł');
    expect(completed?.status).toBe(200);

    const listed = await org.clients.admin.call(listPrivateFiles, { params: { reportId: report.reportId } });
    expect(listed.status).toBe(200);
    const [file] = listed.body.files;
    expect(file?.fileId).toBe(fileId);
    expect(await decryptContentText(reportKey, file!.name, contextOf(report, CONTENT_PURPOSE.fileName(fileId!)))).toBe('Notatka służbowa — źródła.pdf');

    const link = await org.clients.auditor.call(downloadReportFile, { params: { reportId: report.reportId, fileId: fileId! } });
    expect(link.status).toBe(200);
    const bytes = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
    expect(new TextDecoder().decode(await decryptFile(reportKey, bytes, { context: fileContext(report, fileId!) }))).toBe('Treść pliku z ąęł');

    const stored = await getReportFile(report.tenantId, report.reportId, fileId!);
    const removed = await client.call(deletePrivateFile, { params: { reportId: report.reportId, fileId: fileId! } });
    expect(removed.status).toBe(200);
    expect(await getReportFile(report.tenantId, report.reportId, fileId!)).toBeNull();
    expect(await objectSize(stored!.s3Key)).toBeNull();
    expect((await client.call(listPrivateFiles, { params: { reportId: report.reportId } })).body.files).toEqual([]);
    expect((await client.call(deletePrivateFile, { params: { reportId: report.reportId, fileId: fileId! } })).status).toBe(404);
    const log = (await listLogEntries(report.tenantId, { limit: 20 })).items.filter((entry) => entry.reportId === report.reportId);
    expect(log.map((entry) => entry.action)).toEqual(expect.arrayContaining(['report.privateFile.added', 'report.privateFile.deleted']));
  });

  it('answers a repeated completion as the first, without a second file', async () => {
    const { completed, fileId, encryptedName } = await uploadPrivateFile(org.clients.mainAdmin, report, reportKey, 'a.txt', 'raz');
    const again = await org.clients.mainAdmin.call(completePrivateFileUpload, { params: { reportId: report.reportId, fileId: fileId! }, body: { name: encryptedName! } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(completed!.body);
    const files = (await org.clients.mainAdmin.call(listPrivateFiles, { params: { reportId: report.reportId } })).body.files;
    expect(files.filter((file) => file.fileId === fileId)).toHaveLength(1);
  });

  it('refuses to complete an upload that never reached storage (400) and lists nothing', async () => {
    const client = org.clients.mainAdmin;
    const started = await client.call(startPrivateFileUpload, { params: { reportId: report.reportId }, body: { size: encryptedFileSize(10) } });
    const name = await encryptContent(reportKey, 'x.txt', contextOf(report, CONTENT_PURPOSE.fileName(started.body.fileId)));
    const completed = await client.call(completePrivateFileUpload, { params: { reportId: report.reportId, fileId: started.body.fileId }, body: { name } });
    expect(completed.status).toBe(400);
    expect(completed.body.message).toBe(fileTexts.uploadMissing);
    const files = (await client.call(listPrivateFiles, { params: { reportId: report.reportId } })).body.files;
    expect(files.map((file) => file.fileId)).not.toContain(started.body.fileId);
  });

  it("refuses a file of 30,000,000 bytes or more with the spec's message", async () => {
    const tooLarge = await org.clients.mainAdmin.call(startPrivateFileUpload, { params: { reportId: report.reportId }, body: { size: encryptedFileSize(30 * MB) } });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('Zbyt duży rozmiar pliku! Suma załączników nie może przekraczać 50MB');
    const justUnder = await org.clients.mainAdmin.call(startPrivateFileUpload, { params: { reportId: report.reportId }, body: { size: encryptedFileSize(30 * MB - 1) } });
    expect(justUnder.status).toBe(200);
  });

  it('refuses a size no encrypted file has', async () => {
    const answer = await org.clients.mainAdmin.call(startPrivateFileUpload, { params: { reportId: report.reportId }, body: { size: 20 } });
    expect(answer.status).toBe(400);
  });

  it('does not let one user complete the upload another started', async () => {
    const started = await org.clients.user.call(startPrivateFileUpload, { params: { reportId: report.reportId }, body: { size: encryptedFileSize(3) } });
    const name = await encryptContent(reportKey, 'x.txt', contextOf(report, CONTENT_PURPOSE.fileName(started.body.fileId)));
    const answer = await org.clients.admin.call(completePrivateFileUpload, { params: { reportId: report.reportId, fileId: started.body.fileId }, body: { name } });
    expect(answer.status).toBe(404);
  });

  it('downloads the files sent with the report', async () => {
    const withFile = await org.report(org.mine, { state: reportState.open, files: ['Załącznik sygnalisty'] });
    const key = await reportKeyOf(org, withFile.reportId);
    const fileId = withFile.files[0]!.fileId;
    const link = await org.clients.user.call(downloadReportFile, { params: { reportId: withFile.reportId, fileId } });
    const bytes = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
    expect(new TextDecoder().decode(await decryptFile(key, bytes, { context: fileContext(withFile, fileId) }))).toBe('Załącznik sygnalisty');
    expect((await org.clients.user.call(downloadReportFile, { params: { reportId: withFile.reportId, fileId: randomUUID() } })).status).toBe(404);
  });

  describe('who may', () => {
    const expected: [RoleName, { list: number; upload: number }][] = [
      ['mainAdmin', { list: 200, upload: 200 }],
      ['admin', { list: 200, upload: 200 }],
      ['user', { list: 200, upload: 200 }],
      ['auditor', { list: 200, upload: 403 }],
      ['otherCategoryUser', { list: 404, upload: 404 }],
    ];
    it.each(expected)('%s: list %s, upload', async (role, answers) => {
      const client = org.clients[role];
      expect((await client.call(listPrivateFiles, { params: { reportId: report.reportId } })).status).toBe(answers.list);
      expect((await client.call(startPrivateFileUpload, { params: { reportId: report.reportId }, body: { size: encryptedFileSize(5) } })).status).toBe(answers.upload);
    });

    it('another organisation gets 404 for every private-file call', async () => {
      const other = await organisationWithStaff();
      const client = other.clients.mainAdmin;
      const { fileId } = await uploadPrivateFile(org.clients.mainAdmin, report, reportKey, 'tajne.txt', 'tajne');
      const params = { reportId: report.reportId, fileId: fileId! };
      expect((await client.call(listPrivateFiles, { params: { reportId: report.reportId } })).status).toBe(404);
      expect((await client.call(downloadReportFile, { params })).status).toBe(404);
      expect((await client.call(deletePrivateFile, { params })).status).toBe(404);
      expect((await client.call(startPrivateFileUpload, { params: { reportId: report.reportId }, body: { size: encryptedFileSize(5) } })).status).toBe(404);
    });
  });
});
