import { getReceiptKeys } from '@shared/contracts/form/get-receipt-keys.js';
import { publishedReceiptKeys } from '../adapters/receipt-keys.js';
import { defineHandler } from '../lib/handler.js';

/** Every receipt key with its period, rotated ones included (docs/security.md §6.8). */
export const handler = defineHandler(getReceiptKeys, () => publishedReceiptKeys());
