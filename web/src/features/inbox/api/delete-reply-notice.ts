import { deleteReplyNotice } from '@shared/contracts/inbox/delete-reply-notice.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** Deletes the notice of replies and its address. */
export const removeReplyNotice = contractMutationFn(deleteReplyNotice);
