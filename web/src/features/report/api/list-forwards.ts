import { useQuery } from '@tanstack/react-query';
import { listForwards } from '@shared/contracts/forwards/list-forwards.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

export const getForwardsQueryOptions = (reportId: string) =>
  contractQueryOptions(listForwards, { params: { reportId } });

/** The report's forwards to external authorities, newest first (only for those who may forward). */
export const useForwards = (reportId: string) => useQuery(getForwardsQueryOptions(reportId));
