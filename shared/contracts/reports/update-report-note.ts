import * as z from 'zod';
import { defineContract } from '../contract.js';
import { ZNoteKind, ZNoteParams, ZNoteMentions, ZNoteText, ZReportNote } from './schemas.js';

/** Edits a note: only its author may (403 for anyone else); `updatedAt` is the version the edit was made on. */
export const updateReportNote = defineContract({
  name: 'update-report-note',
  area: 'reports',
  method: 'PUT',
  path: '/api/reports/{reportId}/notes/{noteId}',
  auth: { kind: 'staff', permission: 'notAuditor' },
  summary: 'Edit one’s own note or property-damage note.',
  params: ZNoteParams,
  body: z.strictObject({
    kind: ZNoteKind,
    text: ZNoteText,
    showInRegister: z.boolean(),
    /** Absent: nobody (a client from before mentions). */
    mentionedIds: ZNoteMentions.optional(),
  }),
  response: ZReportNote,
});
