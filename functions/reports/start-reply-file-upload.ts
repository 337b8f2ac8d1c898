import { startReplyFileUpload } from '@shared/contracts/reports/start-reply-file-upload.js';
import { staffFilesScanned } from '../lib/file-scan.js';
import { defineHandler } from '../lib/handler.js';
import { requireMessage } from './conversation.js';
import { requireReplyableReport } from './reply-access.js';
import { startReportFileUpload } from './report-file-upload.js';

/** An attachment of the caller's own reply, while they may still reply to the report. */
export const handler = defineHandler(startReplyFileUpload, async ({ params, body, caller }) => {
  const report = await requireReplyableReport(caller, params.reportId);
  await requireMessage(report, params.messageId, 'staff', caller.user.userId);
  return startReportFileUpload(
    {
      report,
      kind: 'reply',
      messageId: params.messageId,
      uploaderId: caller.user.userId,
      scan: staffFilesScanned(caller.tenant),
    },
    body.size,
    body.scanned,
  );
});
