import { completeReplyFileUpload } from '@shared/contracts/reports/complete-reply-file-upload.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** Step 3 of a reply attachment's upload: the encrypted name; the file joins the reply. */
export const completeReplyFile = contractMutationFn(completeReplyFileUpload);
