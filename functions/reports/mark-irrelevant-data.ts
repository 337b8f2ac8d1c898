import { markIrrelevantData } from '@shared/contracts/reports/mark-irrelevant-data.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import {
  isPending,
  minimisationDueAt,
  minimisationLimits,
  removedPlaces,
  REMOVED_TEXT,
  marksOfField,
  type MinimisationTarget,
} from '@shared/domain/minimisation.js';
import { minimisationTexts as t } from '@shared/messages/minimisation.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import {
  listMinimisationMarks,
  markView,
  minimisationVersionOf,
  newMarkWrites,
  type MinimisationMarkRecord,
} from '../data/report-minimisations.js';
import type { ReportRecord } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-error.js';
import { isMarkableField, markSubject, polishDateText } from './minimisation-rules.js';
import { mayRespondIn, requireVisibleReport } from './report-access.js';

/** AES-GCM's tag: a ciphertext's plaintext is this many bytes shorter. */
const GCM_TAG_BYTES = 16;

/**
 * The most UTF-16 units the field's text can have once its pending marks are swapped in: its
 * plaintext's bytes (a UTF-16 unit is never fewer bytes in UTF-8) and `REMOVED_TEXT` for each.
 * The server cannot read the text; a range past this is past the text for certain.
 */
function longestText(report: ReportRecord, fieldId: string, pendingCount: number): number {
  const value = report.fields.find((field) => field.fieldId === fieldId)?.value;
  const bytes = value ? Math.floor((value.ct.length * 3) / 4) - GCM_TAG_BYTES : 0;
  return bytes + pendingCount * REMOVED_TEXT.length;
}

/** Why this target cannot be marked now (a Polish 4xx), or nothing. */
function refusal(
  report: ReportRecord,
  target: MinimisationTarget,
  hasReplacement: boolean,
  marks: readonly MinimisationMarkRecord[],
) {
  if (marks.length >= minimisationLimits.maxMarks) return badRequest(t.problem.tooMany);
  if (target.kind === 'reporter') return badRequest(t.registerData);
  if (target.kind === 'file') {
    if (!report.files.some((file) => file.fileId === target.fileId)) return notFound(t.unknownFile);
    if (hasReplacement) return badRequest(t.replacementForFile);
    const marked = marks.some((mark) => mark.target.kind === 'file' && mark.target.fileId === target.fileId);
    return marked ? conflict(t.fileMarked) : null;
  }
  if (!report.fields.some((field) => field.fieldId === target.fieldId)) return notFound(t.unknownField);
  if (!isMarkableField(report, target.fieldId)) return badRequest(t.notTextField);
  if (!hasReplacement) return badRequest(t.replacementMissing);
  if (target.start >= target.end) return badRequest(t.problem.empty);
  const pending = marksOfField(marks, target.fieldId)
    .filter(isPendingRecord)
    .map((mark) => mark.target);
  if (target.end > longestText(report, target.fieldId, pending.length)) return badRequest(t.problem.outOfRange);
  const overlaps = removedPlaces(pending).some((place) => place.start < target.end && target.start < place.end);
  return overlaps ? badRequest(t.problem.overlaps) : null;
}

const isPendingRecord = (mark: MinimisationMarkRecord) => isPending(mark);

/**
 * 'Nieistotne dla sprawy' (issue #35): administrators and users who may reply in the report's
 * category mark a passage, a field or a file, on the version they saw (changed meanwhile: 409,
 * nothing written). The mark, its term and a log entry naming what (never the data) in one
 * transaction; the deletion job carries it out at the term.
 */
export const handler = defineHandler(markIrrelevantData, async ({ params, body, caller }) => {
  const { report, visibility } = await requireVisibleReport(caller, params.reportId);
  const category = visibility.categories.find((candidate) => candidate.categoryId === report.categoryId);
  if (!mayRespondIn(caller.user, category)) throw forbidden(t.forbidden);
  if (body.target.kind === 'reporter') throw badRequest(t.registerData);
  const version = minimisationVersionOf(report);
  if (body.minimisationVersion !== version) throw conflict(t.changedMeanwhile);
  const marks = await listMinimisationMarks(report.tenantId, report.reportId);
  const refused = refusal(report, body.target, body.replacement !== null, marks);
  if (refused) throw refused;
  const markedAt = new Date();
  const mark: MinimisationMarkRecord = {
    tenantId: report.tenantId,
    reportId: report.reportId,
    markId: body.markId,
    target: body.target,
    ...(body.replacement ? { replacement: body.replacement } : {}),
    markedAt: markedAt.toISOString(),
    markedBy: { userId: caller.user.userId, name: caller.user.name },
    dueAt: minimisationDueAt(markedAt).toISOString(),
    deletedAt: null,
  };
  await transact([
    ...newMarkWrites(report, mark),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      'report.minimisation.marked',
      formatReporterIdentifier(report.identifier),
      markSubject(report, mark.target),
      polishDateText(mark.dueAt),
    ),
  ]);
  return { mark: markView(mark), minimisationVersion: version + 1 };
});
