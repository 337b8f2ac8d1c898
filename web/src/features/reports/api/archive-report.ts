import { useMutation, useQueryClient } from '@tanstack/react-query';
import { archiveReport } from '@shared/contracts/index.js';
import { contractMutationFn } from '../../../lib/contract-query.js';
import { refreshReportLists } from './report-lists-cache.js';

const archive = contractMutationFn(archiveReport);

/**
 * ZARCHIWIZUJ: an open report moves to the archive. The lists and counts are refreshed when the
 * call settles, after a refusal too (409 means the report changed meanwhile).
 */
export function useArchiveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) => archive({ params: { reportId } }),
    onSettled: () => refreshReportLists(queryClient),
  });
}
