import * as z from 'zod';
import { defineContract } from '../contract.js';

export const health = defineContract({
  name: 'health',
  area: 'system',
  method: 'GET',
  path: '/api/health',
  auth: { kind: 'public' },
  summary: 'Liveness and readiness: the table and the files bucket are reachable.',
  response: z.object({ ok: z.literal(true) }),
});
