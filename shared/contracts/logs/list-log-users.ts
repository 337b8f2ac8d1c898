import * as z from 'zod';
import { defineContract } from '../contract.js';

/** The user selector of 'Log systemowy': the organisation's staff users. */
export const listLogUsers = defineContract({
  name: 'list-log-users',
  area: 'logs',
  method: 'GET',
  path: '/api/logs/users',
  auth: { kind: 'staff', permission: 'systemLog' },
  summary: 'The staff users the system log can be narrowed to.',
  response: z.object({ users: z.array(z.object({ userId: z.string(), name: z.string() })) }),
});
