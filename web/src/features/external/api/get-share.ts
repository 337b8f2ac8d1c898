import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@shared/contracts/contract.js';
import { getShare } from '@shared/contracts/external/get-share.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

export type ShareDetails = ResponseOf<typeof getShare>;

export const getShareQueryOptions = (shareId: string) => contractQueryOptions(getShare, { params: { shareId } });

/** What the link shares: organisation, report number, expiry, downloads used. */
export const useShare = (shareId: string, enabled: boolean) =>
  useQuery({ ...getShareQueryOptions(shareId), enabled, retry: false });
