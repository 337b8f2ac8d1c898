import { fromBase64Url } from '../crypto/base64url.js';
import { keyValidAt, type ReceiptKeys } from './receipt-keys.js';
import { receiptSigningInput, type SignedReceipt } from './receipt.js';

/** Why a receipt is not authentic (the verify page words each, shared/messages/receipt.ts). */
export type ReceiptRefusal =
  /** No key with its kid was ever published. */
  | 'unknown-key'
  /** Its key was published, but the receipt's time is outside the key's period. */
  | 'outside-period'
  /** The signature does not match the fields: something was changed, or it was never signed so. */
  | 'bad-signature'
  /** This browser's WebCrypto has no Ed25519. */
  | 'unsupported';

export type ReceiptVerdict = { authentic: true; receipt: SignedReceipt } | { authentic: false; why: ReceiptRefusal };

/**
 * Checks a receipt against the published keys with WebCrypto (Ed25519): its key is published, the
 * receipt's time is within the key's period and the signature matches the canonical fields.
 */
export async function verifyReceipt(receipt: SignedReceipt, published: ReceiptKeys): Promise<ReceiptVerdict> {
  const key = published.keys.find((candidate) => candidate.kid === receipt.kid);
  if (!key) return { authentic: false, why: 'unknown-key' };
  if (!keyValidAt(key, receipt.receivedAt)) return { authentic: false, why: 'outside-period' };
  let publicKey: CryptoKey;
  try {
    publicKey = await crypto.subtle.importKey(
      'jwk',
      { kty: key.kty, crv: key.crv, x: key.x },
      { name: 'Ed25519' },
      false,
      ['verify'],
    );
  } catch (error) {
    // A browser without Ed25519 says NotSupportedError; a malformed published key is a data error.
    if (error instanceof DOMException && error.name === 'NotSupportedError')
      return { authentic: false, why: 'unsupported' };
    return { authentic: false, why: 'bad-signature' };
  }
  let signature: Uint8Array<ArrayBuffer>;
  try {
    signature = fromBase64Url(receipt.signature);
  } catch {
    return { authentic: false, why: 'bad-signature' };
  }
  const valid = await crypto.subtle.verify({ name: 'Ed25519' }, publicKey, signature, receiptSigningInput(receipt));
  return valid ? { authentic: true, receipt } : { authentic: false, why: 'bad-signature' };
}
