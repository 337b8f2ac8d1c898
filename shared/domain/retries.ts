import { SECOND } from './time.js';

/**
 * Answering before time runs out, and sending again what may already have arrived. A request can
 * be carried out although its answer is lost (cut off, a network failure): an endpoint that is safe
 * to repeat (the public form's finalise, by its slot token) is sent again, and answers the same.
 */

/** How long a route's function may run (its Lambda's timeout). */
export const ROUTE_TIMEOUT_SECONDS = 10;
/** A route that waits for the antivirus's verdict: as long as API Gateway waits (30 s), less a second. */
export const SCANNING_ROUTE_TIMEOUT_SECONDS = 29;
/** Longer than any route's function can run: a claim held this long never lapses under a live request. */
export const CLAIM_OUTLASTS_ROUTE_MS = (SCANNING_ROUTE_TIMEOUT_SECONDS + 1) * SECOND;

/**
 * With less than this left of its function's time (Lambda's clock), a handler answers a retryable
 * 503 rather than run on until Lambda cuts it off without an answer. Enough for an AWS SDK call
 * already under way (3 s at most, infra SDK_TIMEOUTS_MS) to end before the function does.
 */
export const HANDLER_TIME_RESERVE_MS = 3_000;

/** The public form's finalise, sent again with the same slot token when its answer did not come. */
export const finaliseRetries = {
  /** Sends in all, the first one included. */
  attempts: 5,
  /** The longest pause before the first retry; each next one doubles it (2, 4, 8, 16 s: 30 s in all at most). */
  firstPauseMs: 2_000,
} as const;

/**
 * The pause before retry number `retry` (1 for the first): at least half of its ceiling, the rest
 * random ("equal jitter"), so that reporters who failed together do not come back together.
 */
export function retryPauseMs(retry: number, random: () => number = Math.random): number {
  const ceiling = finaliseRetries.firstPauseMs * 2 ** (retry - 1);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
