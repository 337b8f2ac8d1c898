import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listReports } from '@shared/contracts/reports/list-reports.js';
import type { ReportPageSize } from '@shared/domain/report.js';
import { pagedQueryOptions } from '@/lib/paged-query.js';

interface PageInput {
  perPage: ReportPageSize;
  cursor: string | undefined;
}

/** The dashboard's 'Nowe zgłoszenia': one page of the reports nobody has opened yet. */
export const getNewReportsQueryOptions = ({ perPage, cursor }: PageInput) =>
  pagedQueryOptions(listReports, { state: 'new', perPage, cursor });

export const useNewReports = (input: PageInput) =>
  useQuery({ ...getNewReportsQueryOptions(input), placeholderData: keepPreviousData });
