import { getReplyNotice } from '@shared/contracts/inbox/get-reply-notice.js';
import { contractQueryOptions } from '@/lib/contract-query.js';

/** The report's notice of replies: its channel and masked address, or none. */
export const replyNoticeQueryOptions = () => contractQueryOptions(getReplyNotice);
