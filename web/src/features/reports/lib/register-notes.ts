import { formatDateTime } from '@/lib/dates.js';

/** A note as the register shows it (date, admin name, text). */
export interface RegisterNote {
  noteId: string;
  createdAt: string;
  authorName: string;
  /** Null when the text does not open with the report key. */
  text: string | null;
}

/** The notes as one text, a line each: date, author, text (`unreadable` for one that does not open). */
export const registerNotesText = (notes: readonly RegisterNote[], unreadable: string): string =>
  notes.map((note) => `${formatDateTime(note.createdAt)}, ${note.authorName}: ${note.text ?? unreadable}`).join('\n');
