import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteReport } from '@shared/contracts/index.js';
import { contractMutationFn } from '../../../lib/contract-query.js';
import { getReportContentQueryOptions } from './get-report-content.js';
import { refreshReportLists } from './report-lists-cache.js';

const remove = contractMutationFn(deleteReport);

/** USUŃ: an archived report is deleted for good; its cached content goes with it. */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) => remove({ params: { reportId } }),
    onSuccess: (_, reportId) => queryClient.removeQueries({ queryKey: getReportContentQueryOptions(reportId).queryKey }),
    onSettled: () => refreshReportLists(queryClient),
  });
}
