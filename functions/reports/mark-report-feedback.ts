import { markReportFeedback } from '@shared/contracts/reports/mark-report-feedback.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { getReportRecord, isFirstFeedbackRace, markFeedbackWrites } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { requireReplyableReport } from './reply-access.js';

/**
 * Feedback given elsewhere, marked by someone who may reply (the same rights as a reply: a closed
 * report takes none). Marking it again, or after a reply, writes nothing.
 */
export const handler = defineHandler(markReportFeedback, async ({ params, caller }) => {
  const report = await requireReplyableReport(caller, params.reportId);
  if (report.feedbackAt) return { feedbackAt: report.feedbackAt };
  const givenAt = new Date().toISOString();
  await transact([
    ...markFeedbackWrites(report, givenAt),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      'report.feedback.marked',
      formatReporterIdentifier(report.identifier),
    ),
  ]).catch((error: unknown) => {
    // A reply (or another mark) was the first feedback a moment earlier: nothing to mark.
    if (!isFirstFeedbackRace(error)) throw error;
  });
  const stored = await getReportRecord(report.tenantId, report.reportId);
  return { feedbackAt: stored?.feedbackAt ?? givenAt };
});
