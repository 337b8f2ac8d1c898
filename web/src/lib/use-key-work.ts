import { useState } from 'react';

/**
 * The progress line and the error of a form whose submit does slow work in the browser (keys
 * made or re-wrapped) and then calls the server. The progress stays while the page moves on after
 * success; a failure clears it and shows what `describe` makes of it (null: said elsewhere).
 */
export function useKeyWork() {
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (
    progressText: string,
    work: () => Promise<void>,
    describe: (failure: unknown) => string | null,
  ) => {
    setError(null);
    setProgress(progressText);
    try {
      await work();
    } catch (failure) {
      setProgress(null);
      setError(describe(failure));
    }
  };

  return { progress, error, busy: progress !== null, run, clearError: () => setError(null) };
}
