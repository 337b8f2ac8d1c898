import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf, ResponseOf } from '@shared/contracts/contract.js';
import { getReportStatistics } from '@shared/contracts/statistics/get-report-statistics.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

export type StatisticsPeriod = QueryOf<typeof getReportStatistics>;
export type ReportStatistics = ResponseOf<typeof getReportStatistics>;

/** 'Statystyki' of a period (months; none given: the last 12). */
export const getReportStatisticsQueryOptions = (period: StatisticsPeriod) =>
  contractQueryOptions(getReportStatistics, { query: period });

/** The previous period's figures stay on screen while another one is counted. */
export const useReportStatistics = (period: StatisticsPeriod) =>
  useQuery({ ...getReportStatisticsQueryOptions(period), placeholderData: keepPreviousData });
