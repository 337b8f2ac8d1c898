import { useQuery } from '@tanstack/react-query';
import { getOrderForm } from '@shared/contracts/billing/get-order-form.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

/** The ordering panel's periods and payment methods. */
export const getOrderFormQueryOptions = () => contractQueryOptions(getOrderForm);
export const useOrderForm = () => useQuery(getOrderFormQueryOptions());
