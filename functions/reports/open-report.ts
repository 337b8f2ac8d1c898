import { openReport } from '@shared/contracts/reports/open-report.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportState } from '@shared/domain/report.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { getReportRecord, openReportWrites, type ReportRecord } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { requireVisibleReport } from './report-access.js';

const answerOf = (report: Pick<ReportRecord, 'state' | 'acknowledgedAt'>) => ({
  state: report.state,
  acknowledgedAt: report.acknowledgedAt ?? null,
});

/**
 * 'View report' on a new report: it becomes open and its receipt is acknowledged to the reporter
 * (unless the automatic acknowledgement did so at receipt), with a log entry, in one transaction. Opening it again (or in parallel) writes nothing and
 * answers the report as it now is.
 */
export const handler = defineHandler(openReport, async ({ params, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  if (report.state !== reportState.new) return answerOf(report);
  const openedAt = new Date().toISOString();
  try {
    await transact([
      ...openReportWrites(report, openedAt),
      logEntryWrite(
        { ...byStaff(caller), reportId: report.reportId },
        // Acknowledged by the rule at receipt, opening it is no acknowledgement.
        report.acknowledgedAt ? 'report.opened.acknowledged' : 'report.opened',
        formatReporterIdentifier(report.identifier),
      ),
    ]);
  } catch (error) {
    const now = await getReportRecord(report.tenantId, report.reportId);
    if (now && now.state !== reportState.new) return answerOf(now);
    throw error;
  }
  return answerOf({ state: reportState.open, acknowledgedAt: report.acknowledgedAt ?? openedAt });
});
