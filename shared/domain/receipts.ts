/**
 * The server's answer whether a receipt's report is stored (docs/security.md §6.8): checks of one
 * identifier, counted whatever their answer, so that nobody learns much by asking over and over.
 * Per client, the edge limits it too (infra/edge-limits.ts): nothing of the caller is stored.
 */
export const receiptCheckLimit = { scope: 'receipt-check', limit: 10, windowSeconds: 15 * 60 } as const;

/** A receipt's digest: base64url of a SHA-256, 43 characters (the last one carries 4 zero bits). */
export const RECEIPT_DIGEST_PATTERN = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;
