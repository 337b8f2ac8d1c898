import { defineContract } from '../contract.js';
import { ZCompleteReportFileUpload, ZMessageFileParams, ZReportFile } from './schemas.js';

/** An attachment of a staff reply, step 3: checked, listed with the reply and logged. */
export const completeReplyFileUpload = defineContract({
  name: 'complete-reply-file-upload',
  area: 'reports',
  method: 'POST',
  path: '/api/reports/{reportId}/messages/{messageId}/files/{fileId}/complete',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Finish uploading an attachment of a staff reply; a repeat answers the same.',
  params: ZMessageFileParams,
  body: ZCompleteReportFileUpload,
  response: ZReportFile,
});
