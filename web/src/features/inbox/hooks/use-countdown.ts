import { useEffect, useState } from 'react';

const secondsLeft = (deadline: number): number => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whole seconds until `deadline` (ms), re-read from the clock every second, so a tab that slept
 * shows the true remainder; a new deadline ('Przedłuż') starts it afresh.
 */
export function useCountdown(deadline: number): number {
  const [left, setLeft] = useState(() => secondsLeft(deadline));
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new deadline shows at once, not a tick later
    setLeft(secondsLeft(deadline));
    const timer = setInterval(() => setLeft(secondsLeft(deadline)), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}

/** 900 → "15:00", 59 → "00:59". */
export const formatClock = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
