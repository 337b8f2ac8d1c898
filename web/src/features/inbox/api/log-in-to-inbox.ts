import { getInboxReport } from '@shared/contracts/inbox/get-inbox-report.js';
import { logInToInbox } from '@shared/contracts/inbox/log-in-to-inbox.js';
import { logInToPhoneInbox } from '@shared/contracts/inbox/log-in-to-phone-inbox.js';
import { callApi } from '@/lib/api-client.js';
import { contractMutationFn } from '@/lib/contract-query.js';

/* The login's calls, loaded when the reporter logs in (hooks/use-inbox-login.ts), not with the screen. */

/** Identifier + the secret derived in the browser (never the password or the phone number). */
export const logIn = contractMutationFn(logInToInbox);
export const logInByPhone = contractMutationFn(logInToPhoneInbox);

/** The report, read once with the new session to open its key K (the inbox, with its own cache, reads it again). */
export const readInboxReport = () => callApi(getInboxReport);
