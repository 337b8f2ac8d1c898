import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addReportNote,
  completePrivateFileUpload,
  getReport,
  listReportNotes,
  listReports,
  moveReport,
  openReport,
  updateReportNote,
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
import { countReports } from '../../functions/data/report-lists.js';
import { createInboxSession } from '../../functions/data/sessions.js';
import { getReportRecord } from '../../functions/data/reports.js';
import { contracts, type Contract } from '@shared/contracts/index.js';
import { notePurpose, type NoteKind } from '@shared/domain/report-notes.js';
import { inboxSession } from '@shared/domain/session.js';
import { TestClient as Client } from '../support/api-client.js';
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

const contextOf = (report: Pick<ReportRecord, 'tenantId' | 'reportId'>, purpose: string) => ({
  tenant: report.tenantId,
  report: report.reportId,
  purpose,
});

/** A private file as the page uploads it: start, PUT the ciphertext, complete with the encrypted name. */
async function uploadPrivateFile(
  client: TestClient,
  report: ReportRecord,
  reportKey: CryptoKey,
  name: string,
  text: string,
) {
  const plaintext = new TextEncoder().encode(text);
  const started = await client.call(startPrivateFileUpload, {
    params: { reportId: report.reportId },
    body: { size: encryptedFileSize(plaintext.length) },
  });
  if (started.status !== 200) return { started, completed: null, fileId: null };
  const { fileId, uploadUrl, headers } = started.body;
  const ciphertext = await encryptFile(reportKey, plaintext, { context: fileContext(report, fileId) });
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: ciphertext });
  expect(put.status).toBe(200);
  const encryptedName = await encryptContent(reportKey, name, contextOf(report, CONTENT_PURPOSE.fileName(fileId)));
  const completed = await client.call(completePrivateFileUpload, {
    params: { reportId: report.reportId, fileId },
    body: { name: encryptedName },
  });
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
    const { completed, fileId } = await uploadPrivateFile(
      client,
      report,
      reportKey,
      'Notatka służbowa — źródła.pdf',
      'Treść pliku z ąęł',
    );
    expect(completed?.status).toBe(200);

    const listed = await org.clients.admin.call(listPrivateFiles, { params: { reportId: report.reportId } });
    expect(listed.status).toBe(200);
    const [file] = listed.body.files;
    expect(file?.fileId).toBe(fileId);
    expect(await decryptContentText(reportKey, file!.name, contextOf(report, CONTENT_PURPOSE.fileName(fileId!)))).toBe(
      'Notatka służbowa — źródła.pdf',
    );

    const link = await org.clients.auditor.call(downloadReportFile, {
      params: { reportId: report.reportId, fileId: fileId! },
    });
    expect(link.status).toBe(200);
    const bytes = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
    expect(
      new TextDecoder().decode(await decryptFile(reportKey, bytes, { context: fileContext(report, fileId!) })),
    ).toBe('Treść pliku z ąęł');

    const stored = await getReportFile(report.tenantId, report.reportId, fileId!);
    const removed = await client.call(deletePrivateFile, { params: { reportId: report.reportId, fileId: fileId! } });
    expect(removed.status).toBe(200);
    expect(await getReportFile(report.tenantId, report.reportId, fileId!)).toBeNull();
    expect(await objectSize(stored!.s3Key)).toBeNull();
    expect((await client.call(listPrivateFiles, { params: { reportId: report.reportId } })).body.files).toEqual([]);
    expect(
      (await client.call(deletePrivateFile, { params: { reportId: report.reportId, fileId: fileId! } })).status,
    ).toBe(404);
    const log = (await listLogEntries(report.tenantId, { limit: 20 })).items.filter(
      (entry) => entry.reportId === report.reportId,
    );
    expect(log.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['report.privateFile.added', 'report.privateFile.deleted']),
    );
  });

  it('answers a repeated completion as the first, without a second file', async () => {
    const { completed, fileId, encryptedName } = await uploadPrivateFile(
      org.clients.mainAdmin,
      report,
      reportKey,
      'a.txt',
      'raz',
    );
    const again = await org.clients.mainAdmin.call(completePrivateFileUpload, {
      params: { reportId: report.reportId, fileId: fileId! },
      body: { name: encryptedName! },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(completed!.body);
    const files = (await org.clients.mainAdmin.call(listPrivateFiles, { params: { reportId: report.reportId } })).body
      .files;
    expect(files.filter((file) => file.fileId === fileId)).toHaveLength(1);
  });

  it('refuses to complete an upload that never reached storage (400) and lists nothing', async () => {
    const client = org.clients.mainAdmin;
    const started = await client.call(startPrivateFileUpload, {
      params: { reportId: report.reportId },
      body: { size: encryptedFileSize(10) },
    });
    const name = await encryptContent(
      reportKey,
      'x.txt',
      contextOf(report, CONTENT_PURPOSE.fileName(started.body.fileId)),
    );
    const completed = await client.call(completePrivateFileUpload, {
      params: { reportId: report.reportId, fileId: started.body.fileId },
      body: { name },
    });
    expect(completed.status).toBe(400);
    expect(completed.body.message).toBe(fileTexts.uploadMissing);
    const files = (await client.call(listPrivateFiles, { params: { reportId: report.reportId } })).body.files;
    expect(files.map((file) => file.fileId)).not.toContain(started.body.fileId);
  });

  it("refuses a file of 30,000,000 bytes or more with the spec's message", async () => {
    const tooLarge = await org.clients.mainAdmin.call(startPrivateFileUpload, {
      params: { reportId: report.reportId },
      body: { size: encryptedFileSize(30 * MB) },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('Zbyt duży rozmiar pliku! Suma załączników nie może przekraczać 50MB');
    const justUnder = await org.clients.mainAdmin.call(startPrivateFileUpload, {
      params: { reportId: report.reportId },
      body: { size: encryptedFileSize(30 * MB - 1) },
    });
    expect(justUnder.status).toBe(200);
  });

  it('refuses a size no encrypted file has', async () => {
    const answer = await org.clients.mainAdmin.call(startPrivateFileUpload, {
      params: { reportId: report.reportId },
      body: { size: 20 },
    });
    expect(answer.status).toBe(400);
  });

  it('does not let one user complete the upload another started', async () => {
    const started = await org.clients.user.call(startPrivateFileUpload, {
      params: { reportId: report.reportId },
      body: { size: encryptedFileSize(3) },
    });
    const name = await encryptContent(
      reportKey,
      'x.txt',
      contextOf(report, CONTENT_PURPOSE.fileName(started.body.fileId)),
    );
    const answer = await org.clients.admin.call(completePrivateFileUpload, {
      params: { reportId: report.reportId, fileId: started.body.fileId },
      body: { name },
    });
    expect(answer.status).toBe(404);
  });

  it('downloads the files sent with the report', async () => {
    const withFile = await org.report(org.mine, { state: reportState.open, files: ['Załącznik sygnalisty'] });
    const key = await reportKeyOf(org, withFile.reportId);
    const fileId = withFile.files[0]!.fileId;
    const link = await org.clients.user.call(downloadReportFile, { params: { reportId: withFile.reportId, fileId } });
    const bytes = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
    expect(new TextDecoder().decode(await decryptFile(key, bytes, { context: fileContext(withFile, fileId) }))).toBe(
      'Załącznik sygnalisty',
    );
    expect(
      (
        await org.clients.user.call(downloadReportFile, {
          params: { reportId: withFile.reportId, fileId: randomUUID() },
        })
      ).status,
    ).toBe(404);
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
      expect((await client.call(listPrivateFiles, { params: { reportId: report.reportId } })).status).toBe(
        answers.list,
      );
      expect(
        (
          await client.call(startPrivateFileUpload, {
            params: { reportId: report.reportId },
            body: { size: encryptedFileSize(5) },
          })
        ).status,
      ).toBe(answers.upload);
    });

    it('another organisation gets 404 for every private-file call', async () => {
      const other = await organisationWithStaff();
      const client = other.clients.mainAdmin;
      const { fileId } = await uploadPrivateFile(org.clients.mainAdmin, report, reportKey, 'tajne.txt', 'tajne');
      const params = { reportId: report.reportId, fileId: fileId! };
      expect((await client.call(listPrivateFiles, { params: { reportId: report.reportId } })).status).toBe(404);
      expect((await client.call(downloadReportFile, { params })).status).toBe(404);
      expect((await client.call(deletePrivateFile, { params })).status).toBe(404);
      expect(
        (
          await client.call(startPrivateFileUpload, {
            params: { reportId: report.reportId },
            body: { size: encryptedFileSize(5) },
          })
        ).status,
      ).toBe(404);
    });
  });
});

