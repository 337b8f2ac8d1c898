import { describe, expect, it } from 'vitest';
import { isPastRetention, retentionEndsOn, retentionReceivedBefore } from './retention.js';

describe('retention of closed reports', () => {
  it('keeps a report closed in 2021 until the end of 2024 and purges it on 1 January 2025', () => {
    expect(retentionEndsOn('2021-06-15T10:00:00Z')).toBe('2025-01-01');
    expect(isPastRetention('2021-06-15T10:00:00Z', new Date('2024-12-31T22:59:00Z'))).toBe(false);
    expect(isPastRetention('2021-06-15T10:00:00Z', new Date('2024-12-31T23:00:00Z'))).toBe(true);
  });

  it('takes the year in Poland: closed at 00:30 on 1 January 2022 in Warsaw is a 2022 closing', () => {
    expect(retentionEndsOn('2021-12-31T23:30:00Z')).toBe('2026-01-01');
    expect(retentionEndsOn('2021-12-31T22:30:00Z')).toBe('2025-01-01');
  });

  it('names a bound on receipt that every report due now was received before', () => {
    const now = new Date('2025-01-01T08:00:00Z');
    expect(retentionReceivedBefore(now)).toBe('2022-01-01T00:00:00.000Z');
    // Received and closed at 23:30 on 31 December 2021 in Warsaw: due, and before the bound.
    expect(isPastRetention('2021-12-31T22:30:00Z', now)).toBe(true);
    expect('2021-12-31T22:30:00.000Z' < retentionReceivedBefore(now)).toBe(true);
  });
});
