import { defineContract } from '../contract.js';
import { ZStoredFile, ZUploadParams } from './schemas.js';

/** Save logo, step 2: the server checks the stored object's size and PNG signature, then uses it. */
export const completeLogoUpload = defineContract({
  name: 'complete-logo-upload',
  area: 'settings',
  method: 'POST',
  path: '/api/settings/logo/uploads/{fileId}/complete',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Finish a logo upload after checking its size and that it is a PNG; replaces the logo.',
  params: ZUploadParams,
  response: ZStoredFile,
});
