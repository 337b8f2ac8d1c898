import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInboxReport, getReportContent, markIrrelevantData, unmarkIrrelevantData } from '@shared/contracts/index.js';
import { CONTENT_PURPOSE, decryptContentText, encryptContent } from '@shared/crypto/content.js';
import { decryptFile } from '@shared/crypto/files.js';
import { fileContext } from '@shared/crypto/submission.js';
import { minimisationDueAt, REMOVED_TEXT, withRemoved, type MinimisationTarget } from '@shared/domain/minimisation.js';
import { reportState } from '@shared/domain/report.js';
import { addSeconds } from '@shared/domain/time.js';
import { auditActorNames } from '@shared/messages/audit.js';
import { minimisationTexts } from '@shared/messages/minimisation.js';
import { objectSize, readObject, s3 } from '../../functions/adapters/s3.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { listLogEntries } from '../../functions/data/audit-log.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import {
  listDueMinimisations,
  listMinimisationMarks,
  newMarkWrites,
} from '../../functions/data/report-minimisations.js';
import { getReportRecord, type ReportRecord } from '../../functions/data/reports.js';
import { transact } from '../../functions/data/transact.js';
import { organisationJob } from '../../functions/jobs/delete-irrelevant-data.js';
import type { TestClient } from '../support/api-client.js';
import { logInAsReporter, type Reporter } from '../support/inbox.js';
import type { GivenReport } from '../support/report-fixtures.js';
import { organisationWithStaff, type Organisation } from '../support/report-organisation.js';

/**
 * 'Nieistotne dla sprawy' (issue #35): a handler marks a passage of a field or a file; the field's
 * text after the deletion is encrypted in the browser (here: with the key a reporter's browser
 * holds, the same report key). At the term the deletion job swaps it in and deletes the file's
 * objects, in the replica too; the rest of the report still decrypts; the log says what and who.
 */
