import { describe, expect, it } from 'vitest';
import { encodeSelectLabel, fieldType } from './category.js';
import { defaultCategoryFields, defaultCategoryNames } from './default-categories.js';
import {
  ALL_ROWS,
  ALL_ROWS_CHUNK,
  canArchive,
  daysSinceReceipt,
  isReportPageSize,
  registerFieldRoles,
  reportState,
  rowsPerRequest,
} from './report.js';

describe('archiving', () => {
  it('lets only an open report move to the archive', () => {
    expect(canArchive(reportState.open)).toBe(true);
  });

  it('refuses a new report, which must be opened first, and an archived one', () => {
    expect(canArchive(reportState.new)).toBe(false);
    expect(canArchive(reportState.archived)).toBe(false);
  });
});

describe('days since receipt', () => {
  it('counts calendar days in Warsaw: a report from 23:50 is a day old ten minutes later', () => {
    // 23:50 and 00:10 in Warsaw (UTC+1 in January).
    expect(daysSinceReceipt('2026-01-14T22:50:00.000Z', new Date('2026-01-14T23:10:00.000Z'))).toBe(1);
    expect(daysSinceReceipt('2026-01-14T22:50:00.000Z', new Date('2026-01-14T22:59:00.000Z'))).toBe(0);
  });

  it('counts across the change to summer time without losing or adding a day', () => {
    expect(daysSinceReceipt('2026-03-28T12:00:00.000Z', new Date('2026-03-30T09:00:00.000Z'))).toBe(2);
    expect(daysSinceReceipt('2026-10-24T12:00:00.000Z', new Date('2026-10-26T12:00:00.000Z'))).toBe(2);
  });

  it('never goes below zero and treats a malformed time as today', () => {
    expect(daysSinceReceipt('2030-01-01T00:00:00.000Z', new Date('2026-01-01T00:00:00.000Z'))).toBe(0);
    expect(daysSinceReceipt('wczoraj', new Date())).toBe(0);
  });
});

describe('page sizes', () => {
  it('offers 10, 20, 30, 40 and all, and serves all in bounded chunks', () => {
    expect([10, 20, 30, 40, -1].every(isReportPageSize)).toBe(true);
    expect([0, 5, 50, 100, -2].some(isReportPageSize)).toBe(false);
    expect(rowsPerRequest(20)).toBe(20);
    expect(rowsPerRequest(ALL_ROWS)).toBe(ALL_ROWS_CHUNK);
  });
});

describe('register fields of a report', () => {
  const fieldsOf = (kind: 'internal' | 'external') =>
    defaultCategoryFields[kind].map((field, i) => ({
      id: `f${i}`,
      type: field.type,
      label: field.type === fieldType.select ? encodeSelectLabel(field.label, field.options ?? '') : field.label,
    }));

  it('finds the subject and the person concerned in both default forms, and the art. 38 request only in the external one', () => {
    expect(registerFieldRoles(fieldsOf('internal'), defaultCategoryNames.internal)).toEqual({
      subjectFieldId: 'f0',
      personConcernedFieldId: 'f1',
      certificateFieldId: null,
    });
    expect(registerFieldRoles(fieldsOf('external'), 'zgłoszenia ZEWNĘTRZNE')).toEqual({
      subjectFieldId: 'f0',
      personConcernedFieldId: 'f1',
      certificateFieldId: 'f3',
    });
    expect(registerFieldRoles(fieldsOf('external'), 'Inna kategoria').certificateFieldId).toBeNull();
  });

  it('takes the first long text of a custom form as the subject', () => {
    expect(
      registerFieldRoles(
        [
          { id: 'a', type: fieldType.shortText, label: 'Miejsce' },
          { id: 'b', type: fieldType.longText, label: 'Co się stało' },
        ],
        'Korupcja',
      ),
    ).toEqual({
      subjectFieldId: 'b',
      personConcernedFieldId: null,
      certificateFieldId: null,
    });
  });
});
