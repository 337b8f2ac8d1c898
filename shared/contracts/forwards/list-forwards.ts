import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZReportParams } from '../reports/schemas.js';
import { ZForward } from './schemas.js';

/** The list of forwards of a report, newest first. */
export const listForwards = defineContract({
  name: 'list-forwards',
  area: 'forwards',
  method: 'GET',
  path: '/api/reports/{reportId}/forwards',
  auth: { kind: 'staff', permission: 'canExternalSend' },
  summary: 'The forwards of a report to external authorities, with their delivery and downloads.',
  params: ZReportParams,
  response: z.object({ forwards: z.array(ZForward) }),
});
