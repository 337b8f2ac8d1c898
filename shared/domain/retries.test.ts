import { describe, expect, it } from 'vitest';
import { finaliseRetries, retryPauseMs } from './retries.js';

describe('pauses between sends of a finalise', () => {
  const retries = Array.from({ length: finaliseRetries.attempts - 1 }, (_, i) => i + 1);
  const total = (random: () => number) => retries.reduce((sum, retry) => sum + retryPauseMs(retry, random), 0);

  it('double from retry to retry, each at least half its ceiling: 1–2, 2–4, 4–8, 8–16 s', () => {
    expect(retries.map((retry) => [retryPauseMs(retry, () => 0), retryPauseMs(retry, () => 1)])).toEqual([
      [1_000, 2_000],
      [2_000, 4_000],
      [4_000, 8_000],
      [8_000, 16_000],
    ]);
  });

  it('take 15 to 30 s in all, spread at random between reporters who failed together', () => {
    expect([total(() => 0), total(() => 1)]).toEqual([15_000, 30_000]);
    expect(retryPauseMs(4, () => 0.5)).toBe(12_000);
  });
});
