import { defineContract } from '../contract.js';
import { ZCategory, ZCategoryId, ZCategoryInput } from './schemas.js';

export const createCategory = defineContract({
  name: 'create-category',
  area: 'categories',
  method: 'POST',
  path: '/api/categories',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Add a category with its form elements (main administrator).',
  body: ZCategoryInput,
  response: ZCategory,
  maxBodyBytes: 128 * 1024,
});

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
