import * as z from 'zod';
import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZCategoryId } from './schemas.js';

export const setCategoryUsers = defineContract({
  name: 'set-category-users',
  area: 'categories',
  method: 'PUT',
  path: '/api/categories/{id}/users',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Assign users to the category; canResponse only for assigned users.',
  params: ZCategoryId,
  body: z.strictObject({
    users: z.array(z.strictObject({ userId: z.string().min(1).max(64), canResponse: z.boolean() })).max(500),
  }),
  response: ZEmptyResponse,
});
