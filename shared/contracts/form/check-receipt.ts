import * as z from 'zod/mini';
import { RECEIPT_DIGEST_PATTERN } from '../../domain/receipts.js';
import { receiptTexts } from '../../messages/receipt.js';
import { defineContract } from '../contract.js';
import { ZReporterIdentifier } from '../inbox/login-schemas.js';

/**
 * Whether a report with this identifier and this digest of its ciphertext was received and is
 * still stored (docs/security.md §6.8): the answer is yes or no, nothing else. After a report is
 * deleted (its retention ended, or staff deleted it) the answer is no; the receipt's signature
 * still proves it was received. In the body, never the address, so that no log holds the pair.
 * Written with zod's mini build: the verify page sends it.
 */
export const checkReceipt = defineContract({
  name: 'check-receipt',
  area: 'form',
  method: 'POST',
  path: '/api/public/receipt-checks',
  auth: { kind: 'public' },
  summary: 'Whether a report with this identifier and ciphertext digest is stored (yes or no).',
  body: z.strictObject({
    identifier: ZReporterIdentifier,
    digest: z.string().check(z.regex(RECEIPT_DIGEST_PATTERN, receiptTexts.invalidDigest)),
  }),
  response: z.object({ stored: z.boolean() }),
});
