import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZNoteKind, ZNoteMentions, ZNoteText, ZReportNote, ZReportParams } from './schemas.js';

/**
 * Adds a follow-up note or a property-damage note. The id is the browser's: the text is
 * encrypted with the report key under purpose `note/{id}` or `damage-note/{id}` before it is sent.
 */
export const addReportNote = defineContract({
  name: 'add-report-note',
  area: 'reports',
  method: 'POST',
  path: '/api/reports/{reportId}/notes',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Add a note or a property-damage note to a report.',
  params: ZReportParams,
  body: z.strictObject({
    noteId: z.uuid(),
    kind: ZNoteKind,
    text: ZNoteText,
    showInRegister: z.boolean(),
    /** Absent: nobody (a client from before mentions). */
    mentionedIds: ZNoteMentions.optional(),
  }),
  response: ZReportNote,
});
