import * as z from 'zod/mini';
import { defineContract } from '../contract.js';
// zod's mini build: the public form's contracts (public-schemas.ts).
import { ZFormParams } from './public-schemas.js';

/**
 * Download accessibility statement (form): a short-lived address that answers only as
 * a download (the organisation's HTML is never rendered by the site); 404 when there is none.
 */
export const downloadPublicStatement = defineContract({
  name: 'download-public-statement',
  area: 'form',
  method: 'GET',
  path: '/api/public/forms/{alias}/accessibility-statement',
  auth: { kind: 'public' },
  summary: "A short-lived download URL of the organisation's accessibility statement.",
  params: ZFormParams,
  response: z.object({ url: z.string() }),
});
