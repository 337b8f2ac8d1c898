import { sendReply } from '@shared/contracts/reports/send-reply.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** A reply to the reporter, already encrypted under the report key. */
export const sendReplyCall = contractMutationFn(sendReply);
