import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZReportFileParams } from './schemas.js';

/**
 * Any file of a report the caller sees (sent with the report, private, a reply's, a reporter
 * message's): a short-lived URL of its ciphertext, which the browser decrypts with the report key.
 */
export const downloadReportFile = defineContract({
  name: 'download-report-file',
  area: 'reports',
  method: 'GET',
  path: '/api/reports/{reportId}/files/{fileId}',
  auth: { kind: 'staff' },
  summary: "A short-lived download URL of a report file's ciphertext.",
  params: ZReportFileParams,
  response: z.object({ url: z.string() }),
});
