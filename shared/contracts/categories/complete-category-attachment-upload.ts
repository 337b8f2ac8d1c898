import { defineContract } from '../contract.js';
import { ZAttachmentParams, ZCategoryAttachment } from './schemas.js';

/** Step 2: the server checks the stored object's size and leading bytes, then lists it. */
export const completeCategoryAttachmentUpload = defineContract({
  name: 'complete-category-attachment-upload',
  area: 'categories',
  method: 'POST',
  path: '/api/categories/{id}/attachments/{fileId}/complete',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Finish an upload after checking size and file type; counts the attachment.',
  params: ZAttachmentParams,
  response: ZCategoryAttachment,
});
