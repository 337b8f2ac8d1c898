import { useQuery } from '@tanstack/react-query';
import { getDashboard } from '@shared/contracts/dashboard/get-dashboard.js';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { contractQueryOptions } from '@/lib/contract-query.js';
import type { QueryConfig } from '@/lib/react-query.js';

export type Dashboard = ResponseOf<typeof getDashboard>;

/** Panel główny's figures: the organisation's name, its report counts by state and its users. */
export const getDashboardQueryOptions = () => contractQueryOptions(getDashboard);

interface UseDashboardOptions {
  queryConfig?: QueryConfig<typeof getDashboardQueryOptions>;
}

export const useDashboard = ({ queryConfig }: UseDashboardOptions = {}) =>
  useQuery({ ...getDashboardQueryOptions(), ...queryConfig });
