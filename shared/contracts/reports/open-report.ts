import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZReportParams, ZReportState } from './schemas.js';

/**
 * The first opening of a new report by staff: new → open, acknowledged to the reporter, logged.
 * An open or archived report is answered as it is (nothing written).
 */
export const openReport = defineContract({
  name: 'open-report',
  area: 'reports',
  method: 'POST',
  path: '/api/reports/{reportId}/open',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Mark a new report as opened (acknowledged); idempotent.',
  params: ZReportParams,
  response: z.object({ state: ZReportState, acknowledgedAt: z.string().nullable() }),
});
