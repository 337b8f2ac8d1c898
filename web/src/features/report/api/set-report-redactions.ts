import { setReportRedactions } from '@shared/contracts/reports/set-report-redactions.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** Replaces the report's redactions (already encrypted) on the version shown. */
export const sendRedactions = contractMutationFn(setReportRedactions);
