import { deletePrivateFile } from '@shared/contracts/reports/delete-private-file.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { defineHandler } from '../lib/handler.js';
import { requireVisibleReport } from './report-access.js';
import { removeReportFile, requireReadyReportFile } from './report-file-upload.js';

/** Any staff member who sees the report (and may write) removes a private file for good. */
export const handler = defineHandler(deletePrivateFile, async ({ params, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  const file = await requireReadyReportFile(report, params.fileId, ['private']);
  await removeReportFile(
    file,
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      'report.privateFile.deleted',
      formatReporterIdentifier(report.identifier),
    ),
  );
  return { ok: true as const };
});
