import type { receiptTexts } from '@shared/messages/receipt.js';
import { parseReceiptCode, type SignedReceipt } from '@shared/receipts/receipt.js';
import { verifyReceipt } from '@shared/receipts/verify-receipt.js';
import { getReceiptKeys } from '../api/get-receipt-keys.js';

export type CheckRefusal = keyof typeof receiptTexts.refusals;

/** What the page says: authentic (with what the receipt states), or why not. */
export type CheckOutcome = { authentic: true; receipt: SignedReceipt } | { authentic: false; why: CheckRefusal };

/** What was given to check: a PDF's bytes, or a pasted code. */
export type CheckInput = { pdf: Uint8Array } | { code: string };

/**
 * Reads the receipt from the PDF (its verification code) or the pasted code and checks its
 * signature in this browser against the published keys. Never throws: every failure is a reason.
 */
export async function checkReceipt(input: CheckInput): Promise<CheckOutcome> {
  let receipt: SignedReceipt | null;
  if ('pdf' in input) {
    const { receiptFromPdf } = await import('@/lib/receipt-pdf.js');
    const read = await receiptFromPdf(input.pdf);
    if (read === 'not-a-pdf') return { authentic: false, why: 'not-a-pdf' };
    if (!read) return { authentic: false, why: 'not-a-receipt' };
    receipt = read;
  } else {
    receipt = parseReceiptCode(input.code);
    if (!receipt) return { authentic: false, why: 'no-code' };
  }
  const keys = await getReceiptKeys();
  if (!keys) return { authentic: false, why: 'keys-unavailable' };
  try {
    const verdict = await verifyReceipt(receipt, keys);
    return verdict.authentic ? verdict : { authentic: false, why: verdict.why };
  } catch {
    return { authentic: false, why: 'bad-signature' };
  }
}
