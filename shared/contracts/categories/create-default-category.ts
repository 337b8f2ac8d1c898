import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZCategory } from './schemas.js';

export const createDefaultCategory = defineContract({
  name: 'create-default-category',
  area: 'categories',
  method: 'POST',
  path: '/api/default-categories/{kind}',
  auth: { kind: 'staff', permission: 'mainAdministrator' },
  summary: "Create 'Zgłoszenia wewnętrzne' or 'Zgłoszenia zewnętrzne' with its default form.",
  params: z.object({ kind: z.enum(['internal', 'external']) }),
  response: ZCategory,
});
