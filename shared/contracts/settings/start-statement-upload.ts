import { defineContract } from '../contract.js';
import { ZStatementUpload, ZUploadSlot } from './schemas.js';

/** Save accessibility statement, step 1 (docs/features.md, "Limits and rules"): an HTML file of at most 5 MB. */
export const startStatementUpload = defineContract({
  name: 'start-statement-upload',
  area: 'settings',
  method: 'POST',
  path: '/api/settings/accessibility-statement/uploads',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Start uploading the accessibility statement: returns a presigned upload URL.',
  body: ZStatementUpload,
  response: ZUploadSlot,
});
