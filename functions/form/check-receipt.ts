import { checkReceipt } from '@shared/contracts/form/check-receipt.js';
import { receiptCheckLimit } from '@shared/domain/receipts.js';
import { getReportByIdentifier } from '../data/reports.js';
import { defineHandler } from '../lib/handler.js';
import { constantTimeEqual } from '../lib/hashing.js';
import { consumeRateLimit } from '../lib/rate-limit.js';

/** A digest no receipt has ('!' is not base64url): what a report without a receipt is compared with. */
const NO_DIGEST = '!'.repeat(43);

/**
 * Yes when the report the identifier names is stored and its receipt's digest is the one given;
 * no for an unknown identifier, another digest, a report without a receipt or a deleted one, after
 * the same reads and comparison. The identifier's checks are limited (counted whatever the answer).
 */
export const handler = defineHandler(checkReceipt, async ({ body }) => {
  await consumeRateLimit(receiptCheckLimit, body.identifier);
  const report = await getReportByIdentifier(body.identifier);
  return { stored: constantTimeEqual(report?.receipt?.digest ?? NO_DIGEST, body.digest) && !!report?.receipt };
});
