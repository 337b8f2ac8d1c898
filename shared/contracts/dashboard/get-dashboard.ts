import * as z from 'zod';
import { defineContract } from '../contract.js';

/**
 * Panel główny: the organisation's name and the counts of the reports the caller may see
 * (administrators: all; users and auditors: their categories' reports).
 */
export const getDashboard = defineContract({
  name: 'get-dashboard',
  area: 'dashboard',
  method: 'GET',
  path: '/api/dashboard',
  auth: { kind: 'staff' },
  summary: 'Organisation name and report counts for the dashboard.',
  response: z.object({
    organisationName: z.string(),
    counts: z.object({
      new: z.number().int(),
      open: z.number().int(),
      archived: z.number().int(),
      staffUsers: z.number().int(),
    }),
  }),
});
