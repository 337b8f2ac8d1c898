import { useQuery } from '@tanstack/react-query';
import { getOrderInfo } from '@shared/contracts/billing/get-order-info.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

/** The payment summary's order by its token. */
export const getOrderInfoQueryOptions = (token: string) => contractQueryOptions(getOrderInfo, { params: { token } });
export const useOrderInfo = (token: string) =>
  useQuery({ ...getOrderInfoQueryOptions(token), refetchOnWindowFocus: false });
