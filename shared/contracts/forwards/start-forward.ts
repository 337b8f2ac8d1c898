import { defineContract } from '../contract.js';
import { ZReportParams } from '../reports/schemas.js';
import { ZStartForward, ZStartedForward } from './schemas.js';

/**
 * Forwarding, step 1 (the send modal): checks the message and the bundle's size and
 * hands out a presigned PUT of exactly that many bytes for the zip the browser built (the report
 * PDF and the chosen decrypted files: it leaves end-to-end encryption).
 */
export const startForward = defineContract({
  name: 'start-forward',
  area: 'forwards',
  method: 'POST',
  path: '/api/reports/{reportId}/forwards',
  auth: { kind: 'staff', permission: 'canExternalSend' },
  summary: 'Start forwarding a report to an external authority: returns a presigned upload URL for the bundle.',
  params: ZReportParams,
  body: ZStartForward,
  response: ZStartedForward,
});
