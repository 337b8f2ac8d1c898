import { sendInboxMessage } from '@shared/contracts/index.js';
import { contractMutationFn } from '../../../lib/contract-query.js';

/** The reporter's message, already encrypted under the report key. */
export const sendMessage = contractMutationFn(sendInboxMessage);
