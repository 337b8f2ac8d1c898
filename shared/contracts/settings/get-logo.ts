import * as z from 'zod';
import { defineContract } from '../contract.js';

/** The logo for Settings' card: a short-lived address of the PNG (404 when there is none). */
export const getLogo = defineContract({
  name: 'get-logo',
  area: 'settings',
  method: 'GET',
  path: '/api/settings/logo',
  auth: { kind: 'staff' },
  summary: "A short-lived URL of the organisation's logo.",
  response: z.object({ url: z.string() }),
});
