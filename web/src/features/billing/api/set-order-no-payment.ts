import { listOrders } from '@shared/contracts/billing/list-orders.js';
import { setOrderNoPayment } from '@shared/contracts/billing/set-order-no-payment.js';
import { contractKey, useContractMutation } from '@/lib/contract-query.js';

/** The summary stopped polling: the order becomes no-payment unless it was paid meanwhile. */
export const useSetOrderNoPayment = () =>
  useContractMutation(setOrderNoPayment, { invalidates: [contractKey(listOrders)] });
