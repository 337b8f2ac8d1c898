import { describe, expect, it } from 'vitest';
import { NONCE_COOKIE } from '@shared/domain/csp.js';
import { readCspNonce, shareCspNonce } from './csp-nonce.js';

describe('readCspNonce', () => {
  it('reads the nonce the HTML answer set in its cookie', () => {
    expect(readCspNonce(`other=1; ${NONCE_COOKIE}=q1W2e3R4t5Y6u7I8o9P0aA; last=x`)).toBe('q1W2e3R4t5Y6u7I8o9P0aA');
  });

  it('decodes a URL-encoded base64 nonce', () => {
    expect(readCspNonce(`${NONCE_COOKIE}=${encodeURIComponent('ab+/cdEFghIJklMNop==')}`)).toBe('ab+/cdEFghIJklMNop==');
  });

  it('gives nothing when there is no nonce cookie (Vite dev server, tests)', () => {
    expect(readCspNonce('other=1')).toBeUndefined();
    expect(readCspNonce('')).toBeUndefined();
  });

  it('refuses a value that is not a nonce instead of putting it into markup', () => {
    expect(readCspNonce(`${NONCE_COOKIE}="><script>alert(1)</script>`)).toBeUndefined();
    expect(readCspNonce(`${NONCE_COOKIE}=short`)).toBeUndefined();
  });
});

describe('shareCspNonce', () => {
  it('gives the nonce to style elements made outside Mantine (get-nonce reads __webpack_nonce__)', () => {
    const scope: { __webpack_nonce__?: string } = {};
    shareCspNonce('bm9uY2Utbm9uY2Utbm9uY2U=', scope);
    expect(scope.__webpack_nonce__).toBe('bm9uY2Utbm9uY2Utbm9uY2U=');
  });

  it('sets nothing without a nonce', () => {
    const scope: { __webpack_nonce__?: string } = {};
    shareCspNonce(undefined, scope);
    expect(scope).toEqual({});
  });
});
