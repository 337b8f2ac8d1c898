import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZReportNote, ZReportParams } from './schemas.js';

/** A report's follow-up notes and property-damage notes, oldest first: staff only. */
export const listReportNotes = defineContract({
  name: 'list-report-notes',
  area: 'reports',
  method: 'GET',
  path: '/api/reports/{reportId}/notes',
  auth: { kind: 'staff' },
  summary: "A report's notes and property-damage notes (texts encrypted).",
  params: ZReportParams,
  response: z.object({ notes: z.array(ZReportNote), damageNotes: z.array(ZReportNote) }),
});
