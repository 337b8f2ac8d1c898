import { downloadInboxFile } from '@shared/contracts/inbox/download-inbox-file.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** A short-lived URL of an encrypted attachment the reporter may see. */
export const fileUrl = contractMutationFn(downloadInboxFile);
