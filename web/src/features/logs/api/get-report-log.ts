import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listReportLog } from '@shared/contracts/logs/list-report-log.js';
import { callApi } from '@/lib/api-client.js';
import { contractKey } from '@/lib/contract-query.js';

/** The log of one report, newest first, in pages. */
export const getReportLogQueryOptions = (reportId: string) =>
  infiniteQueryOptions({
    queryKey: contractKey(listReportLog, { params: { reportId } }),
    queryFn: ({ pageParam, signal }) =>
      callApi(listReportLog, { params: { reportId }, query: { cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useReportLog = (reportId: string) => useInfiniteQuery(getReportLogQueryOptions(reportId));
