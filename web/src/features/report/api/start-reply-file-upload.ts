import { startReplyFileUpload } from '@shared/contracts/reports/start-reply-file-upload.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** Step 1 of a reply attachment's upload: a presigned PUT for its ciphertext. */
export const startReplyFile = contractMutationFn(startReplyFileUpload);
