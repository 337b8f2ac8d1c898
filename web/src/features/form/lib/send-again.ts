import { finaliseRetries, retryPauseMs } from '@shared/domain/retries.js';
import { ApiError } from '@/lib/api-errors.js';

/**
 * Whether a finalise that failed may still have been carried out, or may be shortly, so that it is
 * sent again with the same slot token (which stores the report once and answers the same): no
 * answer came, the server or the gateway failed (any 5xx), or a parallel finalise of the slot is
 * under way (409 IN_PROGRESS). Any other refusal is final.
 */
export const isWorthSendingAgain = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.status >= 500 || error.code === 'IN_PROGRESS');

/**
 * Sends until an answer that is final, at most `finaliseRetries.attempts` times, with growing
 * random pauses between; `onRetry` before each new send. The last failure is thrown.
 */
export async function sendAgainWhileWorthIt<T>(send: () => Promise<T>, onRetry: () => void): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= finaliseRetries.attempts || !isWorthSendingAgain(error)) throw error;
      onRetry();
      await new Promise((resolve) => setTimeout(resolve, retryPauseMs(attempt)));
    }
  }
}
