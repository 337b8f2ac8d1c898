import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZReportParams } from './schemas.js';

/** ZARCHIWIZUJ: an open report becomes archived; a new or archived one is refused with 409. */
export const archiveReport = defineContract({
  name: 'archive-report',
  area: 'reports',
  method: 'POST',
  path: '/api/reports/{reportId}/archive',
  auth: { kind: 'staff', permission: 'canArchivize' },
  summary: 'Archive an open report; answers the archive time.',
  params: ZReportParams,
  response: z.object({ archivedAt: z.string() }),
});
