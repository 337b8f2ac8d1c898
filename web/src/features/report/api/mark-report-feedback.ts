import { markReportFeedback } from '@shared/contracts/reports/mark-report-feedback.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { reportChangeKeys } from '@/lib/report-api/report-change-keys.js';

/** 'Informacja zwrotna przekazana': feedback given outside the platform; the report and lists follow. */
export const useMarkReportFeedback = () => useContractMutation(markReportFeedback, { invalidates: reportChangeKeys });
