import { clearReportLegalHold, setReportLegalHold } from '@shared/contracts/index.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { reportChangeInvalidates } from './open-report.js';

/** 'Wstrzymaj usunięcie' and 'Zdejmij wstrzymanie' (administrators); the report follows. */
export const useSetLegalHold = () => useContractMutation(setReportLegalHold, { invalidates: reportChangeInvalidates });
export const useClearLegalHold = () =>
  useContractMutation(clearReportLegalHold, { invalidates: reportChangeInvalidates });
