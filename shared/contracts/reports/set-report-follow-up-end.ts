import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZFollowUpEnd, ZReportParams } from './schemas.js';

/**
 * 'Zakończenie działań następczych': an administrator records the day follow-up ended (Polish
 * calendar day, from the day of receipt to today), or removes it (null: retention counts from
 * archiving again). Logged.
 */
export const setReportFollowUpEnd = defineContract({
  name: 'set-report-follow-up-end',
  area: 'reports',
  method: 'PUT',
  path: '/api/reports/{reportId}/follow-up-end',
  auth: { kind: 'staff', permission: 'administrator' },
  summary: 'Record or remove the day follow-up of a report ended (administrators); logged.',
  params: ZReportParams,
  body: z.strictObject({ on: z.string().max(10).nullable() }),
  response: z.object({ followUpEnd: ZFollowUpEnd.nullable() }),
});
