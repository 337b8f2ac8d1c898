import { unmarkIrrelevantData } from '@shared/contracts/reports/unmark-irrelevant-data.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { isPending, marksOfField, mayUnmark } from '@shared/domain/minimisation.js';
import { minimisationTexts as t } from '@shared/messages/minimisation.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { listMinimisationMarks, minimisationVersionOf, unmarkWrites } from '../data/report-minimisations.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict, forbidden, notFound } from '../lib/http-error.js';
import { markSubject } from './minimisation-rules.js';
import { mayRespondIn, requireVisibleReport } from './report-access.js';

/**
 * A mark 'Nieistotne dla sprawy' taken back before its term (issue #35), by those who may mark:
 * the mark and its term go, logged. After the term, or once deleted, 409: the data is gone. A
 * field's later pending mark holds this one's passage removed too, so it is taken back first.
 */
export const handler = defineHandler(unmarkIrrelevantData, async ({ params, caller }) => {
  const { report, visibility } = await requireVisibleReport(caller, params.reportId);
  const category = visibility.categories.find((candidate) => candidate.categoryId === report.categoryId);
  if (!mayRespondIn(caller.user, category)) throw forbidden(t.forbidden);
  const marks = await listMinimisationMarks(report.tenantId, report.reportId);
  const mark = marks.find((candidate) => candidate.markId === params.markId);
  if (!mark) throw notFound(t.markNotFound);
  const now = new Date();
  if (!mayUnmark(mark, now)) throw conflict(t.afterTerm);
  if (mark.target.kind === 'field') {
    const ofField = marksOfField(marks, mark.target.fieldId).filter((other) => isPending(other));
    if (ofField.at(-1)?.markId !== mark.markId) throw conflict(t.notLatest);
  }
  await transact([
    ...unmarkWrites(report, mark, now.toISOString()),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      'report.minimisation.unmarked',
      formatReporterIdentifier(report.identifier),
      markSubject(report, mark.target),
    ),
  ]);
  return { minimisationVersion: minimisationVersionOf(report) + 1 };
});
