import { setReportRedactions } from '@shared/contracts/index.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** Replaces the report's redactions (already encrypted) on the version shown. */
export const sendRedactions = contractMutationFn(setReportRedactions);
