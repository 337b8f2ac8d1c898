import { useEffect, useMemo } from 'react';
import { getPublicLogo } from '../api/get-public-logo.js';
import { useLoaded } from './use-loaded.js';

/** A `blob:` address of the organisation's logo once read, or null (no logo, still loading, unreadable). */
export function usePublicLogo(url: string | null): string | null {
  const loaded = useLoaded(url, (signal) => getPublicLogo(url ?? '', signal));
  const blob = loaded?.status === 'ready' ? loaded.data : null;
  const objectUrl = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return objectUrl;
}
