import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZReportParams } from './schemas.js';

/**
 * 'Informacja zwrotna przekazana': feedback was given to the reporter outside the platform (by
 * letter, in person), which meets the Act's 3-month term as a reply does. Recorded once; the
 * answer is when feedback was first given (an earlier reply stays the date).
 */
export const markReportFeedback = defineContract({
  name: 'mark-report-feedback',
  area: 'reports',
  method: 'POST',
  path: '/api/reports/{reportId}/feedback',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Record that feedback was given to the reporter outside the platform; idempotent.',
  params: ZReportParams,
  response: z.object({ feedbackAt: z.string() }),
});
