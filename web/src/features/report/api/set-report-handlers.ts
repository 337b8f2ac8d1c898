import { setReportHandlers } from '@shared/contracts/reports/set-report-handlers.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { reportChangeKeys } from '@/lib/report-api/report-change-keys.js';

/** Sets the report's handlers (the whole list); the report and the lists follow. */
export const useSetReportHandlers = () => useContractMutation(setReportHandlers, { invalidates: reportChangeKeys });
