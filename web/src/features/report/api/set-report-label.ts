import { setReportLabel } from '@shared/contracts/index.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { reportChangeInvalidates } from './open-report.js';

/** Sets, changes or removes the report's label (already encrypted); the report and the lists follow. */
export const useSetReportLabel = () => useContractMutation(setReportLabel, { invalidates: reportChangeInvalidates });
