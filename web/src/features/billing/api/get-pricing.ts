import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getPricing } from '@shared/contracts/billing/get-pricing.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

/** The pricing list, with a discount code applied when one was checked. */
export const getPricingQueryOptions = (discountCode?: string) =>
  contractQueryOptions(getPricing, discountCode ? { query: { discountCode } } : {});

export const usePricing = (discountCode?: string) =>
  useQuery({ ...getPricingQueryOptions(discountCode), placeholderData: keepPreviousData });
