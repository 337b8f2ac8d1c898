import { defineContract } from '../contract.js';
import { ZReportParams, ZStartReportFileUpload, ZStartedReportFileUpload } from './schemas.js';

/**
 * Private attachments (staff only), step 1: a presigned PUT of exactly `size` bytes for the file
 * the browser encrypts with the report key (`fileContext(report, fileId)`).
 */
export const startPrivateFileUpload = defineContract({
  name: 'start-private-file-upload',
  area: 'reports',
  method: 'POST',
  path: '/api/reports/{reportId}/private-files',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Start uploading a private (staff only) file of a report: returns a presigned upload URL.',
  params: ZReportParams,
  body: ZStartReportFileUpload,
  response: ZStartedReportFileUpload,
});
