import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZCategorySummary } from './schemas.js';

export const listCategories = defineContract({
  name: 'list-categories',
  area: 'categories',
  method: 'GET',
  path: '/api/categories',
  auth: { kind: 'staff' },
  summary: 'Categories of the organisation for the categories panel.',
  response: z.object({ categories: z.array(ZCategorySummary), isMainAdmin: z.boolean() }),
});
