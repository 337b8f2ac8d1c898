import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZReportParams } from './schemas.js';

/** Moves a report to another category the caller sees; answers the new category. */
export const moveReport = defineContract({
  name: 'move-report',
  area: 'reports',
  method: 'POST',
  path: '/api/reports/{reportId}/category',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Move a report to another category.',
  params: ZReportParams,
  body: z.strictObject({ categoryId: z.uuid() }),
  response: z.object({ categoryId: z.string(), categoryName: z.string() }),
});
