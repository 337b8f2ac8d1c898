import { defineContract } from '../contract.js';
import { ZLogoUpload, ZUploadSlot } from './schemas.js';

/**
 * Save logo, step 1 (docs/features.md, "Limits and rules"): a presigned PUT for exactly `size` bytes (PNG, at most 5
 * MB).
 */
export const startLogoUpload = defineContract({
  name: 'start-logo-upload',
  area: 'settings',
  method: 'POST',
  path: '/api/settings/logo/uploads',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: "Start uploading the organisation's logo: returns a presigned upload URL.",
  body: ZLogoUpload,
  response: ZUploadSlot,
});