let org: Organisation;
const replicaBucket = `replica-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  org = await organisationWithStaff();
  await s3.send(new CreateBucketCommand({ Bucket: replicaBucket }));
  process.env.FILES_REPLICA_BUCKET = replicaBucket;
});
afterAll(() => {
  delete process.env.FILES_REPLICA_BUCKET;
});

const fieldContext = (report: ReportRecord, fieldId: string) => ({
  tenant: report.tenantId,
  report: report.reportId,
  purpose: CONTENT_PURPOSE.field(fieldId),
});

/** The report's first field, as its reporter (and staff) decrypt it. */
async function fieldText(reporter: Reporter, report: ReportRecord): Promise<string> {
  const stored = (await getReportRecord(report.tenantId, report.reportId))!;
  const field = stored.fields[0]!;
  return decryptContentText(reporter.reportKey, field.value, fieldContext(stored, field.fieldId));
}

/** Marks through the API as `client`, the replacement sealed as the browser seals it. */
async function mark(
  client: TestClient,
  reporter: Reporter,
  report: ReportRecord,
  target: MinimisationTarget,
  replacementText: string | null,
  minimisationVersion: number,
) {
  const replacement =
    target.kind === 'field' && replacementText !== null
      ? await encryptContent(reporter.reportKey, replacementText, fieldContext(report, target.fieldId))
      : null;
  return client.call(markIrrelevantData, {
    params: { reportId: report.reportId },
    body: { markId: randomUUID(), target, replacement, minimisationVersion },
  });
}

const logOf = async (report: ReportRecord) =>
  (await listLogEntries(org.tenantId, { limit: 200 })).items.filter((entry) => entry.reportId === report.reportId);

async function givenMarkableReport(): Promise<{ report: GivenReport; reporter: Reporter; text: string }> {
  const report = await org.report(org.mine, {
    state: reportState.open,
    files: ['świadek Jan Kowalski, tel. 600 100 200', 'protokół kontroli'],
  });
  const reporter = await logInAsReporter(report);
  return { report, reporter, text: await fieldText(reporter, report) };
}

describe('the deletion job', () => {
  it('at the term deletes exactly the marked passage and file, in the replica too; the rest decrypts; logged by System with who marked it', async () => {
    const { report, reporter, text } = await givenMarkableReport();
    const fieldId = report.fields[0]!.fieldId;
    const [irrelevant, kept] = report.files;
    // The file is in the replica too (replication's copy), with the same key.
    const copy = await readObject(irrelevant!.s3Key);
    await s3.send(new PutObjectCommand({ Bucket: replicaBucket, Key: irrelevant!.s3Key, Body: copy }));

    const passage = { start: 5, end: 15 }; // 'zgłoszenia' in 'Opis zgłoszenia {identifier}'
    expect(text.slice(passage.start, passage.end)).toBe('zgłoszenia');
    const byField = await mark(
      org.clients.user,
      reporter,
      report,
      { kind: 'field', fieldId, ...passage },
      withRemoved(text, passage),
      0,
    );
    expect(byField.status).toBe(200);
    expect(byField.body.mark).toMatchObject({ deletedAt: null, markedByName: org.user.name });
    const byFile = await mark(
      org.clients.mainAdmin,
      reporter,
      report,
      { kind: 'file', fileId: irrelevant!.fileId },
      null,
      1,
    );
    expect(byFile.status).toBe(200);
    const dueAt = byFile.body.mark.dueAt;
    expect(Date.parse(dueAt) - Date.parse(byFile.body.mark.markedAt)).toBe(
      minimisationDueAt(byFile.body.mark.markedAt).getTime() - Date.parse(byFile.body.mark.markedAt),
    );

    // Before the term nothing goes.
    expect(await organisationJob(org.tenantId, addSeconds(byField.body.mark.dueAt, -1))).toEqual({
      deleted: 0,
      failed: 0,
    });
    expect(await fieldText(reporter, report)).toBe(text);
    expect(await objectSize(irrelevant!.s3Key)).not.toBeNull();

    // At the term both go.
    const at = addSeconds(dueAt, 1);
    expect(await organisationJob(org.tenantId, at)).toEqual({ deleted: 2, failed: 0 });
    expect(await fieldText(reporter, report)).toBe(`Opis ${REMOVED_TEXT} ${report.identifier}`);
    expect(await objectSize(irrelevant!.s3Key)).toBeNull();
    await expect(s3.send(new GetObjectCommand({ Bucket: replicaBucket, Key: irrelevant!.s3Key }))).rejects.toThrow();
    const stored = (await getReportRecord(report.tenantId, report.reportId))!;
    expect(stored.files.map((file) => file.fileId)).toEqual([kept!.fileId]);
    expect(stored.hasAttachments).toBe(true);
    expect(stored.personalDataRemovedAt).toBe(at.toISOString());
    // The file left in the report still decrypts, its name too.
    const keptBytes = await decryptFile(reporter.reportKey, await readObject(kept!.s3Key), {
      context: fileContext(report, kept!.fileId),
    });
    expect(new TextDecoder().decode(keptBytes)).toBe('protokół kontroli');
    // The marks keep who and when, not the replacement; nothing is due any more.
    const marks = await listMinimisationMarks(report.tenantId, report.reportId);
    expect(marks.map((one) => one.deletedAt)).toEqual([at.toISOString(), at.toISOString()]);
    expect(marks.some((one) => one.replacement)).toBe(false);
    expect(await listDueMinimisations(org.tenantId, at.toISOString())).toEqual([]);
    // Staff read that both were carried out, and on which version of the redactions (none here).
    const content = await org.clients.auditor.call(getReportContent, { params: { reportId: report.reportId } });
    expect(content.body.minimisations?.map((one) => [one.deletedAt, one.redactionsVersionAtDeletion])).toEqual([
      [at.toISOString(), 0],
      [at.toISOString(), 0],
    ]);

    const deletions = (await logOf(report)).filter((entry) => entry.action === 'report.minimisation.deleted');
    expect(deletions).toHaveLength(2);
    expect(deletions.every((entry) => entry.userName === auditActorNames.system)).toBe(true);
    expect(deletions.map((entry) => entry.text).join('\n')).toContain(org.user.name);
    expect(JSON.stringify(await logOf(report))).not.toContain('zgłoszenia ');
    expect(JSON.stringify(await logOf(report))).not.toContain('Kowalski');

    // The reporter is told that personal data was removed, not what.
    const inbox = await reporter.call(getInboxReport);
    expect(inbox.body.personalDataRemovedAt).toBe(at.toISOString());

    // Run again: nothing more to do, nothing changes.
    expect(await organisationJob(org.tenantId, addSeconds(at, 3600))).toEqual({ deleted: 0, failed: 0 });
    expect((await logOf(report)).filter((entry) => entry.action === 'report.minimisation.deleted')).toHaveLength(2);
  });

  it('takes a report’s only file off it and off its list row: no attachments any more', async () => {
    const report = await org.report(org.mine, { state: reportState.open, files: ['jedyny plik'] });
    const reporter = await logInAsReporter(report);
    const marked = await mark(
      org.clients.user,
      reporter,
      report,
      { kind: 'file', fileId: report.files[0]!.fileId },
      null,
      0,
    );
    expect(await organisationJob(org.tenantId, addSeconds(marked.body.mark.dueAt, 1))).toMatchObject({ deleted: 1 });
    expect(await getReportRecord(report.tenantId, report.reportId)).toMatchObject({ files: [], hasAttachments: false });
    const { Item: entry } = await dynamo.send(
      new GetCommand({ TableName: tableName(), Key: keys.reportCategoryEntry(report.tenantId, report.reportId) }),
    );
    expect(entry?.hasAttachments).toBe(false);
  });

  it('swaps two passages of one field in the order they were marked: both are gone', async () => {
    const { report, reporter, text } = await givenMarkableReport();
    const fieldId = report.fields[0]!.fieldId;
    const first = { start: 0, end: 4 }; // 'Opis'
    const afterFirst = withRemoved(text, first);
    const inAfterFirst = { start: afterFirst.indexOf(report.identifier), end: afterFirst.length };
    expect(
      (await mark(org.clients.user, reporter, report, { kind: 'field', fieldId, ...first }, afterFirst, 0)).status,
    ).toBe(200);
    const second = await mark(
      org.clients.user,
      reporter,
      report,
      { kind: 'field', fieldId, ...inAfterFirst },
      withRemoved(afterFirst, inAfterFirst),
      1,
    );
    expect(second.status).toBe(200);
    expect(await organisationJob(org.tenantId, addSeconds(second.body.mark.dueAt, 1))).toEqual({
      deleted: 2,
      failed: 0,
    });
    expect(await fieldText(reporter, report)).toBe(`${REMOVED_TEXT} zgłoszenia ${REMOVED_TEXT}`);
  });

  it('a mark that cannot be carried out fails alone: the other report’s mark is deleted, it stays due', async () => {
    const broken = await givenMarkableReport();
    const fine = await givenMarkableReport();
    const markedAt = new Date(Date.now() - 20 * 86_400_000);
    // A field mark without its replacement (a faulty writer): the job cannot swap anything in.
    await transact(
      newMarkWrites(broken.report, {
        tenantId: broken.report.tenantId,
        reportId: broken.report.reportId,
        markId: randomUUID(),
        target: { kind: 'field', fieldId: broken.report.fields[0]!.fieldId, start: 0, end: 4 },
        markedAt: markedAt.toISOString(),
        markedBy: { userId: org.ids.user, name: org.user.name },
        dueAt: minimisationDueAt(markedAt).toISOString(),
        deletedAt: null,
      }),
    );
    const byFile = await mark(
      org.clients.user,
      fine.reporter,
      fine.report,
      { kind: 'file', fileId: fine.report.files[0]!.fileId },
      null,
      0,
    );
    const at = addSeconds(byFile.body.mark.dueAt, 1);
    const totals = await organisationJob(org.tenantId, at);
    expect(totals.failed).toBe(1);
    expect(await objectSize(fine.report.files[0]!.s3Key)).toBeNull();
    expect(await fieldText(broken.reporter, broken.report)).toBe(broken.text);
    const due = await listDueMinimisations(org.tenantId, at.toISOString());
    expect(due.map((entry) => entry.reportId)).toContain(broken.report.reportId);
    expect(due.map((entry) => entry.reportId)).not.toContain(fine.report.reportId);
  });
});

describe('marking and unmarking', () => {
  it('an unmark before the term is logged and leaves the data as it was', async () => {
    const { report, reporter, text } = await givenMarkableReport();
    const fieldId = report.fields[0]!.fieldId;
    const marked = await mark(
      org.clients.user,
      reporter,
      report,
      { kind: 'field', fieldId, start: 0, end: 4 },
      withRemoved(text, { start: 0, end: 4 }),
      0,
    );
    const unmarked = await org.clients.admin.call(unmarkIrrelevantData, {
      params: { reportId: report.reportId, markId: marked.body.mark.markId },
    });
    expect(unmarked.status).toBe(200);
    expect(unmarked.body).toEqual({ minimisationVersion: 2 });
    expect(await organisationJob(org.tenantId, addSeconds(marked.body.mark.dueAt, 1))).toMatchObject({ deleted: 0 });
    expect(await fieldText(reporter, report)).toBe(text);
    expect((await logOf(report)).map((entry) => entry.action).sort()).toEqual([
      'report.minimisation.marked',
      'report.minimisation.unmarked',
    ]);
    const content = await org.clients.auditor.call(getReportContent, { params: { reportId: report.reportId } });
    expect(content.body).toMatchObject({ minimisations: [], minimisationVersion: 2 });
  });

  it('refuses the reporter’s data, a range past the text, a stale version, a file twice and the wrong people: Polish 4xx, nothing written', async () => {
    const { report, reporter, text } = await givenMarkableReport();
    const fieldId = report.fields[0]!.fieldId;
    const passage = { kind: 'field' as const, fieldId, start: 0, end: 4 };
    const replacement = withRemoved(text, passage);

    const register = await mark(org.clients.mainAdmin, reporter, report, { kind: 'reporter' }, null, 0);
    expect(register.status).toBe(400);
    expect(register.body.message).toBe(minimisationTexts.registerData);
    const past = await mark(org.clients.user, reporter, report, { ...passage, start: 0, end: 5_000 }, replacement, 0);
    expect(past.status).toBe(400);
    expect(past.body.message).toBe(minimisationTexts.problem.outOfRange);
    const stale = await mark(org.clients.user, reporter, report, passage, replacement, 3);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(minimisationTexts.changedMeanwhile);
    const withoutReplacement = await mark(org.clients.user, reporter, report, passage, null, 0);
    expect(withoutReplacement.status).toBe(400);
    const auditor = await mark(org.clients.auditor, reporter, report, passage, replacement, 0);
    expect(auditor.status).toBe(403);
    const withoutReply = await mark(org.clients.userWithoutReply, reporter, report, passage, replacement, 0);
    expect(withoutReply.status).toBe(403);
    expect(withoutReply.body.message).toBe(minimisationTexts.forbidden);
    expect((await mark(org.clients.otherCategoryUser, reporter, report, passage, replacement, 0)).status).toBe(404);
    expect(await listMinimisationMarks(report.tenantId, report.reportId)).toEqual([]);
    expect((await getReportRecord(report.tenantId, report.reportId))?.minimisationVersion).toBeUndefined();
    expect(await logOf(report)).toEqual([]);

    // A file marked once is refused a second mark; a passage overlapping a pending one too.
    const file = { kind: 'file' as const, fileId: report.files[0]!.fileId };
    expect((await mark(org.clients.user, reporter, report, file, null, 0)).status).toBe(200);
    const twice = await mark(org.clients.user, reporter, report, file, null, 1);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(minimisationTexts.fileMarked);
    expect((await mark(org.clients.user, reporter, report, passage, replacement, 1)).status).toBe(200);
    const overlapping = await mark(org.clients.user, reporter, report, { ...passage, start: 2, end: 8 }, text, 2);
    expect(overlapping.status).toBe(400);
    expect(overlapping.body.message).toBe(minimisationTexts.problem.overlaps);
    expect(await listMinimisationMarks(report.tenantId, report.reportId)).toHaveLength(2);
  });

  it('refuses an unmark after the term, and of a passage a later one of the field builds on (409)', async () => {
    const { report, reporter, text } = await givenMarkableReport();
    const fieldId = report.fields[0]!.fieldId;
    const first = { start: 0, end: 4 };
    const afterFirst = withRemoved(text, first);
    const a = await mark(org.clients.user, reporter, report, { kind: 'field', fieldId, ...first }, afterFirst, 0);
    const later = { start: afterFirst.length - 4, end: afterFirst.length };
    const b = await mark(
      org.clients.user,
      reporter,
      report,
      { kind: 'field', fieldId, ...later },
      withRemoved(afterFirst, later),
      1,
    );
    const unmark = (markId: string) =>
      org.clients.user.call(unmarkIrrelevantData, { params: { reportId: report.reportId, markId } });
    const first409 = await unmark(a.body.mark.markId);
    expect(first409.status).toBe(409);
    expect(first409.body.message).toBe(minimisationTexts.notLatest);
    expect((await unmark(b.body.mark.markId)).status).toBe(200);
    // The term passed (the job has not run yet): the mark can no longer be taken back.
    const markedAt = new Date(Date.now() - 14 * 86_400_000);
    const overdue = {
      tenantId: report.tenantId,
      reportId: report.reportId,
      markId: randomUUID(),
      target: { kind: 'file' as const, fileId: report.files[1]!.fileId },
      markedAt: markedAt.toISOString(),
      markedBy: { userId: org.ids.user, name: org.user.name },
      dueAt: minimisationDueAt(markedAt).toISOString(),
      deletedAt: null,
    };
    await transact(newMarkWrites((await getReportRecord(report.tenantId, report.reportId))!, overdue));
    const afterTerm = await unmark(overdue.markId);
    expect(afterTerm.status).toBe(409);
    expect(afterTerm.body.message).toBe(minimisationTexts.afterTerm);
    expect(await listMinimisationMarks(report.tenantId, report.reportId)).toHaveLength(2);
  });
});
