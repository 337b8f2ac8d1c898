import { useEffect, useEffectEvent, useState } from 'react';

/** What a load gives: still loading, its answer, or how it failed. */
export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Runs `load` whenever `key` changes (null: nothing to load) and gives the answer for the
 * current key only; a load for an older key is aborted. The public form's own small loader:
 * the other screens load through TanStack Query, which would add ~11 KB gz to the form's
 * first load (docs/figures.md "Budgets").
 */
export function useLoaded<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> | null {
  const [result, setResult] = useState<{ key: string; loaded: Loaded<T> } | null>(null);
  const latestLoad = useEffectEvent(load);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    latestLoad(controller.signal).then(
      (data) => setResult({ key, loaded: { status: 'ready', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ key, loaded: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [key]);

  if (key === null) return null;
  return result?.key === key ? result.loaded : { status: 'loading' };
}
