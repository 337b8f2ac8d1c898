import { rateLimitTexts } from '@shared/messages/errors.js';
import { countAttempt, uncountAttempt, type BucketSubject } from '../data/rate-limits.js';
import { HttpError } from './http-error.js';
import { keyed } from './message-keys.js';
import { SECOND } from '@shared/domain/time.js';

export interface RateLimit {
  /** Names the limited action, e.g. `login-account`. */
  scope: string;
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/** An attempt counted before it is tried; `succeeded` gives it back, so only failures stay counted. */
export interface CountedAttempt {
  /** Failures still allowed in this window once this attempt has failed. */
  remainingAfterFailure: number;
  /** Seconds until this window ends. */
  windowLeftSeconds: number;
  succeeded(): Promise<void>;
}

const refusal = (retryAfterSeconds: number) =>
  new HttpError('RATE_LIMITED', keyed(rateLimitTexts.retryAfter, retryAfterSeconds), { retryAfterSeconds });

/**
 * Counts one attempt (data/rate-limits.ts) and refuses with 429 and a Polish "try again in …"
 * past the limit. The window opens at the first attempt, so N quick attempts never become 2·N.
 * The attempt is counted before it is tried, so parallel attempts never get past the limit; one
 * that succeeds is then given back (`succeeded`).
 */
export async function countRateLimited(
  rule: RateLimit,
  subject: BucketSubject,
  now = Date.now(),
): Promise<CountedAttempt> {
  const nowSeconds = Math.floor(now / SECOND);
  const counted = await countAttempt(rule.scope, subject, rule.windowSeconds, nowSeconds);
  if (!counted)
    return { remainingAfterFailure: rule.limit, windowLeftSeconds: rule.windowSeconds, succeeded: async () => {} };
  const windowLeftSeconds = Math.max(1, counted.windowEnd - nowSeconds);
  if (counted.hits > rule.limit) throw refusal(windowLeftSeconds);
  return {
    remainingAfterFailure: rule.limit - counted.hits,
    windowLeftSeconds,
    succeeded: () => uncountAttempt(rule.scope, subject, counted.windowEnd),
  };
}

/** Counts one attempt that stays counted whatever its outcome (registration, reset requests, flood limits). */
export async function consumeRateLimit(rule: RateLimit, subject: BucketSubject, now = Date.now()): Promise<void> {
  await countRateLimited(rule, subject, now);
}
