import { sendInboxMessage } from '@shared/contracts/inbox/send-inbox-message.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** The reporter's message, already encrypted under the report key. */
export const sendMessage = contractMutationFn(sendInboxMessage);
