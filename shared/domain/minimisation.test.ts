import { describe, expect, it } from 'vitest';
import { markOfSelection, rangeAfter, removedPlaces, REMOVED_TEXT, withRemoved } from './minimisation.js';

describe('marks of a field’s text', () => {
  const text = 'Świadek Jan Kowalski widział przelew.';
  const name = { start: 8, end: 20 }; // 'Jan Kowalski'

  it('a range before a removed one stays, after it moves by the difference in length, over it is lost', () => {
    expect(rangeAfter({ start: 0, end: 7 }, name)).toEqual({ start: 0, end: 7 });
    const after = rangeAfter({ start: 21, end: 28 }, name)!;
    expect(withRemoved(text, name).slice(after.start, after.end)).toBe('widział');
    expect(rangeAfter({ start: 12, end: 28 }, name)).toBeNull();
  });

  it('a selection is measured over the text the pending marks leave, and may not overlap one', () => {
    const made = markOfSelection(text, { start: 29, end: 36 }, [name]);
    expect(made).toEqual({ range: { start: 27, end: 34 }, basis: withRemoved(text, name) });
    expect(
      withRemoved((made as { basis: string }).basis, (made as { range: { start: number; end: number } }).range),
    ).toBe(`Świadek ${REMOVED_TEXT} widział ${REMOVED_TEXT}.`);
    expect(markOfSelection(text, { start: 15, end: 25 }, [name])).toBe('overlaps');
    expect(markOfSelection(text, { start: 7, end: 8 }, [])).toBe('empty');
    expect(markOfSelection(text, { start: 30, end: 99 }, [])).toBe('outOfRange');
  });

  it('knows where the pending marks put their replacement in the text they leave', () => {
    const later = { start: 27, end: 34 }; // over the text after `name`
    expect(removedPlaces([name, later])).toEqual([
      { start: 8, end: 8 + REMOVED_TEXT.length },
      { start: 27, end: 27 + REMOVED_TEXT.length },
    ]);
  });
});
