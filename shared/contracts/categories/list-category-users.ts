import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZCategoryId } from './schemas.js';

export const listCategoryUsers = defineContract({
  name: 'list-category-users',
  area: 'categories',
  method: 'GET',
  path: '/api/categories/{id}/users',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: 'Every staff user with whether they are assigned to the category and may answer.',
  params: ZCategoryId,
  response: z.object({
    users: z.array(
      z.object({
        userId: z.string(),
        name: z.string(),
        email: z.string(),
        type: z.number().int(),
        assigned: z.boolean(),
        canResponse: z.boolean(),
      }),
    ),
  }),
});
