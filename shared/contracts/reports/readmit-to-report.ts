import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZUserParams } from '../users/schemas.js';
import { ZReportAccessChange, ZReportParams } from './schemas.js';

/** 'Przywróć dostęp': an administrator ends one person's exclusion, on the version last seen; logged. */
export const readmitToReport = defineContract({
  name: 'readmit-to-report',
  area: 'reports',
  method: 'DELETE',
  path: '/api/reports/{reportId}/exclusions/{userId}',
  auth: { kind: 'staff', permission: 'administrator' },
  summary: 'End a staff member’s exclusion from a report (administrators); logged.',
  params: ZReportParams.extend(ZUserParams.shape),
  query: z.object({ handlersVersion: z.coerce.number().int().min(0) }),
  response: ZReportAccessChange,
});
