import { describe, expect, it } from 'vitest';
import {
  BLACKED_OUT,
  emptyRedactions,
  fieldTarget,
  piecesOf,
  redactedText,
  redactionProblem,
  reporterTarget,
  ZRedactionRecord,
  type Redaction,
  type RedactionRecord,
} from './redactions.js';

const field = fieldTarget('f1');
const text = 'Kierownik Jan Nowak przyjął 5000 zł od Ewy Kowal.';
const texts = new Map([
  [field, text],
  [reporterTarget('name'), 'Anna Sygnalistka'],
]);
const jan: Redaction = { target: field, start: 10, end: 19, kind: 'replace', label: '[świadek 1]' };
const ewa: Redaction = { target: field, start: 39, end: 48, kind: 'black' };
const record: RedactionRecord = { v: 1, redactions: [ewa, jan] };

describe('redacting a report’s text', () => {
  it('makes the copy: a replaced range reads as its label, a blacked-out one as the same blocks whatever its length', () => {
    expect(redactedText(text, field, record)).toBe(`Kierownik [świadek 1] przyjął 5000 zł od ${BLACKED_OUT}.`);
    expect(redactedText('Anna Sygnalistka', reporterTarget('name'), record)).toBe('Anna Sygnalistka');
    expect(redactedText(text, field, null)).toBe(text);
  });

  it('cuts the text into pieces in order, the original words kept in each redacted piece', () => {
    const { pieces, ignored } = piecesOf(text, field, record);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(pieces.filter((piece) => piece.redaction).map((piece) => piece.text)).toEqual(['Jan Nowak', 'Ewy Kowal']);
    expect(ignored).toBe(0);
  });

  it('leaves out, and counts, ranges a faulty record holds that do not fit the text', () => {
    const faulty: RedactionRecord = {
      v: 1,
      redactions: [
        jan,
        { target: field, start: 15, end: 25, kind: 'black' },
        { target: field, start: 40, end: 400, kind: 'black' },
      ],
    };
    const { pieces, ignored } = piecesOf(text, field, faulty);
    expect(ignored).toBe(2);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(redactedText(text, field, faulty)).toBe(`Kierownik [świadek 1] przyjął 5000 zł od Ewy Kowal.`);
  });

  it('refuses a range that is empty, only spaces, past the text, over another range, or in no text of the report', () => {
    expect(redactionProblem(record, { target: field, start: 5, end: 5, kind: 'black' }, texts)).toBe('empty');
    expect(redactionProblem(record, { target: field, start: 9, end: 10, kind: 'black' }, texts)).toBe('empty');
    expect(redactionProblem(record, { target: field, start: 40, end: 60, kind: 'black' }, texts)).toBe('outOfRange');
    expect(redactionProblem(record, { target: field, start: 0, end: 12, kind: 'black' }, texts)).toBe('overlaps');
    expect(redactionProblem(record, { target: fieldTarget('f9'), start: 0, end: 2, kind: 'black' }, texts)).toBe(
      'unknownTarget',
    );
    expect(redactionProblem(record, { target: field, start: 28, end: 32, kind: 'black' }, texts)).toBeNull();
    expect(
      redactionProblem(emptyRedactions, { target: reporterTarget('name'), start: 0, end: 4, kind: 'black' }, texts),
    ).toBeNull();
  });

  it('reads only a well-formed record: a replacement needs a label, a target is a field, a part of the reporter’s data or a message', () => {
    expect(ZRedactionRecord.safeParse(record).success).toBe(true);
    expect(ZRedactionRecord.safeParse({ v: 1, redactions: [{ ...jan, label: '  ' }] }).success).toBe(false);
    expect(ZRedactionRecord.safeParse({ v: 1, redactions: [{ ...ewa, target: 'reporter:address' }] }).success).toBe(
      false,
    );
    expect(ZRedactionRecord.safeParse({ v: 1, redactions: [{ ...ewa, start: -1 }] }).success).toBe(false);
    expect(ZRedactionRecord.safeParse({ v: 1, redactions: [{ ...ewa, target: 'message:m-1' }] }).success).toBe(true);
    expect(ZRedactionRecord.safeParse({ v: 1, redactions: [{ ...ewa, target: 'message:' }] }).success).toBe(false);
    expect(ZRedactionRecord.safeParse({ v: 1, redactions: [{ ...ewa, target: 'note:n-1' }] }).success).toBe(false);
  });
});
