import { defineContract } from '../contract.js';
import { ZCompleteReportFileUpload, ZReportFile, ZReportFileParams } from './schemas.js';

/** Private attachments, step 3: the server checks the stored ciphertext, then lists the file and logs it. */
export const completePrivateFileUpload = defineContract({
  name: 'complete-private-file-upload',
  area: 'reports',
  method: 'POST',
  path: '/api/reports/{reportId}/private-files/{fileId}/complete',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Finish a private file upload after checking its size and header; a repeat answers the same.',
  params: ZReportFileParams,
  body: ZCompleteReportFileUpload,
  response: ZReportFile,
});
