import { retryAfterText } from '@shared/messages/errors.js';
import { countAttempt } from '../data/rate-limits.js';
import { HttpError } from './http-error.js';

export interface RateLimit {
  /** Names the limited action, e.g. `login-account`. */
  scope: string;
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one attempt (data/rate-limits.ts) and refuses with 429 and a Polish "try again in …"
 * past the limit. The window opens at the first attempt, so N quick attempts never become 2·N.
 */
export async function consumeRateLimit(rule: RateLimit, key: string, now = Date.now()): Promise<void> {
  const nowSeconds = Math.floor(now / 1000);
  const counted = await countAttempt(rule.scope, key, rule.windowSeconds, nowSeconds);
  if (counted && counted.hits > rule.limit) {
    const retryAfterSeconds = Math.max(1, counted.windowEnd - nowSeconds);
    throw new HttpError('RATE_LIMITED', retryAfterText(retryAfterSeconds), { retryAfterSeconds });
  }
}
