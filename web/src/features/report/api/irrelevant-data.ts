import { markIrrelevantData, unmarkIrrelevantData } from '@shared/contracts/index.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** Marks personal data of the report as irrelevant ('Nieistotne dla sprawy'), on the version shown. */
export const sendIrrelevantMark = contractMutationFn(markIrrelevantData);
/** Takes a mark back before its term. */
export const sendUnmark = contractMutationFn(unmarkIrrelevantData);
