import { describe, expect, it } from 'vitest';
import { addMonths, reportDeadlines, termState } from './deadlines.js';

describe("the Act's clocks", () => {
  it('gives 7 days for the acknowledgement and 3 months from it for feedback', () => {
    expect(reportDeadlines({ receivedAt: '2026-01-30T09:00:00Z', acknowledgedAt: '2026-02-02T08:00:00Z' })).toEqual({
      acknowledgementDue: '2026-02-06',
      feedbackDue: '2026-05-02',
    });
  });

  it('counts 3 months and 7 days from receipt when nothing was acknowledged', () => {
    expect(reportDeadlines({ receivedAt: '2026-01-31T10:00:00Z', acknowledgedAt: null })).toEqual({ acknowledgementDue: '2026-02-07', feedbackDue: '2026-05-07' });
  });

  it('never lets a late acknowledgement push the feedback term later', () => {
    expect(reportDeadlines({ receivedAt: '2026-01-31T10:00:00Z', acknowledgedAt: '2026-02-20T10:00:00Z' }).feedbackDue).toBe('2026-05-07');
  });

  it('takes the date in Poland: a report at 23:30 on 31 January in Warsaw is a report of 31 January', () => {
    expect(reportDeadlines({ receivedAt: '2026-01-31T22:30:00Z', acknowledgedAt: null }).acknowledgementDue).toBe('2026-02-07');
    expect(reportDeadlines({ receivedAt: '2026-01-31T23:30:00Z', acknowledgedAt: null }).acknowledgementDue).toBe('2026-02-08');
  });

  it('keeps the date across the daylight-saving changes', () => {
    // 00:30 on 29 March 2026 (CET) and 00:30 on 25 October 2026 (CEST) in Warsaw.
    expect(reportDeadlines({ receivedAt: '2026-03-28T23:30:00Z', acknowledgedAt: null }).acknowledgementDue).toBe('2026-04-05');
    expect(reportDeadlines({ receivedAt: '2026-10-24T22:30:00Z', acknowledgedAt: null }).acknowledgementDue).toBe('2026-11-01');
  });

  it("ends a month term on the month's last day when it has no such day", () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-10-31', 3)).toBe('2027-01-31');
    expect(addMonths('2026-12-31', 2)).toBe('2027-02-28');
  });

  it('says whether a term was met, met late, missed, close or ahead, by the date in Poland', () => {
    expect(termState('2026-02-06', '2026-02-06T22:59:00Z')).toBe('met');
    expect(termState('2026-02-06', '2026-02-06T23:01:00Z')).toBe('metLate');
    const now = new Date('2026-02-04T12:00:00Z');
    expect(termState('2026-02-06', null, now)).toBe('dueSoon');
    expect(termState('2026-02-07', null, now)).toBe('pending');
    expect(termState('2026-02-04', null, now)).toBe('dueSoon');
    expect(termState('2026-02-03', null, now)).toBe('overdue');
  });
});
