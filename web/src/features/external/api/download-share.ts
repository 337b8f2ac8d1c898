import { downloadShare } from '@shared/contracts/external/download-share.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getShareQueryOptions } from './get-share.js';

/** 'Pobierz': the code is used up and the download counted; the answer is a short-lived URL of the zip. */
export const useDownloadShare = (shareId: string) =>
  useContractMutation(downloadShare, { invalidates: [getShareQueryOptions(shareId).queryKey] });
