import { useQuery } from '@tanstack/react-query';
import { listOrders } from '@shared/contracts/billing/list-orders.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

/** The order history, newest first. */
export const getOrdersQueryOptions = () => contractQueryOptions(listOrders);
export const useOrders = () => useQuery(getOrdersQueryOptions());
