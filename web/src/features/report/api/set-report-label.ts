import { setReportLabel } from '@shared/contracts/reports/set-report-label.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { reportChangeKeys } from '@/lib/report-api/report-change-keys.js';

/** Sets, changes or removes the report's label (already encrypted); the report and the lists follow. */
export const useSetReportLabel = () => useContractMutation(setReportLabel, { invalidates: reportChangeKeys });
