import { completePrivateFileUpload } from '@shared/contracts/reports/complete-private-file-upload.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { fileUploadTexts } from '@shared/messages/audit.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { staffFilesScanned } from '../lib/file-scan.js';
import { defineHandler } from '../lib/handler.js';
import { requireVisibleReport } from './report-access.js';
import { completeReportFileUpload, reportFileView } from './report-file-upload.js';

export const handler = defineHandler(completePrivateFileUpload, async ({ params, body, caller, time }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  const file = await completeReportFileUpload(
    { report, kind: 'private', uploaderId: caller.user.userId, scan: staffFilesScanned(caller.tenant) },
    {
      fileId: params.fileId,
      name: body.name,
      scanKey: body.scanKey,
      log: logEntryWrite(
        { ...byStaff(caller), reportId: report.reportId },
        'report.privateFile.added',
        formatReporterIdentifier(report.identifier),
      ),
      infectedLog: (signature) =>
        logEntryWrite(
          { ...byStaff(caller), reportId: report.reportId },
          'file.infected',
          fileUploadTexts.privateFile(formatReporterIdentifier(report.identifier)),
          signature,
        ),
    },
    time,
  );
  return reportFileView(file);
});
