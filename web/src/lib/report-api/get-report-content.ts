import type { ResponseOf } from '@shared/contracts/contract.js';
import { getReportContent } from '@shared/contracts/reports/get-report-content.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

export type ReportContent = ResponseOf<typeof getReportContent>;

/** A report's ciphertext and its key wrapped for the organisation (the report page and the register decrypt it). */
export const getReportContentQueryOptions = (reportId: string) =>
  contractQueryOptions(getReportContent, { params: { reportId } });
