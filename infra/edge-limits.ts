/**
 * Per-client limits at the edge (AWS WAF rate-based rules on CloudFront), counted per viewer
 * address in WAF's memory only: nothing in the table or any log ties an address to a request
 * (request sampling and WAF logging are off). This is how the public form and the reporter inbox
 * are limited per client without storing anything about reporters (docs/security.md §12.3).
 *
 * Each limit names the routes it counts together as route keys (`METHOD /api/path/{param}`, the
 * contracts' own syntax). A key with no route yet is kept, so the limit holds from the day the
 * route appears; synth warns about it meanwhile.
 *
 * Choose limits for shared addresses: mobile networks put many people behind one address
 * (CGNAT), and a whole office signs in from one. The handlers keep their own per-account limits.
 */
export interface EdgeRateLimit {
  /** Names the WAF rule and its CloudWatch metric. */
  name: string;
  routes: readonly string[];
  /** Requests per client address per window; AWS WAF's minimum is 10. */
  limit: number;
  /** The window AWS WAF counts over. */
  windowSeconds: 60 | 120 | 300 | 600;
}

export const edgeRateLimits: readonly EdgeRateLimit[] = [
  {
    // A report is one start and one finalise (and a retry or two): 15 reports in 5 minutes.
    name: 'PublicFormSubmissions',
    routes: ['POST /api/public/forms/{alias}/submissions', 'POST /api/public/forms/{alias}/submissions/{reportId}'],
    limit: 30,
    windowSeconds: 300,
  },
  {
    name: 'InboxLogin',
    routes: ['POST /api/inbox/sessions', 'POST /api/inbox/phone-sessions'],
    limit: 20,
    windowSeconds: 300,
  },
  {
    // Checking a receipt is one call a receipt; the handler limits checks per identifier too.
    name: 'ReceiptChecks',
    routes: ['POST /api/public/receipt-checks'],
    limit: 30,
    windowSeconds: 300,
  },
  {
    // Sign-in is two to three calls; registration and password reset send e-mail.
    name: 'StaffLogin',
    routes: [
      'POST /api/auth/login-params',
      'POST /api/auth/login',
      'POST /api/auth/login/sms',
      'POST /api/auth/login/totp',
      'POST /api/auth/login/totp-setup',
      'POST /api/auth/login/passkey-options',
      'POST /api/auth/login/passkey',
      'POST /api/auth/registrations',
      'POST /api/auth/password-resets',
    ],
    limit: 60,
    windowSeconds: 300,
  },
  {
    // The authority's download page: a code e-mailed and a download are two calls; five downloads
    // in an afternoon is the most a share allows (the handlers limit codes per share and client too).
    name: 'ExternalDownloads',
    routes: ['POST /api/external/shares/{shareId}/code', 'POST /api/external/shares/{shareId}/download'],
    limit: 30,
    windowSeconds: 300,
  },
];

/**
 * Every request of one client address (pages, assets and API alike), after the limits above: one
 * client sending faster than a person can click gets 429 instead of the capacity everyone shares.
 * A visit to the site is about 30 requests; an office or a mobile network behind one address
 * (CGNAT) stays far below 3,000 in 5 minutes (10 a second, sustained).
 */
export const catchAllRateLimit: Omit<EdgeRateLimit, 'routes'> = {
  name: 'EveryRequest',
  limit: 3000,
  windowSeconds: 300,
};
