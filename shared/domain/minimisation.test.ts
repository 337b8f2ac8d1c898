import { describe, expect, it } from 'vitest';
import {
  markOfSelection,
  rangeAfter,
  redactionsAfterDeletions,
  removedPlaces,
  REMOVED_TEXT,
  withRemoved,
  type MinimisationMark,
} from './minimisation.js';
import { redactedText, type RedactionRecord } from './redactions.js';

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

describe('redactions saved before a passage was deleted', () => {
  const text = 'Świadek Jan Kowalski widział przelew.';
  const record: RedactionRecord = {
    v: 1,
    redactions: [
      { target: 'field:f1', start: 29, end: 36, kind: 'black' }, // 'przelew'
      { target: 'field:f1', start: 12, end: 20, kind: 'black' }, // 'Kowalski': inside the deleted passage
      { target: 'field:f2', start: 0, end: 3, kind: 'black' },
    ],
  };
  const deleted = (redactionsVersionAtDeletion: number): MinimisationMark => ({
    markId: 'm1',
    target: { kind: 'field', fieldId: 'f1', start: 8, end: 20 },
    markedAt: '2026-11-01T10:00:00.000Z',
    markedByName: 'Anna Kowalska',
    dueAt: '2026-11-14T10:00:00.000Z',
    deletedAt: '2026-11-14T10:05:00.000Z',
    redactionsVersionAtDeletion,
  });

  it('move to the text as it is now, so the copy still hides what they hid', () => {
    const now = withRemoved(text, { start: 8, end: 20 });
    const fitted = redactionsAfterDeletions(record, 3, [deleted(3)]);
    expect(redactedText(now, 'field:f1', fitted)).toBe(`Świadek ${REMOVED_TEXT} widział █████.`);
    expect(fitted.redactions.filter((one) => one.target === 'field:f2')).toEqual([record.redactions[2]]);
  });

  it('stay as they are when saved after the deletion (a later version)', () => {
    expect(redactionsAfterDeletions(record, 4, [deleted(3)])).toBe(record);
  });
});
