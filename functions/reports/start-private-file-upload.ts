import { startPrivateFileUpload } from '@shared/contracts/reports/start-private-file-upload.js';
import { staffFilesScanned } from '../lib/file-scan.js';
import { defineHandler } from '../lib/handler.js';
import { requireVisibleReport } from './report-access.js';
import { startReportFileUpload } from './report-file-upload.js';

export const handler = defineHandler(startPrivateFileUpload, async ({ params, body, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  return startReportFileUpload(
    { report, kind: 'private', uploaderId: caller.user.userId, scan: staffFilesScanned(caller.tenant) },
    body.size,
    body.scanned,
  );
});
