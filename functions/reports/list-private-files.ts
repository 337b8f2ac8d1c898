import { listPrivateFiles } from '@shared/contracts/reports/list-private-files.js';
import { listReportFiles } from '../data/report-files.js';
import { defineHandler } from '../lib/handler.js';
import { requireVisibleReport } from './report-access.js';
import { reportFileView } from './report-file-upload.js';

export const handler = defineHandler(listPrivateFiles, async ({ params, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  const files = await listReportFiles(report.tenantId, report.reportId, { kind: 'private' });
  return { files: files.map(reportFileView) };
});
