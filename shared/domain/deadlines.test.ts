import { describe, expect, it } from 'vitest';
import { addMonths, meetingDue, reportDeadlines, settledTerms, termsNeedingAttention, termState } from './deadlines.js';

describe("the Act's clocks", () => {
  it('gives 7 days for the acknowledgement and 3 months from it for feedback', () => {
    expect(reportDeadlines({ receivedAt: '2026-01-30T09:00:00Z', acknowledgedAt: '2026-02-02T08:00:00Z' })).toEqual({
      acknowledgementDue: '2026-02-06',
      feedbackDue: '2026-05-02',
    });
  });

  it('counts 3 months and 7 days from receipt when nothing was acknowledged', () => {
    expect(reportDeadlines({ receivedAt: '2026-01-31T10:00:00Z', acknowledgedAt: null })).toEqual({
      acknowledgementDue: '2026-02-07',
      feedbackDue: '2026-05-07',
    });
  });

  it('never lets a late acknowledgement push the feedback term later', () => {
    expect(
      reportDeadlines({ receivedAt: '2026-01-31T10:00:00Z', acknowledgedAt: '2026-02-20T10:00:00Z' }).feedbackDue,
    ).toBe('2026-05-07');
  });

  it('takes the date in Poland: a report at 23:30 on 31 January in Warsaw is a report of 31 January', () => {
    expect(reportDeadlines({ receivedAt: '2026-01-31T22:30:00Z', acknowledgedAt: null }).acknowledgementDue).toBe(
      '2026-02-07',
    );
    expect(reportDeadlines({ receivedAt: '2026-01-31T23:30:00Z', acknowledgedAt: null }).acknowledgementDue).toBe(
      '2026-02-08',
    );
  });

  it('keeps the date across the daylight-saving changes', () => {
    // 00:30 on 29 March 2026 (CET) and 00:30 on 25 October 2026 (CEST) in Warsaw.
    expect(reportDeadlines({ receivedAt: '2026-03-28T23:30:00Z', acknowledgedAt: null }).acknowledgementDue).toBe(
      '2026-04-05',
    );
    expect(reportDeadlines({ receivedAt: '2026-10-24T22:30:00Z', acknowledgedAt: null }).acknowledgementDue).toBe(
      '2026-11-01',
    );
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

describe('the marks of a report still being handled', () => {
  const now = new Date('2026-02-09T12:00:00Z');
  const report = (overrides: Partial<Parameters<typeof termsNeedingAttention>[0]>) => ({
    state: 1,
    receivedAt: '2026-02-01T09:00:00Z',
    acknowledgedAt: null,
    feedbackAt: null,
    ...overrides,
  });

  it('marks an acknowledgement missed on day 8 and one due within 2 days, with the days left', () => {
    expect(termsNeedingAttention(report({}), now)).toEqual([
      { term: 'acknowledgement', state: 'overdue', due: '2026-02-08', daysLeft: -1 },
    ]);
    expect(termsNeedingAttention(report({ receivedAt: '2026-02-04T09:00:00Z' }), now)).toEqual([
      { term: 'acknowledgement', state: 'dueSoon', due: '2026-02-11', daysLeft: 2 },
    ]);
    expect(termsNeedingAttention(report({ receivedAt: '2026-02-05T09:00:00Z' }), now)).toEqual([]);
  });

  it('stops marking a term once it is met, late or not, and then counts the feedback term', () => {
    const acknowledgedLate = report({ state: 2, acknowledgedAt: '2026-02-09T08:00:00Z' });
    expect(termsNeedingAttention(acknowledgedLate, now)).toEqual([]);
    expect(termsNeedingAttention(acknowledgedLate, new Date('2026-05-07T12:00:00Z'))).toEqual([
      { term: 'feedback', state: 'dueSoon', due: '2026-05-08', daysLeft: 1 },
    ]);
    expect(
      termsNeedingAttention(
        { ...acknowledgedLate, feedbackAt: '2026-05-09T08:00:00Z' },
        new Date('2026-05-10T12:00:00Z'),
      ),
    ).toEqual([]);
  });

  it('marks both terms of a report never opened, and nothing on a closed report', () => {
    expect(
      termsNeedingAttention(report({}), new Date('2026-05-09T12:00:00Z')).map((mark) => [mark.term, mark.state]),
    ).toEqual([
      ['acknowledgement', 'overdue'],
      ['feedback', 'overdue'],
    ]);
    expect(
      termsNeedingAttention(
        report({ state: 3, acknowledgedAt: '2026-02-02T09:00:00Z' }),
        new Date('2026-06-01T12:00:00Z'),
      ),
    ).toEqual([]);
  });
});

describe('the term of a meeting the reporter asked for (art. 26(3))', () => {
  const opened = {
    state: 2,
    receivedAt: '2026-02-01T09:00:00Z',
    acknowledgedAt: '2026-02-02T09:00:00Z',
    feedbackAt: null,
  };

  it('ends 14 calendar days after the request, counted in Poland (a request late on 28 Feb. counts from 1 March)', () => {
    expect(meetingDue('2026-02-03T10:00:00Z')).toBe('2026-02-17');
    expect(meetingDue('2026-02-28T23:30:00Z')).toBe('2026-03-15');
  });

  it('is marked when close or missed, and no longer once the meeting protocol is recorded', () => {
    const asked = { ...opened, meeting: { requestedAt: '2026-02-03T10:00:00Z', protocolRecordedAt: null } };
    expect(termsNeedingAttention(asked, new Date('2026-02-10T12:00:00Z'))).toEqual([]);
    expect(termsNeedingAttention(asked, new Date('2026-02-16T12:00:00Z'))).toEqual([
      { term: 'meeting', state: 'dueSoon', due: '2026-02-17', daysLeft: 1 },
    ]);
    expect(termsNeedingAttention(asked, new Date('2026-02-18T12:00:00Z'))).toEqual([
      { term: 'meeting', state: 'overdue', due: '2026-02-17', daysLeft: -1 },
    ]);
    const recorded = { ...opened, meeting: { ...asked.meeting, protocolRecordedAt: '2026-02-19T09:00:00Z' } };
    expect(termsNeedingAttention(recorded, new Date('2026-02-20T12:00:00Z'))).toEqual([]);
    expect(termState('2026-02-17', recorded.meeting.protocolRecordedAt)).toBe('metLate');
  });

  it('does not exist without a request', () => {
    expect(termsNeedingAttention({ ...opened, meeting: null }, new Date('2026-02-16T12:00:00Z'))).toEqual([]);
  });
});

describe('the terms settled for statistics', () => {
  const received = '2026-02-01T09:00:00Z';

  it('settles an acknowledgement when it is given, in time or late, and nothing before', () => {
    expect(settledTerms({ receivedAt: received, acknowledgedAt: null, feedbackAt: null, archivedAt: null })).toEqual({
      acknowledgement: null,
      feedback: null,
    });
    expect(
      settledTerms({ receivedAt: received, acknowledgedAt: '2026-02-08T20:00:00Z', feedbackAt: null, archivedAt: null })
        .acknowledgement,
    ).toBe('inTime');
    expect(
      settledTerms({ receivedAt: received, acknowledgedAt: '2026-02-09T08:00:00Z', feedbackAt: null, archivedAt: null })
        .acknowledgement,
    ).toBe('late');
  });

  it('settles feedback when given, or at closing: missed after the 3 months, none before them', () => {
    const opened = { receivedAt: received, acknowledgedAt: '2026-02-02T09:00:00Z' };
    expect(settledTerms({ ...opened, feedbackAt: '2026-05-02T09:00:00Z', archivedAt: null }).feedback).toBe('inTime');
    expect(settledTerms({ ...opened, feedbackAt: '2026-05-03T09:00:00Z', archivedAt: null }).feedback).toBe('late');
    expect(settledTerms({ ...opened, feedbackAt: null, archivedAt: '2026-05-03T09:00:00Z' }).feedback).toBe('missed');
    expect(settledTerms({ ...opened, feedbackAt: null, archivedAt: '2026-03-01T09:00:00Z' }).feedback).toBe('none');
  });
});
