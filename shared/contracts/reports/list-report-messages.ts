import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZAutomaticAcknowledgement, ZReportParams, ZStaffMessage } from './schemas.js';

/**
 * The conversation with the reporter, oldest first, after the automatic acknowledgement if the rule
 * gave one ('Automatyczne potwierdzenie'). Reading it
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
  response: z.object({ messages: z.array(ZStaffMessage), automaticAcknowledgement: ZAutomaticAcknowledgement }),
});
