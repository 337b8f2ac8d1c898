import { clearReportLegalHold } from '@shared/contracts/reports/clear-report-legal-hold.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { clearLegalHoldWrite } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { requireVisibleReport } from './report-access.js';

/** Lifts the legal hold; a report without one is answered as it is. */
export const handler = defineHandler(clearReportLegalHold, async ({ params, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  if (!report.legalHold) return { legalHold: null };
  await transact([
    clearLegalHoldWrite(report),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      'report.legalHold.cleared',
      formatReporterIdentifier(report.identifier),
    ),
  ]);
  return { legalHold: null };
});