/** The log entries of one report, newest first (the system log filtered by report). */
async function logOf(report: Pick<ReportRecord, 'tenantId' | 'reportId'>) {
  return (await listLogEntries(report.tenantId, { limit: 100 })).items.filter(
    (entry) => entry.reportId === report.reportId,
  );
}

describe('one report: details and rights', () => {
  let org: Organisation;
  let report: ReportRecord;

  beforeAll(async () => {
    org = await organisationWithStaff();
    report = await org.report(org.mine, { state: reportState.open });
  });

  it.each<
    [RoleName, number, { canArchivize: boolean; canResponse: boolean; canEdit: boolean; categories: string[] } | null]
  >([
    ['mainAdmin', 200, { canArchivize: true, canResponse: true, canEdit: true, categories: ['Korupcja', 'Mobbing'] }],
    ['admin', 200, { canArchivize: true, canResponse: true, canEdit: true, categories: ['Korupcja', 'Mobbing'] }],
    ['user', 200, { canArchivize: true, canResponse: true, canEdit: true, categories: ['Korupcja'] }],
    ['userWithoutArchive', 200, { canArchivize: false, canResponse: true, canEdit: true, categories: ['Korupcja'] }],
    ['auditor', 200, { canArchivize: false, canResponse: false, canEdit: false, categories: ['Korupcja'] }],
    ['otherCategoryUser', 404, null],
  ])('%s gets %s with its rights on the report', async (role, status, rights) => {
    const answer = await org.clients[role].call(getReport, { params: { reportId: report.reportId } });
    expect(answer.status).toBe(status);
    if (!rights) return;
    expect(answer.body).toMatchObject({
      reportId: report.reportId,
      categoryId: org.mine.categoryId,
      categoryName: 'Korupcja',
      state: 2,
      canArchivize: rights.canArchivize,
      canResponse: rights.canResponse,
      canEdit: rights.canEdit,
    });
    expect(answer.body.acknowledgedAt).toBe(report.acknowledgedAt);
    expect(answer.body.categories.map((category) => category.name).sort(), 'the categories it may be moved to').toEqual(
      rights.categories,
    );
  });

  it('names the caller as adminId', async () => {
    const answer = await org.clients.mainAdmin.call(getReport, { params: { reportId: report.reportId } });
    expect(answer.body.adminId).toBe(org.main.session.id);
  });

  it('answers 404 to another organisation', async () => {
    const other = await organisationWithStaff();
    expect((await other.clients.mainAdmin.call(getReport, { params: { reportId: report.reportId } })).status).toBe(404);
  });
});

