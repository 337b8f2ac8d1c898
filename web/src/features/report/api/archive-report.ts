import { archiveReport } from '@shared/contracts/index.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { reportChangeInvalidates } from './open-report.js';

/** ZARCHIWIZUJ on the report page; the report and the lists follow (after a refusal too). */
export const useArchiveReport = () => useContractMutation(archiveReport, { invalidates: reportChangeInvalidates });
