import { completeInboxFileUpload } from '@shared/contracts/inbox/complete-inbox-file-upload.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** Step 3 of a message attachment's upload: the encrypted name; the file joins the message. */
export const completeMessageFile = contractMutationFn(completeInboxFileUpload);
