import { describe, expect, it } from 'vitest';
import { isCalendarDay, logSearchRange } from './log';
import { startOfDayInPoland } from './report';

describe('days of the log search (Polish time)', () => {
  it('a winter day starts at 23:00 UTC the day before, a summer day at 22:00', () => {
    expect(startOfDayInPoland('2026-01-16').toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(startOfDayInPoland('2026-07-16').toISOString()).toBe('2026-07-15T22:00:00.000Z');
  });

  it('the days of a clock change start at their own midnight', () => {
    expect(startOfDayInPoland('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayInPoland('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('a range covers from the first day’s start up to the start of the day after the last', () => {
    expect(logSearchRange('2026-01-16', '2026-01-16')).toEqual({
      from: new Date('2026-01-15T23:00:00.000Z'),
      to: new Date('2026-01-16T23:00:00.000Z'),
    });
    expect(logSearchRange(undefined, undefined)).toBeUndefined();
    expect(logSearchRange('2026-12-31', undefined)?.from.toISOString()).toBe('2026-12-30T23:00:00.000Z');
  });

  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
  });
});
