import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { getReport } from '@shared/contracts/reports/get-report.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

export type ReportDetails = ResponseOf<typeof getReport>;

/** The report's row, the caller's rights on it and the categories it may be moved to. */
export const getReportQueryOptions = (reportId: string) => contractQueryOptions(getReport, { params: { reportId } });

export const useReport = (reportId: string) => useQuery({ ...getReportQueryOptions(reportId), retry: false });
