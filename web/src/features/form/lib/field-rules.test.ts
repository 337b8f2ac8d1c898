import { describe, expect, it } from 'vitest';
import { fieldValueTexts } from '@shared/messages/field-values.js';
import { formTexts } from '@shared/messages/form.js';
import { fieldError, reporterError, textLimits, validateReport, type PublicField } from './field-rules.js';
import { reportValues, sentFieldLines } from './sent-values.js';

const field = (type: 1 | 2 | 3 | 4, required = true, options: string[] = []): PublicField => ({
  id: `00000000-0000-4000-8000-00000000000${type}`,
  type,
  required,
  label: 'Pole',
  options,
});
const reporter = (overrides = {}) => ({ name: 'Jan', phone: '600123456', email: 'jan@poczta.pl', ...overrides });

describe('public form field rules', () => {
  it('short text: at least 3 characters when required', () => {
    expect(fieldError(field(2), 'ab', formTexts)).toBe('Pole wymagane - minimum 3 znaki');
    expect(fieldError(field(2), 'abc', formTexts)).toBeNull();
    expect(fieldError(field(2, false), '', formTexts)).toBeNull();
    expect(fieldError(field(2), 'x'.repeat(textLimits.shortMax + 1), formTexts)).toBe(
      formTexts.tooLong(textLimits.shortMax),
    );
  });

  it('long text: at least 4 characters when required', () => {
    expect(fieldError(field(1), 'abc', formTexts)).toBe('Pole wymagane - minimum 4 znaki');
    expect(fieldError(field(1), 'abcd', formTexts)).toBeNull();
    expect(fieldError(field(1, false), undefined, formTexts)).toBeNull();
  });

  it('select: an option of the list when required', () => {
    const select = field(4, true, ['Nie', 'Tak']);
    expect(fieldError(select, '', formTexts)).toBe('Pole wymagane - wybierz z listy');
    expect(fieldError(select, 'Może', formTexts)).toBe('Pole wymagane - wybierz z listy');
    expect(fieldError(select, 'Tak', formTexts)).toBeNull();
    expect(fieldError(field(4, false, ['Nie']), '', formTexts)).toBeNull();
  });

  it('checkbox: ticked when required', () => {
    expect(fieldError(field(3), false, formTexts)).toBe('Pole wymagane - zaznacz opcję');
    expect(fieldError(field(3), undefined, formTexts)).toBe('Pole wymagane - zaznacz opcję');
    expect(fieldError(field(3), true, formTexts)).toBeNull();
    expect(fieldError(field(3, false), false, formTexts)).toBeNull();
  });

  it('reporter: name of 3, phone of exactly 9 digits, a valid e-mail', () => {
    expect(reporterError('name', reporter({ name: ' Al ' }), formTexts)).toBe('Pole wymagane - minimum 3 znaki');
    expect(reporterError('name', reporter(), formTexts)).toBeNull();
    for (const phone of ['60012345', '6001234567', '600 123 456', '+48600123456', 'abcdefghi']) {
      expect(reporterError('phone', reporter({ phone }), formTexts)).toBe('Podaj poprawny numer telefonu - 9 cyfr');
    }
    expect(reporterError('phone', reporter(), formTexts)).toBeNull();
    for (const email of ['jan', 'jan@', 'jan@poczta', 'jan @poczta.pl', '@poczta.pl', 'jan@@poczta.pl']) {
      expect(reporterError('email', reporter({ email }), formTexts)).toBe(formTexts.emailInvalid);
    }
    expect(reporterError('email', reporter({ email: 'jan.nowak+x@sub.poczta.pl' }), formTexts)).toBeNull();
  });

  it('validates the reporter only when asked for', () => {
    expect(validateReport([], {}, null, formTexts)).toEqual({});
    expect(Object.keys(validateReport([], {}, reporter({ name: '', phone: '', email: '' }), formTexts))).toEqual([
      'reporter:name',
      'reporter:phone',
      'reporter:email',
    ]);
  });

  it("sends one cleaned value per filled field, the spec's 'on' for a ticked box, the chosen option; an unticked box not at all", () => {
    const another = (base: PublicField, n: number): PublicField => ({
      ...base,
      id: `00000000-0000-4000-8000-0000000001${n}0`,
    });
    const fields = [
      field(1, false),
      field(2, false),
      field(3, false),
      field(4, false, ['A']),
      another(field(3, false), 3),
      another(field(4, false, ['Kadry', 'Zarząd']), 4),
    ];
    const values = {
      [fields[0]!.id]: '  <p>Opis</p> ',
      [fields[1]!.id]: '   ',
      [fields[2]!.id]: true,
      [fields[3]!.id]: '',
      [fields[4]!.id]: false,
      [fields[5]!.id]: 'Zarząd',
    };
    expect(reportValues(fields, values)).toEqual([
      { fieldId: fields[0]!.id, value: 'Opis' },
      { fieldId: fields[2]!.id, value: 'on' },
      { fieldId: fields[5]!.id, value: 'Zarząd' },
    ]);
  });

  it('shows the reporter what was sent as they read it: the label’s words, a ticked box as TAK', () => {
    const consent = { ...field(3, true), label: 'Zapoznałem się z <a href="https://firma.pl/procedura">procedurą</a>' };
    const department = { ...field(4, true, ['Kadry']), label: 'Dział' };
    expect(
      sentFieldLines(
        [consent, department],
        reportValues([consent, department], { [consent.id]: true, [department.id]: 'Kadry' }),
        fieldValueTexts,
      ),
    ).toEqual([
      { label: 'Zapoznałem się z procedurą', value: 'TAK' },
      { label: 'Dział', value: 'Kadry' },
    ]);
  });
});
