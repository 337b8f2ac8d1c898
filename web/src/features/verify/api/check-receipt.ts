import { checkReceipt as contract } from '@shared/contracts/form/check-receipt.js';
import type { SignedReceipt } from '@shared/receipts/receipt.js';
import { callApi } from '@/lib/api-client.js';

/** Asks the server whether the receipt's report is stored: only its identifier and digest are sent. */
export const askWhetherStored = (receipt: Pick<SignedReceipt, 'identifier' | 'digest'>) =>
  callApi(contract, { body: { identifier: receipt.identifier, digest: receipt.digest } });
