import { markIrrelevantData } from '@shared/contracts/reports/mark-irrelevant-data.js';
import { unmarkIrrelevantData } from '@shared/contracts/reports/unmark-irrelevant-data.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** Marks personal data of the report as irrelevant ('Nieistotne dla sprawy'), on the version shown. */
export const sendIrrelevantMark = contractMutationFn(markIrrelevantData);
/** Takes a mark back before its term. */
export const sendUnmark = contractMutationFn(unmarkIrrelevantData);
