import { NONCE_COOKIE } from '@shared/domain/csp.js';

/** A CSP nonce is base64 or base64url; anything else is refused rather than put in markup. */
const NONCE_PATTERN = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;

/**
 * Reads the per-response CSP style nonce that every HTML answer sets in a cookie (docs/security.md §12.7).
 * Mantine's `<style>` elements must carry it (`style-src-elem 'self' 'nonce-…'`). Returns
 * undefined when there is none (Vite dev server, tests), and Mantine then adds no nonce.
 */
export function readCspNonce(cookies: string = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== NONCE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
    return NONCE_PATTERN.test(value) ? value : undefined;
  }
  return undefined;
}

/**
 * Hands the nonce to the style elements Mantine does not create itself: its Modal locks page
 * scroll with react-remove-scroll, whose `<style>` tag takes its nonce from the global
 * `__webpack_nonce__` (package get-nonce; the bundler-neutral convention). Without it the CSP
 * refuses that style and reports a violation each time a modal opens.
 */
export function shareCspNonce(nonce: string | undefined, scope: object = globalThis): void {
  if (nonce) (scope as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}
