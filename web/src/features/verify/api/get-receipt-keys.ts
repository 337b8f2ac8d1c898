import { RECEIPT_KEYS_PATH, ZReceiptKeys, type ReceiptKeys } from '@shared/receipts/receipt-keys.js';
import * as z from 'zod/mini';

/**
 * The published receipt keys, read from their well-known address as anyone else would read them
 * (docs/security.md §6.8); null when they cannot be read.
 */
export async function getReceiptKeys(): Promise<ReceiptKeys | null> {
  try {
    const response = await fetch(RECEIPT_KEYS_PATH, { headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const parsed = z.safeParse(ZReceiptKeys, await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
