import type * as AccountCryptoModule from './account-crypto.js';

export type AccountCrypto = typeof AccountCryptoModule;

/** Resolves after the browser has had a chance to paint (so a progress text is on screen). */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later);
    else later();
  });
}

/**
 * Runs key work (Argon2id takes ~0.5–1 s and blocks the page while it runs): the caller has
 * already put its progress text on screen; this waits for it to be painted, loads the crypto
 * flows lazily (their own chunk) and runs `work` with them.
 */
export async function runKeyWork<T>(work: (crypto: AccountCrypto) => Promise<T>): Promise<T> {
  await nextPaint();
  const crypto = await import('./account-crypto.js');
  return work(crypto);
}
