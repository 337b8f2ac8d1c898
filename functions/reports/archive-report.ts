import { archiveReport } from '@shared/contracts/reports/archive-report.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { canArchive, reportState } from '@shared/domain/report.js';
import { reportTexts } from '@shared/messages/reports.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { archivedDueWrite, getReplyNotice } from '../data/reply-notices.js';
import { archiveReportWrites } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict } from '../lib/http-error.js';
import { requireVisibleReport } from './report-access.js';

/**
 * ZARCHIWIZUJ: open → archived, with the counts and a log entry in one transaction; a report with
 * a notice of replies is marked due, so that the notifier job deletes the address after its last
 * notice (docs/security.md §6.7).
 */
export const handler = defineHandler(archiveReport, async ({ params, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  if (!canArchive(report.state)) {
    throw conflict(report.state === reportState.new ? reportTexts.archiveNew : reportTexts.alreadyArchived);
  }
  const archivedAt = new Date().toISOString();
  const identifier = formatReporterIdentifier(report.identifier);
  const notice = await getReplyNotice(report.tenantId, report.reportId);
  await transact([
    ...archiveReportWrites(report, archivedAt),
    ...(notice ? [archivedDueWrite(report.tenantId, report.reportId, archivedAt)] : []),
    logEntryWrite({ ...byStaff(caller), reportId: report.reportId }, 'report.archived', identifier),
  ]);
  return { archivedAt };
});
