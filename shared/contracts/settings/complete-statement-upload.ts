import { defineContract } from '../contract.js';
import { ZStoredFile, ZUploadParams } from './schemas.js';

/** Save accessibility statement, step 2: the server checks size and that it is HTML, then uses it. */
export const completeStatementUpload = defineContract({
  name: 'complete-statement-upload',
  area: 'settings',
  method: 'POST',
  path: '/api/settings/accessibility-statement/uploads/{fileId}/complete',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Finish a statement upload after checking its size and that it is HTML; replaces the statement.',
  params: ZUploadParams,
  response: ZStoredFile,
});
