import { startInboxFileUpload } from '@shared/contracts/inbox/start-inbox-file-upload.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** Step 1 of a message attachment's upload: a presigned PUT for its ciphertext. */
export const startMessageFile = contractMutationFn(startInboxFileUpload);
