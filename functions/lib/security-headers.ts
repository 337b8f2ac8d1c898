/**
 * Security headers (docs/security.md §12.7), defined once: Lambda answers carry `apiHeaders`; HTML documents
 * get `documentHeaders` from the local gateway and, with the same values, from CloudFront.
 */

/** Browser features allowed; the microphone only to the documents of pages that record (`recordingPermissionsPolicy`). */
const permissionsPolicy = (microphone: '()' | '(self)') =>
  `camera=(), microphone=${microphone}, geolocation=(), payment=(), usb=(), interest-cohort=()`;

/**
 * Documents of pages where a reporter records a voice message (shared/domain/documents.ts
 * `records`): the microphone for the site's own origin, never for a frame or another origin.
 */
export const recordingPermissionsPolicy = permissionsPolicy('(self)');

/** Headers every response gets (HTML, assets, API). */
export const commonSecurityHeaders: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'permissions-policy': permissionsPolicy('()'),
  'cross-origin-opener-policy': 'same-origin',
};

export const apiHeaders: Record<string, string> = {
  ...commonSecurityHeaders,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};

export { NONCE_COOKIE } from '@shared/domain/csp.js';

/** HTML is revalidated on every load (each response has its own nonce); hashed assets never change. */
export const documentCacheControl = 'no-cache';
export const assetCacheControl = 'public, max-age=31536000, immutable';

/**
 * CSP for the app's HTML: scripts only from 'self', no inline script; `<style>` elements only
 * with this response's nonce (Mantine receives it at start). Style *attributes* cannot carry a
 * nonce and Mantine sets CSS variables through them, hence `style-src-attr 'unsafe-inline'`.
 * `connectOrigins` adds where presigned uploads and downloads go (the files bucket).
 */
export function documentCsp(nonce: string, connectOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    // hash-wasm (Argon2id) compiles WebAssembly: allowed without allowing eval of JS.
    "script-src 'self' 'wasm-unsafe-eval'",
    `style-src-elem 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // A voice message is played from a Blob URL the page made (the reporter's before sending, staff's after decrypting).
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function documentHeaders(
  nonce: string,
  connectOrigins: readonly string[] = [],
  { records = false }: { records?: boolean } = {},
): Record<string, string> {
  return {
    ...commonSecurityHeaders,
    ...(records ? { 'permissions-policy': recordingPermissionsPolicy } : {}),
    'content-security-policy': documentCsp(nonce, connectOrigins),
    'cache-control': documentCacheControl,
  };
}

export const staticAssetHeaders: Record<string, string> = {
  ...commonSecurityHeaders,
  'cache-control': assetCacheControl,
};
