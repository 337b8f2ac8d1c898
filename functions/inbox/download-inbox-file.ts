import { downloadInboxFile } from '@shared/contracts/inbox/download-inbox-file.js';
import { defineHandler } from '../lib/handler.js';
import { reportFileDownloadUrl, requireReadyReportFile } from '../reports/report-file-upload.js';
import { requireInboxReport } from './inbox-access.js';

/**
 * A download URL of a file the reporter may see: an attachment of their report, of a staff
 * reply or of their own message — never a staff-only (private) file. Any other id is a 404.
 */
export const handler = defineHandler(downloadInboxFile, async ({ params, caller }) => {
  const { report } = await requireInboxReport(caller);
  const submitted = report.files.find((file) => file.fileId === params.fileId);
  const s3Key = submitted?.s3Key ?? (await requireReadyReportFile(report, params.fileId, ['reply', 'reporter'])).s3Key;
  return { url: await reportFileDownloadUrl(s3Key) };
});
