import { describe, expect, it } from 'vitest';
import {
  followUpEndDay,
  followUpEndProblem,
  isPastRetention,
  retentionEndsOn,
  retentionReceivedBefore,
} from './retention.js';

const closedOn = (archivedAt: string) => followUpEndDay({ archivedAt })!;

describe('retention of closed reports', () => {
  it('keeps a report closed in 2021 until the end of 2024 and purges it on 1 January 2025', () => {
    expect(retentionEndsOn(closedOn('2021-06-15T10:00:00Z'))).toBe('2025-01-01');
    expect(isPastRetention(closedOn('2021-06-15T10:00:00Z'), new Date('2024-12-31T22:59:00Z'))).toBe(false);
    expect(isPastRetention(closedOn('2021-06-15T10:00:00Z'), new Date('2024-12-31T23:00:00Z'))).toBe(true);
  });

  it('takes the year in Poland: closed at 00:30 on 1 January 2022 in Warsaw is a 2022 closing', () => {
    expect(retentionEndsOn(closedOn('2021-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(retentionEndsOn(closedOn('2021-12-31T22:30:00Z'))).toBe('2025-01-01');
  });

  it('names a bound on receipt that every report due now was received before', () => {
    const now = new Date('2025-01-01T08:00:00Z');
    expect(retentionReceivedBefore(now)).toBe('2022-01-01T00:00:00.000Z');
    // Received and closed at 23:30 on 31 December 2021 in Warsaw: due, and before the bound.
    expect(isPastRetention(closedOn('2021-12-31T22:30:00Z'), now)).toBe(true);
    expect('2021-12-31T22:30:00.000Z' < retentionReceivedBefore(now)).toBe(true);
  });
});

describe('the day follow-up ended', () => {
  it('is the day recorded when there is one, else the archiving’s, else none', () => {
    expect(followUpEndDay({ followUpEnd: { on: '2023-11-30' }, archivedAt: '2024-02-01T10:00:00Z' })).toBe(
      '2023-11-30',
    );
    expect(followUpEndDay({ followUpEnd: null, archivedAt: '2024-02-01T10:00:00Z' })).toBe('2024-02-01');
    expect(followUpEndDay({ followUpEnd: null, archivedAt: null })).toBeNull();
    // Retention counts from the day recorded: a year earlier than the archiving's.
    expect(
      retentionEndsOn(followUpEndDay({ followUpEnd: { on: '2023-11-30' }, archivedAt: '2024-02-01T10:00:00Z' })!),
    ).toBe('2027-01-01');
  });

  it('can be recorded from the day of receipt to today in Poland, never a day that is not one', () => {
    const receivedAt = '2026-03-10T23:30:00Z'; // 11 March in Warsaw
    const now = new Date('2026-11-27T23:30:00Z'); // 28 November in Warsaw
    expect(followUpEndProblem('2026-03-11', receivedAt, now)).toBeNull();
    expect(followUpEndProblem('2026-11-28', receivedAt, now)).toBeNull();
    expect(followUpEndProblem('2026-03-10', receivedAt, now)).toBe('beforeReceived');
    expect(followUpEndProblem('2026-11-29', receivedAt, now)).toBe('future');
    expect(followUpEndProblem('2026-02-30', receivedAt, now)).toBe('notADay');
    expect(followUpEndProblem('28.11.2026', receivedAt, now)).toBe('notADay');
  });
});
