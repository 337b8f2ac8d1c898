import { downloadShare } from '@shared/contracts/index.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getShareQueryOptions } from './get-share.js';

/** 'Pobierz': the code is used up and the download counted; the answer is a short-lived URL of the zip. */
export const useDownloadShare = (shareId: string) =>
  useContractMutation(downloadShare, { invalidates: [getShareQueryOptions(shareId).queryKey] });
