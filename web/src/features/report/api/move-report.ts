import { moveReport } from '@shared/contracts/index.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { reportChangeInvalidates } from './open-report.js';

/** Moves the report to another category; the report and the lists follow. */
export const useMoveReport = () => useContractMutation(moveReport, { invalidates: reportChangeInvalidates });
