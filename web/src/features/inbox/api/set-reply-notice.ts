import { setReplyNotice } from '@shared/contracts/inbox/set-reply-notice.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** Turns the notice of replies on (or moves it to another address). */
export const saveReplyNotice = contractMutationFn(setReplyNotice);
