import { describe, expect, it } from 'vitest';
import { fieldType } from './category.js';
import { CHECKBOX_TICKED, fieldValueText, isTicked, readFieldValue, storedFieldValue } from './field-values.js';

const checkbox = { type: fieldType.checkbox };
const select = { type: fieldType.select, options: ['Księgowość', 'Kadry', 'Zarząd'] };
const words = { ticked: 'TAK', unticked: 'NIE', notGiven: 'Nie podano' };

describe('what a report stores for a field', () => {
  it("stores a ticked checkbox as the spec's 'on' and an unticked one not at all", () => {
    expect(CHECKBOX_TICKED).toBe('on');
    expect(storedFieldValue(checkbox, true)).toBe('on');
    expect(storedFieldValue(checkbox, false)).toBeNull();
    expect(storedFieldValue(checkbox, undefined)).toBeNull();
    // Words of any language are not a tick.
    expect(storedFieldValue(checkbox, 'Tak')).toBeNull();
  });

  it("stores a select's choice as the organisation's own option, and nothing for an option the category does not offer", () => {
    expect(storedFieldValue(select, 'Kadry')).toBe('Kadry');
    expect(storedFieldValue(select, 'HR')).toBeNull();
    expect(storedFieldValue(select, '')).toBeNull();
    expect(storedFieldValue({ type: fieldType.select }, 'Kadry')).toBeNull();
  });

  it('stores text trimmed, and nothing for only spaces', () => {
    expect(storedFieldValue({ type: fieldType.longText }, '  Opis\nzdarzenia  ')).toBe('Opis\nzdarzenia');
    expect(storedFieldValue({ type: fieldType.shortText }, '   ')).toBeNull();
    expect(storedFieldValue({ type: fieldType.shortText }, true)).toBeNull();
  });
});

describe('how a stored value reads', () => {
  it("reads 'on' as ticked, and 'Tak' (what the form stored before) too; anything else or nothing as unticked", () => {
    expect(isTicked('on')).toBe(true);
    expect(isTicked('Tak')).toBe(true);
    for (const value of [null, undefined, '', 'off', 'Nie', 'false']) expect(isTicked(value)).toBe(false);
    expect(readFieldValue(fieldType.checkbox, 'on')).toEqual({ kind: 'checkbox', ticked: true });
    expect(readFieldValue(fieldType.checkbox, undefined)).toEqual({ kind: 'checkbox', ticked: false });
  });

  it('reads an option as the option and text as the text; an empty field as not given', () => {
    expect(readFieldValue(fieldType.select, 'Kadry')).toEqual({ kind: 'option', option: 'Kadry' });
    expect(readFieldValue(fieldType.longText, 'Opis')).toEqual({ kind: 'text', text: 'Opis' });
    expect(readFieldValue(fieldType.shortText, ' ')).toEqual({ kind: 'notGiven' });
    expect(readFieldValue(fieldType.select, undefined)).toEqual({ kind: 'notGiven' });
  });

  it('puts a reading into the words it is given: what is stored never depends on them', () => {
    expect(fieldValueText(fieldType.checkbox, 'on', words)).toBe('TAK');
    expect(fieldValueText(fieldType.checkbox, 'Tak', words)).toBe('TAK');
    expect(fieldValueText(fieldType.checkbox, undefined, words)).toBe('NIE');
    expect(fieldValueText(fieldType.checkbox, 'on', { ticked: 'YES', unticked: 'NO', notGiven: 'Not given' })).toBe(
      'YES',
    );
    expect(fieldValueText(fieldType.select, 'Kadry', words)).toBe('Kadry');
    expect(fieldValueText(fieldType.longText, undefined, words)).toBe('Nie podano');
  });

  it('reads back what it stores: a ticked box as ticked, the option as the option', () => {
    expect(isTicked(storedFieldValue(checkbox, true))).toBe(true);
    expect(isTicked(storedFieldValue(checkbox, false))).toBe(false);
    expect(readFieldValue(fieldType.select, storedFieldValue(select, 'Zarząd'))).toEqual({
      kind: 'option',
      option: 'Zarząd',
    });
  });
});
