import { moveReport } from '@shared/contracts/reports/move-report.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { reportChangeKeys } from '@/lib/report-api/report-change-keys.js';

/** Moves the report to another category; the report and the lists follow. */
export const useMoveReport = () => useContractMutation(moveReport, { invalidates: reportChangeKeys });
