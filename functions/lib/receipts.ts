import { toBase64Url } from '@shared/crypto/base64url.js';
import { receiptSigningInput, type ReceiptFields, type SignedReceipt } from '@shared/receipts/receipt.js';
import { receiptSigner } from '../adapters/receipt-keys.js';

/**
 * Signs a report's receipt (docs/security.md §6.8) with the current receipt key: Ed25519 over the
 * fields' canonical JSON. Called once, when the report is stored; the stored receipt is what every
 * replay answers.
 */
export async function signReceipt(fields: Omit<ReceiptFields, 'v' | 'kid'>): Promise<SignedReceipt> {
  const signer = await receiptSigner();
  const signed: ReceiptFields = { v: 1, ...fields, kid: signer.kid };
  return { ...signed, signature: toBase64Url(await signer.sign(receiptSigningInput(signed))) };
}
