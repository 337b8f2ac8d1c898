import { listInboxMessages } from '@shared/contracts/inbox/list-inbox-messages.js';
import { contractKey, contractQueryOptions } from '@/lib/contract-query.js';

/** The conversation as the reporter sees it. */
export const inboxMessagesQueryOptions = () => contractQueryOptions(listInboxMessages);
export const inboxMessagesKey = () => contractKey(listInboxMessages);
