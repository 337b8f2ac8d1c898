import { downloadReportFile } from '@shared/contracts/reports/download-report-file.js';
import { defineHandler } from '../lib/handler.js';
import { requireVisibleReport } from './report-access.js';
import { reportFileDownloadUrl, requireReadyReportFile } from './report-file-upload.js';

/** A file sent with the report, or one added later (of any kind): staff who see the report read them all. */
export const handler = defineHandler(downloadReportFile, async ({ params, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  const submitted = report.files.find((file) => file.fileId === params.fileId);
  const s3Key =
    submitted?.s3Key ?? (await requireReadyReportFile(report, params.fileId, ['private', 'reply', 'reporter'])).s3Key;
  return { url: await reportFileDownloadUrl(s3Key) };
});
