import { useEffect, useEffectEvent, useState } from 'react';
import { paymentPolling, paymentStatus } from '@shared/domain/billing.js';

/**
 * The summary's polling: while the payment is in progress the order is read again every
 * 10 seconds, 6 times at most; if the sixth read still finds it in progress, `giveUp` sets
 * no-payment and the polling stops. Answers how many reads were made and whether it stopped.
 */
export function usePaymentPolling(
  status: number | undefined,
  poll: () => Promise<number | undefined>,
  giveUp: () => Promise<unknown>,
) {
  const [attempts, setAttempts] = useState(0);
  const [stopped, setStopped] = useState(false);
  const pollNow = useEffectEvent(poll);
  const giveUpNow = useEffectEvent(giveUp);

  useEffect(() => {
    if (status !== paymentStatus.inProgress || stopped || attempts >= paymentPolling.attempts) return;
    let live = true;
    const timer = setTimeout(() => {
      void pollNow().then((next) => {
        if (!live) return;
        const made = attempts + 1;
        setAttempts(made);
        if (made >= paymentPolling.attempts && next === paymentStatus.inProgress) {
          setStopped(true);
          void giveUpNow();
        }
      });
    }, paymentPolling.intervalMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [status, stopped, attempts]);

  return { attempts, stopped };
}
