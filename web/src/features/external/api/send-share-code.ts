import { sendShareCode } from '@shared/contracts/external/send-share-code.js';
import { useContractMutation } from '@/lib/contract-query.js';
import { getShareQueryOptions } from './get-share.js';

/**
 * 'Generuj kod': the server e-mails a single-use code to the address the report was forwarded to.
 * The page's data is read again after it, as a refusal may mean the share changed meanwhile.
 */
export const useSendShareCode = (shareId: string) =>
  useContractMutation(sendShareCode, { invalidates: [getShareQueryOptions(shareId).queryKey] });
