import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random opaque token (session ids, CSRF tokens, links): 256 bits, base64url. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as their SHA-256, so a table dump cannot be replayed. */
export const sha256 = (value: string | Uint8Array): string => createHash('sha256').update(value).digest('base64url');

export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
