import { CLAIM_OUTLASTS_ROUTE_MS } from '@shared/domain/retries.js';
import type { TableKey } from '../data/table-spec.js';
import { claimUploadCompletion, releaseUploadCompletion } from '../data/upload-claims.js';
import type { TimeBudget } from './time-budget.js';

const WAIT_EVERY_MS = 150;

export interface UploadCompletion<T> {
  /** Checks the upload, stores it under its final key and commits; run only under the claim. */
  complete: () => Promise<T>;
  /** What a completion stored (answered again); null while the upload is still to complete; throws when it is gone. */
  stored: () => Promise<T | null>;
}

/**
 * Completes an upload once, whatever repeated or parallel completions of it arrive. The one that
 * claims the upload's item does the work; the others wait and answer what it stored. Only the
 * claim's holder writes, copies over or deletes the object under the final key: without it, a
 * completion that lost the race copied the upload over the object another had accepted (in
 * s3rver a copy unlinks its target first, so the winner's removal of the upload meanwhile left
 * nothing there), and a Settings completion whose commit failed deleted the winner's file. A
 * completion that fails gives its claim back and a waiting one takes over; a claim whose function
 * died lapses once no route can still be running. Past the request's time, the retryable 503.
 */
export async function completeUploadOnce<T>(item: TableKey, time: TimeBudget, steps: UploadCompletion<T>): Promise<T> {
  for (;;) {
    time.ensure();
    const now = new Date();
    const until = new Date(now.getTime() + CLAIM_OUTLASTS_ROUTE_MS);
    if (await claimUploadCompletion(item, now, until)) {
      try {
        return await steps.complete();
      } catch (error) {
        await releaseUploadCompletion(item, until).catch(() => undefined);
        throw error;
      }
    }
    const stored = await steps.stored();
    if (stored) return stored;
    await new Promise((resolve) => setTimeout(resolve, WAIT_EVERY_MS));
  }
}
