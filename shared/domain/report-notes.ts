/**
 * Follow-up notes and property-damage notes of a report (spec doc 2 §2, §3, §5, §6): staff
 * only, encrypted with the report key, editable only by their author, optionally shown in the
 * register.
 */
import { CONTENT_PURPOSE } from '../crypto/content.js';

export const noteKinds = ['note', 'damage'] as const;
export type NoteKind = (typeof noteKinds)[number];

/** The AAD purpose of a note's text. */
export const notePurpose = (kind: NoteKind, noteId: string): string =>
  kind === 'note' ? CONTENT_PURPOSE.note(noteId) : CONTENT_PURPOSE.damageNote(noteId);

const GCM_TAG_BYTES = 16;

export const noteLimits = {
  maxChars: 10_000,
  /** base64url ciphertext of `maxChars` characters of UTF-8 (4 bytes each) and the GCM tag. */
  ciphertextMaxChars: Math.ceil(((10_000 * 4 + GCM_TAG_BYTES) * 4) / 3),
  /** Shortest base64url ciphertext of a non-empty text: one byte and the tag. */
  ciphertextMinChars: Math.ceil(((1 + GCM_TAG_BYTES) * 4) / 3),
} as const;
