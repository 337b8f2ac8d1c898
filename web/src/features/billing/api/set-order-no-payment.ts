import { listOrders, setOrderNoPayment } from '@shared/contracts/index.js';
import { contractKey, useContractMutation } from '@/lib/contract-query.js';

/** The summary stopped polling: the order becomes no-payment unless it was paid meanwhile. */
export const useSetOrderNoPayment = () =>
  useContractMutation(setOrderNoPayment, { invalidates: [contractKey(listOrders)] });
