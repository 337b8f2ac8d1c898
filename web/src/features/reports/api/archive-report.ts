import { archiveReport } from '@shared/contracts/index.js';
import { contractMutationFn, useChange } from '@/lib/contract-query.js';
import { reportListKeys } from '../lib/report-list-keys.js';

const archive = contractMutationFn(archiveReport);

/**
 * ZARCHIWIZUJ: an open report moves to the archive. The lists and counts are refreshed when the
 * call settles, after a refusal too (409 means the report changed meanwhile).
 */
export const useArchiveReport = () =>
  useChange((reportId: string) => archive({ params: { reportId } }), { invalidates: reportListKeys });
