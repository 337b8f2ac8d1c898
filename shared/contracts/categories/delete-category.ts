import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZCategoryId } from './schemas.js';

export const deleteCategory = defineContract({
  name: 'delete-category',
  area: 'categories',
  method: 'DELETE',
  path: '/api/categories/{id}',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Delete a category and its attachments; the last category cannot be deleted.',
  params: ZCategoryId,
  response: ZEmptyResponse,
});
