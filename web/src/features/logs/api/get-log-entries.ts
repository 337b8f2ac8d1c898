import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { QueryOf } from '@shared/contracts/contract.js';
import { listLogEntries } from '@shared/contracts/logs/list-log-entries.js';
import { callApi } from '@/lib/api-client.js';
import { contractKey } from '@/lib/contract-query.js';

/** What the system log is searched by (no field: every entry, 'Pokaż wszystko'). */
export type LogCriteria = Omit<QueryOf<typeof listLogEntries>, 'cursor'>;

/** 'Log systemowy': pages of 50, newest first; 'Pokaż więcej' fetches the next one. */
export const getLogEntriesQueryOptions = (criteria: LogCriteria) =>
  infiniteQueryOptions({
    queryKey: contractKey(listLogEntries, { query: criteria }),
    queryFn: ({ pageParam, signal }) => callApi(listLogEntries, { query: { ...criteria, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useLogEntries = (criteria: LogCriteria) => useInfiniteQuery(getLogEntriesQueryOptions(criteria));
