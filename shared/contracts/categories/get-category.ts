import { defineContract } from '../contract.js';
import { ZCategory, ZCategoryId } from './schemas.js';

export const getCategory = defineContract({
  name: 'get-category',
  area: 'categories',
  method: 'GET',
  path: '/api/categories/{id}',
  auth: { kind: 'staff' },
  summary: 'One category with its form elements (for editing).',
  params: ZCategoryId,
  response: ZCategory,
});
