import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZAttachmentParams } from './schemas.js';

export const deleteCategoryAttachment = defineContract({
  name: 'delete-category-attachment',
  area: 'categories',
  method: 'DELETE',
  path: '/api/categories/{id}/attachments/{fileId}',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Delete an attachment and its stored file.',
  params: ZAttachmentParams,
  response: ZEmptyResponse,
});
