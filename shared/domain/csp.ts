/** Name of the cookie that hands the per-response CSP style nonce to the app (read at start). */
export const NONCE_COOKIE = 'ostoja_csp_nonce';
