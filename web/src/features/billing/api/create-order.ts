import { createOrder, listOrders } from '@shared/contracts/index.js';
import { contractKey, useContractMutation } from '@/lib/contract-query.js';

/** Places an order; the orders table follows. The caller opens the answered payment URL. */
export const useCreateOrder = () => useContractMutation(createOrder, { invalidates: [contractKey(listOrders)] });
