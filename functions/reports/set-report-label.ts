import { setReportLabel } from '@shared/contracts/reports/set-report-label.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportTexts } from '@shared/messages/reports.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { labelVersionOf, setReportLabelWrites } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict } from '../lib/http-error.js';
import { requireVisibleReport } from './report-access.js';

/**
 * Etykieta: set, changed or removed by administrators and users of the report's category (an
 * auditor is refused by the contract, another category's report is a 404). The change is made on
 * the version the caller saw: if someone changed the label meanwhile, 409 and nothing is written.
 * The label and a log entry (which says a label was set or removed, never its text) in one transaction.
 */
export const handler = defineHandler(setReportLabel, async ({ params, body, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  const version = labelVersionOf(report);
  if (body.labelVersion !== version) throw conflict(reportTexts.labelChangedMeanwhile);
  if (body.label === null && report.label === null) return { label: null, labelVersion: version };
  await transact([
    ...setReportLabelWrites(report, body.label),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      body.label ? 'report.label.set' : 'report.label.removed',
      formatReporterIdentifier(report.identifier),
    ),
  ]);
  return { label: body.label, labelVersion: version + 1 };
});
