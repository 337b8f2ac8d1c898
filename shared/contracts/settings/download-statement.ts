import * as z from 'zod';
import { defineContract } from '../contract.js';

/**
 * Download accessibility statement (by id): a short-lived address that always answers
 * as a download, never as a page (the HTML is the organisation's, not ours to render).
 */
export const downloadStatement = defineContract({
  name: 'download-statement',
  area: 'settings',
  method: 'GET',
  path: '/api/settings/accessibility-statement',
  auth: { kind: 'staff' },
  summary: 'A short-lived download URL of the accessibility statement.',
  response: z.object({ url: z.string() }),
});
