/** Session lifetimes (docs/security.md §12.1, §12.4). */
export const staffSession = {
  /**
   * `__Host-`: the browser keeps it only if set Secure, with Path=/ and no Domain, by this very
   * host, so no sibling subdomain can plant or shadow it (the API is same-origin behind CloudFront).
   */
  cookieName: '__Host-ostoja_sid',
  csrfHeader: 'x-csrf-token',
  idleSeconds: 30 * 60,
  absoluteSeconds: 12 * 60 * 60,
} as const;

/** Reporter inbox token: bound to one report, 900 s, renewable. */
export const inboxSession = {
  header: 'x-inbox-token',
  seconds: 900,
  /** The countdown warns this long before the end, with a large 'Przedłuż' (ours: the spec gives none). */
  warningSeconds: 60,
} as const;
