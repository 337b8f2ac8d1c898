import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZShareParams } from './schemas.js';

/**
 * The download page's data (customerName, messageId, linkLifeTime, downloadCount, email): who shared, the report
 * number, the expiry, the downloads used of the limit and where the code goes. An expired share still answers (the
 * page says so) for a while; an unknown one is 404.
 */
export const getShare = defineContract({
  name: 'get-share',
  area: 'external',
  method: 'GET',
  path: '/api/external/shares/{shareId}',
  auth: { kind: 'public' },
  summary: 'What an external authority’s link shares: organisation, report number, expiry, downloads.',
  params: ZShareParams,
  response: z.object({
    organisationName: z.string(),
    identifier: z.string(),
    expiresAt: z.string(),
    /** Expired (or its bundle deleted): nothing can be downloaded any more. */
    expired: z.boolean(),
    downloadCount: z.number().int().min(0),
    downloadsMax: z.number().int().positive(),
    email: z.string(),
  }),
});
