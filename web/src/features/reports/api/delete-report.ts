import { useQueryClient } from '@tanstack/react-query';
import { deleteReport } from '@shared/contracts/reports/delete-report.js';
import { contractMutationFn, useChange } from '@/lib/contract-query.js';
import { reportChangeKeys } from '@/lib/report-api/report-change-keys.js';
import { getReportContentQueryOptions } from '@/lib/report-api/get-report-content.js';

const remove = contractMutationFn(deleteReport);

/** USUŃ: an archived report is deleted for good; the lists and counts follow, its cached content goes. */
export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useChange((reportId: string) => remove({ params: { reportId } }), {
    invalidates: reportChangeKeys,
    onSuccess: (_, reportId) =>
      queryClient.removeQueries({ queryKey: getReportContentQueryOptions(reportId).queryKey }),
  });
}
