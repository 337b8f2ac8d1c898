import { logInToInbox, logInToPhoneInbox } from '@shared/contracts/index.js';
import { contractMutationFn } from '../../../lib/contract-query.js';

/** Identifier + the secret derived in the browser (never the password or the phone number). */
export const logIn = contractMutationFn(logInToInbox);
export const logInByPhone = contractMutationFn(logInToPhoneInbox);
