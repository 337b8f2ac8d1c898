import { markReportFeedback } from '@shared/contracts/index.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { reportChangeInvalidates } from './open-report.js';

/** 'Informacja zwrotna przekazana': feedback given outside the platform; the report and lists follow. */
export const useMarkReportFeedback = () =>
  useContractMutation(markReportFeedback, { invalidates: reportChangeInvalidates });
