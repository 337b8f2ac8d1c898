import { logInToInbox } from '@shared/contracts/inbox/log-in-to-inbox.js';
import { logInToPhoneInbox } from '@shared/contracts/inbox/log-in-to-phone-inbox.js';
import { contractMutationFn } from '../../../lib/contract-query.js';

/** Identifier + the secret derived in the browser (never the password or the phone number). */
export const logIn = contractMutationFn(logInToInbox);
export const logInByPhone = contractMutationFn(logInToPhoneInbox);
