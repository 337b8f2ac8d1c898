import { describe, expect, it } from 'vitest';
import { mentionedIn } from '@shared/domain/report-notes.js';
import { insertMention, mentionMatches, mentionQueryAt } from './note-mentions.js';

const people = [
  { userId: 'a', name: 'Jan' },
  { userId: 'b', name: 'Jan Kowalski' },
  { userId: 'c', name: 'Anna Nowak' },
];

describe('mentions in a note', () => {
  it('reads what is typed after an @ at the caret, only where a mention may start', () => {
    expect(mentionQueryAt('Proszę @Ja', 10)).toBe('Ja');
    expect(mentionQueryAt('@', 1)).toBe('');
    expect(mentionQueryAt('@Jan Ko', 7)).toBe('Jan Ko');
    // An e-mail address is not a mention; nor is a line after it, nor no @ at all.
    expect(mentionQueryAt('jan@firma.pl', 12)).toBeNull();
    expect(mentionQueryAt('@Jan\ndalej', 10)).toBeNull();
    expect(mentionQueryAt('Bez wspomnień', 5)).toBeNull();
  });

  it('offers the people whose name holds the typed text, in any case', () => {
    expect(mentionMatches(people, 'nowak').map((p) => p.userId)).toEqual(['c']);
    expect(mentionMatches(people, 'JAN').map((p) => p.userId)).toEqual(['a', 'b']);
    expect(mentionMatches(people, '').map((p) => p.userId)).toEqual(['a', 'b', 'c']);
  });

  it('puts the chosen name in place of what was typed, with the caret after it', () => {
    expect(insertMention('Proszę @ko o opinię', 10, 'Jan Kowalski')).toEqual({
      text: 'Proszę @Jan Kowalski o opinię',
      caret: 20,
    });
    expect(insertMention('Do @an', 6, 'Anna Nowak')).toEqual({ text: 'Do @Anna Nowak ', caret: 15 });
  });

  it('finds who a text mentions: a longer name does not also mention a shorter one it starts with', () => {
    expect(mentionedIn('Do @Jan Kowalski i @Anna Nowak', people).map((p) => p.userId)).toEqual(['b', 'c']);
    expect(
      mentionedIn('Do @Jan i @Jan Kowalski', people)
        .map((p) => p.userId)
        .sort(),
    ).toEqual(['a', 'b']);
    expect(mentionedIn('Jan Kowalski bez małpy', people)).toEqual([]);
    expect(mentionedIn('Do @Janina, @Jan.', people).map((p) => p.userId)).toEqual(['a']);
    expect(
      mentionedIn('Do (@Anna Nowak)', [{ userId: 'x', name: 'Anna (Nowak)' }, ...people]).map((p) => p.userId),
    ).toEqual(['c']);
  });
});
