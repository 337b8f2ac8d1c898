import { deleteReplyNotice, getReplyNotice, setReplyNotice } from '@shared/contracts/inbox/reply-notice.js';
import { contractMutationFn, contractQueryOptions } from '@/lib/contract-query.js';

/** The report's notice of replies: its channel and masked address, or none. */
export const replyNoticeQueryOptions = () => contractQueryOptions(getReplyNotice);

/** Turns the notice on (or moves it to another address). */
export const saveReplyNotice = contractMutationFn(setReplyNotice);

/** Deletes the notice and its address. */
export const removeReplyNotice = contractMutationFn(deleteReplyNotice);