describe('opening a new report', () => {
  let org: Organisation;
  beforeAll(async () => {
    org = await organisationWithStaff();
  });

  it('moves it from new to open, acknowledges it and logs it once; opening again changes nothing', async () => {
    const report = await org.report(org.mine);
    const before = await countReports({ tenantId: org.tenantId, categoryIds: null, hidden: [] });
    const first = await org.clients.user.call(openReport, { params: { reportId: report.reportId } });
    expect(first.status).toBe(200);
    expect(first.body.state).toBe(reportState.open);
    expect(first.body.acknowledgedAt).toEqual(expect.any(String));
    const again = await org.clients.admin.call(openReport, { params: { reportId: report.reportId } });
    expect(again.body).toEqual(first.body);
    const stored = await getReportRecord(org.tenantId, report.reportId);
    expect(stored).toMatchObject({ state: reportState.open, acknowledgedAt: first.body.acknowledgedAt });
    expect(await countReports({ tenantId: org.tenantId, categoryIds: null, hidden: [] })).toMatchObject({
      new: before.new - 1,
      open: before.open + 1,
    });
    expect((await logOf(report)).filter((entry) => entry.action === 'report.opened')).toHaveLength(1);
    const row = (await org.clients.user.call(listReports, { query: { state: 'open', perPage: 40 } })).body.rows.find(
      (r) => r.reportId === report.reportId,
    );
    expect(row?.acknowledgedAt).toBe(first.body.acknowledgedAt);
  });

  it('opens once when two people open it at the same time', async () => {
    const report = await org.report(org.mine);
    const answers = await Promise.all([
      org.clients.user.call(openReport, { params: { reportId: report.reportId } }),
      org.clients.admin.call(openReport, { params: { reportId: report.reportId } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0].body.acknowledgedAt).toBe(answers[1].body.acknowledgedAt);
    expect((await logOf(report)).filter((entry) => entry.action === 'report.opened')).toHaveLength(1);
  });

  it.each<[RoleName, number]>([
    ['mainAdmin', 200],
    ['admin', 200],
    ['user', 200],
    ['auditor', 403],
    ['otherCategoryUser', 404],
  ])('%s: %s', async (role, status) => {
    const report = await org.report(org.mine);
    expect((await org.clients[role].call(openReport, { params: { reportId: report.reportId } })).status).toBe(status);
    expect((await getReportRecord(org.tenantId, report.reportId))?.state).toBe(
      status === 200 ? reportState.open : reportState.new,
    );
  });

  it('answers 404 to another organisation and leaves the report new', async () => {
    const report = await org.report(org.mine);
    const other = await organisationWithStaff();
    expect((await other.clients.mainAdmin.call(openReport, { params: { reportId: report.reportId } })).status).toBe(
      404,
    );
    expect((await getReportRecord(org.tenantId, report.reportId))?.state).toBe(reportState.new);
  });
});

describe('moving a report to another category', () => {
  let org: Organisation;
  beforeAll(async () => {
    org = await organisationWithStaff();
  });

  it('re-lists it under the new category, moves its counts and logs it; its users lose it, the new ones gain it', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const mineBefore = await countReports({ tenantId: org.tenantId, categoryIds: [org.mine.categoryId], hidden: [] });
    const theirsBefore = await countReports({
      tenantId: org.tenantId,
      categoryIds: [org.theirs.categoryId],
      hidden: [],
    });
    const moved = await org.clients.admin.call(moveReport, {
      params: { reportId: report.reportId },
      body: { categoryId: org.theirs.categoryId },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ categoryId: org.theirs.categoryId, categoryName: 'Mobbing' });
    expect(
      await countReports({ tenantId: org.tenantId, categoryIds: [org.mine.categoryId], hidden: [] }),
    ).toMatchObject({
      open: mineBefore.open - 1,
    });
    expect(
      await countReports({ tenantId: org.tenantId, categoryIds: [org.theirs.categoryId], hidden: [] }),
    ).toMatchObject({
      open: theirsBefore.open + 1,
    });
    expect((await org.clients.user.call(getReport, { params: { reportId: report.reportId } })).status).toBe(404);
    const seen = await org.clients.otherCategoryUser.call(getReport, { params: { reportId: report.reportId } });
    expect(seen.body).toMatchObject({ categoryId: org.theirs.categoryId, categoryName: 'Mobbing' });
    const listed = (
      await org.clients.otherCategoryUser.call(listReports, { query: { state: 'open', perPage: 40 } })
    ).body.rows.map((row) => row.reportId);
    expect(listed).toContain(report.reportId);
    expect((await logOf(report)).map((entry) => entry.text)).toContain(
      `Przeniesienie zgłoszenia ${seen.body.identifier} do kategorii: Mobbing`,
    );
  });

  it('refuses a category the caller does not see (404) and changes nothing', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const answer = await org.clients.user.call(moveReport, {
      params: { reportId: report.reportId },
      body: { categoryId: org.theirs.categoryId },
    });
    expect(answer.status).toBe(404);
    expect((await getReportRecord(org.tenantId, report.reportId))?.categoryId).toBe(org.mine.categoryId);
  });

  it.each<[RoleName, number]>([
    ['mainAdmin', 200],
    ['admin', 200],
    ['user', 200],
    ['auditor', 403],
    ['otherCategoryUser', 404],
  ])('%s moving within what they see: %s', async (role, status) => {
    const report = await org.report(org.mine, { state: reportState.open });
    const answer = await org.clients[role].call(moveReport, {
      params: { reportId: report.reportId },
      body: { categoryId: org.mine.categoryId },
    });
    expect(answer.status).toBe(status);
  });

  it('answers 404 to another organisation, even naming its own category', async () => {
    const report = await org.report(org.mine, { state: reportState.open });
    const other = await organisationWithStaff();
    const answer = await other.clients.mainAdmin.call(moveReport, {
      params: { reportId: report.reportId },
      body: { categoryId: other.mine.categoryId },
    });
    expect(answer.status).toBe(404);
    expect((await getReportRecord(org.tenantId, report.reportId))?.categoryId).toBe(org.mine.categoryId);
  });
});

