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

/**
 * Mentions in a note ('@Jan Kowalski', issue #34): the browser sends the mentioned staff members'
 * ids beside the encrypted text (the server cannot read it), at most this many in one note.
 */
export const NOTE_MENTIONS_MAX = 10;

/** How a mention reads in a note's text: '@' and the person's name as the organisation knows it. */
export const mentionText = (name: string): string => `@${name}`;

/**
 * Who a note's text mentions, of the people it may mention: those whose '@Name' it holds. The ids
 * sent with a note come from its text, so an edit that removes a mention removes its id, and an
 * edit keeps the mentions it keeps without anyone picking them again. A name ends where a letter
 * or digit does not follow ('@Janina' does not mention 'Jan'), and a longer name is matched first,
 * so '@Jan Kowalski' does not also mention 'Jan'.
 */
export function mentionedIn<P extends { userId: string; name: string }>(text: string, people: readonly P[]): P[] {
  let rest = text;
  const found: P[] = [];
  for (const person of [...people].sort((a, b) => b.name.length - a.name.length)) {
    if (!person.name) continue;
    const escaped = mentionText(person.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const written = new RegExp(`${escaped}(?![\\p{L}\\p{N}])`, 'gu');
    if (!written.test(rest)) continue;
    found.push(person);
    rest = rest.replace(written, ' ');
  }
  return found;
}
