import { defineContract } from '../contract.js';
import { ZMessageParams, ZStartReportFileUpload, ZStartedReportFileUpload } from './schemas.js';

/**
 * An attachment of a staff reply, step 1 (after the reply was sent): a presigned
 * PUT of exactly `size` bytes for the file encrypted with the report key. The reporter sees it.
 * Only the reply's author, while the report is open.
 */
export const startReplyFileUpload = defineContract({
  name: 'start-reply-file-upload',
  area: 'reports',
  method: 'POST',
  path: '/api/reports/{reportId}/messages/{messageId}/files',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Start uploading an attachment of a staff reply (the reporter sees it).',
  params: ZMessageParams,
  body: ZStartReportFileUpload,
  response: ZStartedReportFileUpload,
});
