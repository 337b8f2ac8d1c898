import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZReportParams, ZStaffMessage } from './schemas.js';

/**
 * The conversation with the reporter, oldest first. Reading it
 * takes the report out of 'Wiadomości' (an auditor's reading does not: they handle nothing).
 */
export const listReportMessages = defineContract({
  name: 'list-report-messages',
  area: 'reports',
  method: 'GET',
  path: '/api/reports/{reportId}/messages',
  auth: { kind: 'staff' },
  summary: "A report's conversation with the reporter (ciphertext under the report key).",
  params: ZReportParams,
  response: z.object({ messages: z.array(ZStaffMessage) }),
});
