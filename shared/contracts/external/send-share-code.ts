import { defineContract, ZEmptyResponse } from '../contract.js';
import { ZShareParams } from './schemas.js';

/**
 * The spec's "generate e-mail code": a new single-use 8-character code, e-mailed to the address
 * the report was forwarded to (stored only as a hash, valid 15 minutes, replacing any earlier
 * one). Refused once the share expired or its downloads are used up; limited per share and client.
 */
export const sendShareCode = defineContract({
  name: 'send-share-code',
  area: 'external',
  method: 'POST',
  path: '/api/external/shares/{shareId}/code',
  auth: { kind: 'public' },
  summary: 'E-mail a new single-use download code to the authority the report was forwarded to.',
  params: ZShareParams,
  response: ZEmptyResponse,
});
