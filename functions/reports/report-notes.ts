import type { ReportNote } from '@shared/contracts/reports/schemas.js';
import type { ReportNoteRecord } from '../data/report-notes.js';

/** A note as staff read it: the text stays ciphertext for the browser. */
export const noteView = (note: ReportNoteRecord): ReportNote => ({
  noteId: note.noteId,
  kind: note.kind,
  text: note.text,
  showInRegister: note.showInRegister,
  authorId: note.authorId,
  authorName: note.authorName,
  createdAt: note.createdAt,
  updatedAt: note.updatedAt,
});
