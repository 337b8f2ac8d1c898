import { useQuery } from '@tanstack/react-query';
import { getSubscription } from '@shared/contracts/billing/get-subscription.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

/** Subscription's invoice data and account cards, and whether ordering may start. */
export const getSubscriptionQueryOptions = () => contractQueryOptions(getSubscription);
export const useSubscription = () => useQuery(getSubscriptionQueryOptions());
