import { createOrder } from '@shared/contracts/billing/create-order.js';
import { listOrders } from '@shared/contracts/billing/list-orders.js';
import { contractKey, useContractMutation } from '@/lib/contract-query.js';

/** Places an order; the orders table follows. The caller opens the answered payment URL. */
export const useCreateOrder = () => useContractMutation(createOrder, { invalidates: [contractKey(listOrders)] });
