import { queryOptions } from '@tanstack/react-query';
import type { Contract, QueryOf, ResponseOf } from '@shared/contracts/contract.js';
import { ALL_ROWS } from '@shared/domain/report.js';
import { callApi, type CallArgs } from './api-client.js';
import { contractKey } from './contract-query.js';
import { followCursors, type CursorPage } from './cursor-paging.js';

/** What every paged list call sends (shared/contracts/reports: ZPageQuery). */
interface PageQuery {
  perPage: number;
  cursor?: string | undefined;
}

/**
 * Query options for one page of a paged list contract, under the same cache key as any other
 * call of that contract (`contractKey`), so invalidating the contract refreshes every page.
 * With 'Wszystkie' (−1) the query follows the cursors through the whole list (the server answers
 * it in bounded pages) and caches it as one page.
 */
export function pagedQueryOptions<C extends Contract>(contract: C, query: QueryOf<C> & PageQuery) {
  const fetchPage = (cursor: string | undefined, signal: AbortSignal) =>
    callApi(contract, ...([{ query: { ...query, cursor }, signal }] as unknown as CallArgs<C>)) as Promise<
      ResponseOf<C> & CursorPage<unknown>
    >;
  return queryOptions<ResponseOf<C>>({
    queryKey: contractKey(contract, { query }),
    queryFn: ({ signal }) =>
      query.perPage === ALL_ROWS
        ? followCursors((cursor) => fetchPage(cursor, signal))
        : fetchPage(query.cursor, signal),
  });
}
