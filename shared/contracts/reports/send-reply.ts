import { defineContract } from '../contract.js';
import { ZNewReply, ZReportParams, ZStaffMessage } from './schemas.js';

/**
 * A reply to the reporter: encrypted in the browser under the report
 * key K, so the reporter can read it. Only with canResponse for the report's category, never on
 * a closed report; its attachments are uploaded after it (kind `reply`, naming the message).
 * `feedback`: staff mark the reply as the feedback (the first marked one meets the 3-month term).
 */
export const sendReply = defineContract({
  name: 'send-reply',
  area: 'reports',
  method: 'POST',
  path: '/api/reports/{reportId}/messages',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Send a reply to the reporter.',
  params: ZReportParams,
  body: ZNewReply,
  response: ZStaffMessage,
});
