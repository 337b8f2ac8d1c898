import { logOutOfInbox } from '@shared/contracts/inbox/log-out-of-inbox.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/** 'Wyloguj': the token is deleted on the server. */
export const logOut = contractMutationFn(logOutOfInbox);
