import { completeReplyFileUpload } from '@shared/contracts/index.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { defineHandler } from '../lib/handler.js';
import { requireReplyableReport } from './reply-access.js';
import { completeReportFileUpload, reportFileView } from './report-file-upload.js';

/** The reply's attachment is checked and listed with the reply, with a log entry. */
export const handler = defineHandler(completeReplyFileUpload, async ({ params, body, caller }) => {
  const report = await requireReplyableReport(caller, params.reportId);
  const file = await completeReportFileUpload(
    { report, kind: 'reply', messageId: params.messageId, uploaderId: caller.user.userId },
    {
      fileId: params.fileId,
      name: body.name,
      log: logEntryWrite({ ...byStaff(caller), reportId: report.reportId }, 'report.reply.fileAdded', formatReporterIdentifier(report.identifier)),
    },
  );
  return reportFileView(file);
});
