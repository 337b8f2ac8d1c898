import { completeReplyFileUpload } from '@shared/contracts/reports/complete-reply-file-upload.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { fileUploadTexts } from '@shared/messages/audit.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { staffFilesScanned } from '../lib/file-scan.js';
import { defineHandler } from '../lib/handler.js';
import { requireReplyableReport } from './reply-access.js';
import { completeReportFileUpload, reportFileView } from './report-file-upload.js';

/** The reply's attachment is checked and listed with the reply, with a log entry. */
export const handler = defineHandler(completeReplyFileUpload, async ({ params, body, caller, time }) => {
  const report = await requireReplyableReport(caller, params.reportId);
  const file = await completeReportFileUpload(
    {
      report,
      kind: 'reply',
      messageId: params.messageId,
      uploaderId: caller.user.userId,
      scan: staffFilesScanned(caller.tenant),
    },
    {
      fileId: params.fileId,
      name: body.name,
      scanKey: body.scanKey,
      log: logEntryWrite(
        { ...byStaff(caller), reportId: report.reportId },
        'report.reply.fileAdded',
        formatReporterIdentifier(report.identifier),
      ),
      infectedLog: (signature) =>
        logEntryWrite(
          { ...byStaff(caller), reportId: report.reportId },
          'file.infected',
          fileUploadTexts.reply(formatReporterIdentifier(report.identifier)),
          signature,
        ),
    },
    time,
  );
  return reportFileView(file);
});
