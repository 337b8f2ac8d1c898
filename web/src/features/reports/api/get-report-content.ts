import { getReportContent } from '@shared/contracts/index.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

/** A report's ciphertext and its key wrapped for the organisation (the register decrypts it). */
export const getReportContentQueryOptions = (reportId: string) =>
  contractQueryOptions(getReportContent, { params: { reportId } });
