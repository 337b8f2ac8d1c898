import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZReportFile, ZReportParams } from './schemas.js';

/** Private attachments of a report, oldest first (staff only, never through the inbox). */
export const listPrivateFiles = defineContract({
  name: 'list-private-files',
  area: 'reports',
  method: 'GET',
  path: '/api/reports/{reportId}/private-files',
  auth: { kind: 'staff' },
  summary: "A report's private files (names encrypted).",
  params: ZReportParams,
  response: z.object({ files: z.array(ZReportFile) }),
});
