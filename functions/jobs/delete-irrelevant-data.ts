import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { isPending, marksOfField } from '@shared/domain/minimisation.js';
import { deleteObjectForGood } from '../adapters/s3.js';
import { bySystem, logEntryWrite } from '../data/audit-log.js';
import {
  deletedMarkWrites,
  listDueMinimisations,
  listMinimisationMarks,
  staleDueWrite,
  type MinimisationDueRecord,
  type MinimisationMarkRecord,
} from '../data/report-minimisations.js';
import { getReportRecord, type ReportRecord } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { log } from '../lib/logger.js';
import { messageOf } from '../lib/message-of.js';
import { organisationWorker } from '../lib/organisation-jobs.js';
import { markSubject, polishDateText } from '../reports/minimisation-rules.js';

/** What the report's item changes to once the mark is carried out (its file's objects already gone). */
async function reportChange(report: ReportRecord, mark: MinimisationMarkRecord, marks: MinimisationMarkRecord[]) {
  const target = mark.target;
  if (target.kind === 'field') {
    // A field's marks are swapped in the order they were made: each replacement builds on the one before.
    const earlier = marksOfField(marks, target.fieldId).filter((other) => other.markedAt < mark.markedAt);
    if (earlier.some((other) => isPending(other))) throw new Error('an earlier mark of the field is not deleted yet');
    const index = report.fields.findIndex((field) => field.fieldId === target.fieldId);
    if (index < 0 || !mark.replacement) throw new Error('the field or its replacement is missing');
    return {
      set: `#fields[${index}].#value = :replacement`,
      names: { '#fields': 'fields', '#value': 'value' },
      values: { ':replacement': mark.replacement },
    };
  }
  if (target.kind !== 'file') throw new Error('the reporter’s data is never deleted as irrelevant');
  const index = report.files.findIndex((file) => file.fileId === target.fileId);
  if (index < 0) return { set: '#files = #files', names: { '#files': 'files' }, values: {} };
  await deleteObjectForGood(report.files[index]!.s3Key);
  const hasAttachments = report.files.length > 1;
  return {
    set: `#hasAttachments = :hasAttachments REMOVE #files[${index}]`,
    names: { '#files': 'files', '#hasAttachments': 'hasAttachments' },
    values: { ':hasAttachments': hasAttachments },
    hasAttachments,
  };
}

/** One due mark carried out, logged by 'System' with what and who marked it (never the data). */
async function carryOut(due: MinimisationDueRecord, at: string): Promise<'deleted' | 'stale'> {
  const [report, marks] = await Promise.all([
    getReportRecord(due.tenantId, due.reportId),
    listMinimisationMarks(due.tenantId, due.reportId),
  ]);
  const mark = marks.find((candidate) => candidate.markId === due.markId);
  if (!report || !mark || !isPending(mark)) {
    await transact([staleDueWrite(due)]);
    return 'stale';
  }
  const change = await reportChange(report, mark, marks);
  await transact([
    ...deletedMarkWrites(report, mark, change, at),
    logEntryWrite(
      bySystem(due.tenantId, due.reportId),
      'report.minimisation.deleted',
      formatReporterIdentifier(report.identifier),
      markSubject(report, mark.target),
      mark.markedBy.name,
      polishDateText(mark.markedAt),
    ),
  ]);
  return 'deleted';
}

/**
 * 'Nieistotne dla sprawy' at its term (issue #35), for one organisation: each mark due at `now` is
 * carried out for good. A field's replacement (encrypted in the browser when it was marked) takes
 * the place of its ciphertext; a file's objects go in every version, in the replica too, and it
 * leaves the report's files. Each in one transaction on the report's version with its log entry,
 * so a mark made or taken back meanwhile makes it fail whole and the next run does it. A failure
 * is logged and leaves that mark due, never the others. Safe to repeat: what is done is no longer due.
 */
export async function organisationJob(tenantId: string, now: Date): Promise<{ deleted: number; failed: number }> {
  const at = now.toISOString();
  const totals = { deleted: 0, failed: 0 };
  for (const due of await listDueMinimisations(tenantId, at)) {
    try {
      if ((await carryOut(due, at)) === 'deleted') totals.deleted += 1;
    } catch (error) {
      totals.failed += 1;
      log.error('irrelevant data not deleted', { reportId: due.reportId, markId: due.markId, error: messageOf(error) });
    }
  }
  return totals;
}

/** The worker: one organisation per message of the job's queue (functions/lib/organisation-jobs.ts). */
export const handler = organisationWorker(organisationJob);
