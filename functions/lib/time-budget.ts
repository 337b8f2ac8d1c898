import type { Context } from 'aws-lambda';
import { HANDLER_TIME_RESERVE_MS } from '@shared/domain/retries.js';
import { HttpError } from './http-error.js';

/** The retryable answer of a request whose function's time is nearly up (shared/domain/retries.ts). */
export const outOfTime = (): HttpError => new HttpError('UNAVAILABLE');

/**
 * What a request may still spend of its function's time: Lambda's clock (`getRemainingTimeInMillis`)
 * less the reserve kept for answering. A context without the clock (a test's bare one) sets no limit.
 */
export class TimeBudget {
  private constructor(private readonly spendUntil: number | null) {}

  static of(context: Partial<Pick<Context, 'getRemainingTimeInMillis'>> | undefined): TimeBudget {
    const remaining = context?.getRemainingTimeInMillis?.();
    return new TimeBudget(typeof remaining === 'number' ? Date.now() + remaining - HANDLER_TIME_RESERVE_MS : null);
  }

  /** Milliseconds left to spend; Infinity without a limit. */
  left(): number {
    return this.spendUntil === null ? Number.POSITIVE_INFINITY : this.spendUntil - Date.now();
  }

  /** Throws the retryable 503 once the budget is spent: before a step that must not begin late. */
  ensure(): void {
    if (this.left() <= 0) throw outOfTime();
  }

  /**
   * The work's answer, or the retryable 503 when the budget runs out first. The work is not
   * stopped (nothing can stop it from outside): an endpoint whose work may still complete after
   * such an answer must be safe to send again, and checks `ensure` before its lasting steps.
   */
  async race<T>(work: Promise<T>): Promise<T> {
    const left = this.left();
    if (left === Number.POSITIVE_INFINITY) return work;
    let timer: NodeJS.Timeout | undefined;
    const spent = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(outOfTime()), Math.max(0, left));
    });
    try {
      return await Promise.race([work, spent]);
    } finally {
      clearTimeout(timer);
    }
  }
}
