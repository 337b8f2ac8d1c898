import { defineContract } from '../contract.js';
import { ZCategory, ZCategoryInput } from './schemas.js';

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
