import { deleteReport } from '@shared/contracts/reports/delete-report.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportState } from '@shared/domain/report.js';
import { reportTexts } from '@shared/messages/reports.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { deleteReportWrites, getReportPurge } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict } from '../lib/http-error.js';
import { log } from '../lib/logger.js';
import { purgeReport } from './purge-report.js';
import { requireVisibleReport } from './report-access.js';
import { messageOf } from '../lib/message-of.js';

/**
 * USUŃ, for good. One transaction takes the report out of every list and count, drops its
 * identifier and leaves a purge marker; the purge then removes its files (every version) and
 * child items. A repeated request of a report still being purged finishes the purge.
 */
export const handler = defineHandler(deleteReport, async ({ params, caller }) => {
  const tenantId = caller.tenant.tenantId;
  const pending = await getReportPurge(tenantId, params.reportId);
  if (pending) {
    await purgeReport(pending);
    return { ok: true as const };
  }
  const { report } = await requireVisibleReport(caller, params.reportId);
  if (report.state !== reportState.archived) throw conflict(reportTexts.deleteNotArchived);
  if (report.legalHold) throw conflict(reportTexts.deleteHeld);
  const deletedAt = new Date().toISOString();
  await transact([
    ...deleteReportWrites(report, deletedAt),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      'report.deleted',
      formatReporterIdentifier(report.identifier),
    ),
  ]);
  try {
    await purgeReport({ tenantId, reportId: report.reportId });
  } catch (error) {
    // The report is already gone from every list; the purge job finishes what is left.
    log.error('report purge interrupted', {
      reportId: report.reportId,
      error: messageOf(error),
    });
  }
  return { ok: true as const };
});
