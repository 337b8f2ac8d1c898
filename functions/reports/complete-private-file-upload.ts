import { completePrivateFileUpload } from '@shared/contracts/index.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { defineHandler } from '../lib/handler.js';
import { requireVisibleReport } from './report-access.js';
import { completeReportFileUpload, reportFileView } from './report-file-upload.js';

export const handler = defineHandler(completePrivateFileUpload, async ({ params, body, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  const file = await completeReportFileUpload(
    { report, kind: 'private', uploaderId: caller.user.userId },
    {
      fileId: params.fileId,
      name: body.name,
      log: logEntryWrite({ ...byStaff(caller), reportId: report.reportId }, 'report.privateFile.added', formatReporterIdentifier(report.identifier)),
    },
  );
  return reportFileView(file);
});
