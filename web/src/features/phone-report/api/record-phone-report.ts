import { recordPhoneReport } from '@shared/contracts/index.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** Stores the phone report encrypted in this browser. */
export const storeRecording = contractMutationFn(recordPhoneReport);
