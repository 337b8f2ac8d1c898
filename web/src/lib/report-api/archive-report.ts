import { archiveReport } from '@shared/contracts/reports/archive-report.js';
import { contractMutationFn, useChange } from '@/lib/contract-query.js';
import { reportChangeKeys } from './report-change-keys.js';

const archive = contractMutationFn(archiveReport);

/**
 * ZARCHIWIZUJ, from a list or the report page: an open report moves to the archive. The report,
 * the lists and the counts are refreshed when the call settles, after a refusal too (409 means
 * the report changed meanwhile).
 */
export const useArchiveReport = () =>
  useChange((reportId: string) => archive({ params: { reportId } }), { invalidates: reportChangeKeys });
