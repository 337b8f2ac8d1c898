import { describe, expect, it } from 'vitest';
import { addMonthsTo, defaultPeriod, monthsOf, monthStart, percentOf, polishMonth } from './statistics.js';

describe('statistics periods', () => {
  it('counts a report in the month it came in, in Poland', () => {
    expect(polishMonth(new Date('2026-01-31T22:30:00Z'))).toBe('2026-01');
    expect(polishMonth(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02');
    expect(polishMonth(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07');
  });

  it('begins a month at midnight in Poland, in winter and in summer time', () => {
    expect(monthStart('2026-02').toISOString()).toBe('2026-01-31T23:00:00.000Z');
    expect(monthStart('2026-07').toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(monthStart('2027-01').toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('walks months across years', () => {
    expect(addMonthsTo('2026-11', 3)).toBe('2027-02');
    expect(addMonthsTo('2026-01', -1)).toBe('2025-12');
    expect(monthsOf('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf('2026-02', '2026-01')).toEqual([]);
  });

  it('shows the last 12 months by default, this one included', () => {
    expect(defaultPeriod(new Date('2026-11-25T12:00:00Z'))).toEqual({ from: '2025-12', to: '2026-11' });
  });

  it('gives percentages to one decimal, and none of nothing', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBeNull();
  });
});
