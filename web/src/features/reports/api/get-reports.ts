import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@shared/contracts/contract.js';
import { listReports } from '@shared/contracts/reports/list-reports.js';
import { pagedQueryOptions } from '@/lib/paged-query.js';
import type { QueryConfig } from '@/lib/react-query.js';

/** One page of the reports in a state ('Nowe', 'Otwarte', 'Archiwalne', the tables of 'Wszystkie'). */
export const getReportsQueryOptions = (query: QueryOf<typeof listReports>) => pagedQueryOptions(listReports, query);

interface UseReportsOptions {
  query: QueryOf<typeof listReports>;
  queryConfig?: QueryConfig<typeof getReportsQueryOptions>;
}

/** While the next page loads, the current one stays on screen. */
export const useReports = ({ query, queryConfig }: UseReportsOptions) =>
  useQuery({ ...getReportsQueryOptions(query), placeholderData: keepPreviousData, ...queryConfig });
