import { setReportLegalHold } from '@shared/contracts/reports/set-report-legal-hold.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { legalHoldReasonLabel } from '@shared/messages/retention.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { setLegalHoldWrite } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { requireVisibleReport } from './report-access.js';

/** Sets or changes the legal hold; the same reason again writes nothing. */
export const handler = defineHandler(setReportLegalHold, async ({ params, body, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  if (report.legalHold?.reason === body.reason) return { legalHold: report.legalHold };
  const legalHold = { reason: body.reason, setAt: new Date().toISOString(), setByName: caller.user.name };
  await transact([
    setLegalHoldWrite(report, legalHold),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      'report.legalHold.set',
      formatReporterIdentifier(report.identifier),
      legalHoldReasonLabel[body.reason],
    ),
  ]);
  return { legalHold };
});
