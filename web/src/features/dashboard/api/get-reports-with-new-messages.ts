import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listReportsWithNewMessages } from '@shared/contracts/reports/list-reports-with-new-messages.js';
import type { ReportPageSize } from '@shared/domain/report.js';
import { pagedQueryOptions } from '@/lib/paged-query.js';

interface PageInput {
  perPage: ReportPageSize;
  cursor: string | undefined;
}

/** The dashboard's 'Odnotowano nowe wiadomości w otwartych zgłoszeniach': one page of them. */
export const getReportsWithNewMessagesQueryOptions = (query: PageInput) =>
  pagedQueryOptions(listReportsWithNewMessages, query);

export const useReportsWithNewMessages = (input: PageInput) =>
  useQuery({ ...getReportsWithNewMessagesQueryOptions(input), placeholderData: keepPreviousData });
