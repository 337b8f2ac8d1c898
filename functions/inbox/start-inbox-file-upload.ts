import { startInboxFileUpload } from '@shared/contracts/inbox/start-inbox-file-upload.js';
import { reporterFilesScanned } from '../lib/file-scan.js';
import { defineHandler } from '../lib/handler.js';
import { requireMessage } from '../reports/conversation.js';
import { startReportFileUpload } from '../reports/report-file-upload.js';
import { requireInboxReport, requireWritable } from './inbox-access.js';

/** An attachment of the reporter's own message, while the case is open and the licence active. */
export const handler = defineHandler(startInboxFileUpload, async ({ params, body, caller }) => {
  const { report, tenant } = await requireInboxReport(caller);
  requireWritable(report, tenant);
  await requireMessage(report, params.messageId, 'reporter');
  return startReportFileUpload(
    { report, kind: 'reporter', messageId: params.messageId, uploaderId: null, scan: reporterFilesScanned(tenant) },
    body.size,
    body.scanned,
  );
});
