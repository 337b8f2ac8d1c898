import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@shared/contracts/contract.js';
import { listReportsWithNewMessages } from '@shared/contracts/reports/list-reports-with-new-messages.js';
import { pagedQueryOptions } from '@/lib/paged-query.js';
import type { QueryConfig } from '@/lib/react-query.js';

/** 'Wiadomości': one page of the open reports with reporter messages nobody has read yet. */
export const getReportsWithNewMessagesQueryOptions = (query: QueryOf<typeof listReportsWithNewMessages>) =>
  pagedQueryOptions(listReportsWithNewMessages, query);

interface UseReportsWithNewMessagesOptions {
  query: QueryOf<typeof listReportsWithNewMessages>;
  queryConfig?: QueryConfig<typeof getReportsWithNewMessagesQueryOptions>;
}

export const useReportsWithNewMessages = ({ query, queryConfig }: UseReportsWithNewMessagesOptions) =>
  useQuery({ ...getReportsWithNewMessagesQueryOptions(query), placeholderData: keepPreviousData, ...queryConfig });
