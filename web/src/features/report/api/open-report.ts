import { openReport } from '@shared/contracts/reports/open-report.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { reportChangeKeys } from '@/lib/report-api/report-change-keys.js';

/** The first opening of a new report (new → open, acknowledged); repeating it changes nothing. */
export const useOpenReport = () => useContractMutation(openReport, { invalidates: reportChangeKeys });
