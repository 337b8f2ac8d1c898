import * as z from 'zod';
import { SUBMISSION_BODY_MAX_BYTES } from '../../domain/report-form.js';
import { defineContract } from '../contract.js';
import { ZSubmission } from '../form/schemas.js';

/**
 * Step 2: stores the phone report encrypted in the staff browser (the protocol in the category's
 * fields, the caller's contact, the report key for the organisation and for the caller's
 * identifier + phone number), once. The report id is in the body with the slot's token: the slot
 * is this caller's reservation, not a resource of the organisation's. A replay answers the same.
 */
export const recordPhoneReport = defineContract({
  name: 'record-phone-report',
  area: 'reports',
  method: 'POST',
  path: '/api/phone-reports/records',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Store a phone report encrypted in the staff browser.',
  // Staff record the call; a meeting is the reporter's own request, in the inbox.
  body: ZSubmission.omit({ meetingRequested: true }).extend({ reportId: z.uuid() }),
  response: z.object({ reportId: z.uuid(), identifier: z.string(), receivedAt: z.string() }),
  maxBodyBytes: SUBMISSION_BODY_MAX_BYTES,
});
