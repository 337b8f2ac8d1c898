import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZReportParams } from './schemas.js';

/** 'Zdejmij wstrzymanie': retention applies to the report again. */
export const clearReportLegalHold = defineContract({
  name: 'clear-report-legal-hold',
  area: 'reports',
  method: 'DELETE',
  path: '/api/reports/{reportId}/legal-hold',
  auth: { kind: 'staff', permission: 'administrator' },
  summary: 'Lift the legal hold of a report (administrators); logged.',
  params: ZReportParams,
  response: z.object({ legalHold: z.null() }),
});
