/**
 * Follow-up notes and property-damage notes of a report (docs/features.md, "Who may do what"): staff
 * only, encrypted with the report key, editable only by their author, optionally shown in the
 * register.
 */
import { CONTENT_PURPOSE } from '../crypto/content.js';
import { textCiphertextLimits } from './ciphertext.js';

export const noteKinds = ['note', 'damage'] as const;
export type NoteKind = (typeof noteKinds)[number];

/** The AAD purpose of a note's text. */
export const notePurpose = (kind: NoteKind, noteId: string): string =>
  kind === 'note' ? CONTENT_PURPOSE.note(noteId) : CONTENT_PURPOSE.damageNote(noteId);

const NOTE_MAX_CHARS = 10_000;

export const noteLimits = {
  maxChars: NOTE_MAX_CHARS,
  ...textCiphertextLimits(NOTE_MAX_CHARS),
} as const;
