import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZShareCode, ZShareParams } from './schemas.js';

/**
 * The spec's "download external files" (messageId, code → zip): uses the code up, counts the
 * download and answers a short-lived URL of the zip. Refused (403, the spec's text) for a wrong or
 * used code, a used-up limit or an expired share; wrong codes are limited per share and client.
 */
export const downloadShare = defineContract({
  name: 'download-share',
  area: 'external',
  method: 'POST',
  path: '/api/external/shares/{shareId}/download',
  auth: { kind: 'public' },
  summary: 'Download the forwarded bundle with the e-mailed code: a short-lived URL of the zip.',
  params: ZShareParams,
  body: z.strictObject({ code: ZShareCode }),
  response: z.object({ url: z.string(), downloadCount: z.number().int().min(1) }),
});