describe('notes and property-damage notes', () => {
  let org: Organisation;
  let report: ReportRecord;
  let reportKey: CryptoKey;

  beforeAll(async () => {
    org = await organisationWithStaff();
    report = await org.report(org.mine, { state: reportState.open });
    reportKey = await reportKeyOf(org, report.reportId);
  });

  const encrypted = (kind: NoteKind, noteId: string, text: string) =>
    encryptContent(reportKey, text, contextOf(report, notePurpose(kind, noteId)));
  const add = async (client: TestClient, kind: NoteKind, text: string, showInRegister = false) => {
    const noteId = randomUUID();
    return client.call(addReportNote, {
      params: { reportId: report.reportId },
      body: { noteId, kind, text: await encrypted(kind, noteId, text), showInRegister },
    });
  };
  const textOf = (kind: NoteKind, note: { noteId: string; text: Parameters<typeof decryptContentText>[1] }) =>
    decryptContentText(reportKey, note.text, contextOf(report, notePurpose(kind, note.noteId)));

  it('adds a note and a damage note, encrypted, listed apart with author and register flag, each logged', async () => {
    const note = await add(org.clients.user, 'note', 'Rozmowa ze świadkiem — źródło wiarygodne', true);
    const damage = await add(org.clients.user, 'damage', 'Szkoda: 12 000 zł');
    expect([note.status, damage.status]).toEqual([200, 200]);
    const listed = await org.clients.auditor.call(listReportNotes, { params: { reportId: report.reportId } });
    expect(listed.status).toBe(200);
    const mine = listed.body.notes.find((n) => n.noteId === note.body.noteId)!;
    expect(mine).toMatchObject({
      kind: 'note',
      showInRegister: true,
      authorId: note.body.authorId,
      authorName: expect.any(String),
    });
    expect(await textOf('note', mine)).toBe('Rozmowa ze świadkiem — źródło wiarygodne');
    const loss = listed.body.damageNotes.find((n) => n.noteId === damage.body.noteId)!;
    expect(await textOf('damage', loss)).toBe('Szkoda: 12 000 zł');
    expect(listed.body.notes.some((n) => n.noteId === damage.body.noteId)).toBe(false);
    const actions = (await logOf(report)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['report.note.added', 'report.damageNote.added']));
  });

  it('refuses an empty text (400) and stores nothing', async () => {
    const noteId = randomUUID();
    const answer = await org.clients.user.call(addReportNote, {
      params: { reportId: report.reportId },
      body: { noteId, kind: 'note', text: await encrypted('note', noteId, ''), showInRegister: false },
    });
    expect(answer.status).toBe(400);
    const listed = await org.clients.user.call(listReportNotes, { params: { reportId: report.reportId } });
    expect(listed.body.notes.some((n) => n.noteId === noteId)).toBe(false);
  });

  it('lets only the author edit: another user gets 403 and the note stays as it was', async () => {
    const note = await add(org.clients.user, 'note', 'Pierwotna treść');
    const edit = async (client: TestClient, text: string) =>
      client.call(updateReportNote, {
        params: { reportId: report.reportId, noteId: note.body.noteId },
        body: { kind: 'note', text: await encrypted('note', note.body.noteId, text), showInRegister: true },
      });
    const refused = await edit(org.clients.mainAdmin, 'Cudza zmiana');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Edytować wpis może tylko jego autor.');
    const unchanged = (
      await org.clients.user.call(listReportNotes, { params: { reportId: report.reportId } })
    ).body.notes.find((n) => n.noteId === note.body.noteId)!;
    expect(await textOf('note', unchanged)).toBe('Pierwotna treść');
    expect(unchanged.showInRegister).toBe(false);

    const edited = await edit(org.clients.user, 'Poprawiona treść');
    expect(edited.status).toBe(200);
    const now = (
      await org.clients.user.call(listReportNotes, { params: { reportId: report.reportId } })
    ).body.notes.find((n) => n.noteId === note.body.noteId)!;
    expect(await textOf('note', now)).toBe('Poprawiona treść');
    expect(now.showInRegister).toBe(true);
    expect((await logOf(report)).map((entry) => entry.action)).toContain('report.note.edited');
  });

  it.each<[RoleName, { list: number; add: number }]>([
    ['mainAdmin', { list: 200, add: 200 }],
    ['admin', { list: 200, add: 200 }],
    ['user', { list: 200, add: 200 }],
    ['auditor', { list: 200, add: 403 }],
    ['otherCategoryUser', { list: 404, add: 404 }],
  ])('%s: list %s, add', async (role, answers) => {
    expect((await org.clients[role].call(listReportNotes, { params: { reportId: report.reportId } })).status).toBe(
      answers.list,
    );
    expect((await add(org.clients[role], 'damage', 'Wpis')).status).toBe(answers.add);
  });

  it('answers 404 to another organisation', async () => {
    const other = await organisationWithStaff();
    expect(
      (await other.clients.mainAdmin.call(listReportNotes, { params: { reportId: report.reportId } })).status,
    ).toBe(404);
    expect((await add(other.clients.mainAdmin, 'note', 'Obcy wpis')).status).toBe(404);
  });

  it('never reaches the reporter: the reporter session opens no note endpoint, and no inbox endpoint serves notes', async () => {
    const { token } = await createInboxSession(report.tenantId, report.reportId);
    const reporter = new Client();
    const headers = { [inboxSession.header]: token };
    const listed = await fetch(`${reporter.origin}/api/reports/${report.reportId}/notes`, { headers });
    expect(listed.status).toBe(401);
    const noteContracts = contracts.filter((contract: Contract) => /notes/.test(contract.path));
    expect(noteContracts.every((contract) => contract.auth.kind === 'staff')).toBe(true);
    const reporterContracts = contracts.filter((contract: Contract) => contract.auth.kind !== 'staff');
    expect(reporterContracts.filter((contract) => /note|damage/i.test(`${contract.path} ${contract.name}`))).toEqual(
      [],
    );
  });
});
