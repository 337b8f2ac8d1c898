import { useEffect, useState } from 'react';
import { runKeyWork } from '@/lib/key-work.js';

/**
 * The fingerprint of a public key as people compare it (8 groups of 4 hex digits), computed in
 * this browser from the key itself; null while it is computed or when there is no key.
 */
export function useFingerprint(publicKey: string | null): string | null {
  const [fingerprint, setFingerprint] = useState<{ key: string; value: string } | null>(null);
  useEffect(() => {
    if (!publicKey) return;
    let live = true;
    void runKeyWork((crypto) => crypto.publicKeyFingerprint(publicKey)).then(
      (value) => live && setFingerprint({ key: publicKey, value }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [publicKey]);
  return fingerprint && fingerprint.key === publicKey ? fingerprint.value : null;
}
