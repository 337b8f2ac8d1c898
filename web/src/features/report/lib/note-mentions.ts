import { mentionText } from '@shared/domain/report-notes.js';

/** The longest text after '@' still read as a name being typed (a name has spaces: up to the caret). */
const QUERY_MAX = 40;

/**
 * What is being typed after an '@' at the caret ('@Ja|' → 'Ja'), or null when the caret is not in
 * a mention: the '@' must start the text or follow a space, and nothing after it breaks the line.
 */
export function mentionQueryAt(text: string, caret: number): string | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0 || (at > 0 && !/\s/.test(before[at - 1] ?? ''))) return null;
  const query = before.slice(at + 1);
  return query.length > QUERY_MAX || query.includes('\n') ? null : query;
}

/** The people whose name holds what is typed after the '@' (any case), by name. */
export const mentionMatches = <P extends { name: string }>(people: readonly P[], query: string): P[] => {
  const wanted = query.toLocaleLowerCase('pl');
  return people.filter((person) => person.name.toLocaleLowerCase('pl').includes(wanted));
};

/** The text with the '@…' at the caret replaced by the chosen person's mention (and a space, unless one follows); the caret after it. */
export function insertMention(text: string, caret: number, name: string): { text: string; caret: number } {
  const at = text.slice(0, caret).lastIndexOf('@');
  const inserted = /^\s/.test(text.slice(caret)) ? mentionText(name) : `${mentionText(name)} `;
  return { text: text.slice(0, at) + inserted + text.slice(caret), caret: at + inserted.length };
}
