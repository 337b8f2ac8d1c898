import { defineContract } from '../contract.js';
import { ZCategory, ZCategoryId, ZCategoryInput } from './schemas.js';

export const updateCategory = defineContract({
  name: 'update-category',
  area: 'categories',
  method: 'PUT',
  path: '/api/categories/{id}',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Edit a category and its form elements (main administrator).',
  params: ZCategoryId,
  body: ZCategoryInput,
  response: ZCategory,
  maxBodyBytes: 128 * 1024,
});
