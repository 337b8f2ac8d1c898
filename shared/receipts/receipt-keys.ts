import * as z from 'zod/mini';
import { toBase64Url } from '../crypto/base64url.js';

/**
 * The published receipt keys (`/.well-known/ostoja-receipt-keys.json`): a JWKS (RFC 7517) of
 * Ed25519 public keys (RFC 8037), each with the period it signed in. A rotated key stays published
 * with its end, so receipts it signed stay verifiable and a receipt dated after its end is refused.
 */
export const RECEIPT_KEYS_PATH = '/.well-known/ostoja-receipt-keys.json';

export const ZReceiptKey = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  alg: z.literal('EdDSA'),
  use: z.literal('sig'),
  kid: z.string(),
  /** The raw 32-byte public key, base64url. */
  x: z.string(),
  /** From when the key signs (ISO 8601). */
  validFrom: z.iso.datetime(),
  /** Until when it signed; null while it is the current key. */
  validUntil: z.nullable(z.iso.datetime()),
});
export type ReceiptKey = z.infer<typeof ZReceiptKey>;

export const ZReceiptKeys = z.object({ keys: z.array(ZReceiptKey) });
export type ReceiptKeys = z.infer<typeof ZReceiptKeys>;

/**
 * A key's id: base64url of the SHA-256 of its raw public key, first 16 characters (as the
 * organisation keys' kid, docs/security.md §2).
 */
export async function receiptKeyId(rawPublicKey: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', rawPublicKey));
  return toBase64Url(digest).slice(0, 16);
}

/** Whether the key signed at that time: from its start, before its end (if it has one). */
export const keyValidAt = (key: Pick<ReceiptKey, 'validFrom' | 'validUntil'>, at: string): boolean => {
  const time = Date.parse(at);
  return time >= Date.parse(key.validFrom) && (key.validUntil === null || time < Date.parse(key.validUntil));
};
