import { getInboxReport } from '@shared/contracts/inbox/get-inbox-report.js';
import { logInToInbox } from '@shared/contracts/inbox/log-in-to-inbox.js';
import { logInToPhoneInbox } from '@shared/contracts/inbox/log-in-to-phone-inbox.js';
import { callApi, type CallArgs } from '../../../lib/api-client.js';

/*
 * The login's calls, loaded when the reporter logs in (hooks/use-inbox-login.ts): plain calls on
 * the typed client, without the query cache, which only the inbox itself has.
 */

type Sent<C extends typeof logInToInbox | typeof logInToPhoneInbox> = NonNullable<CallArgs<C>[0]>;

/** Identifier + the secret derived in the browser (never the password or the phone number). */
export const logIn = (input: Sent<typeof logInToInbox>) => callApi(logInToInbox, input);
export const logInByPhone = (input: Sent<typeof logInToPhoneInbox>) => callApi(logInToPhoneInbox, input);

/** The report, read once with the new session to open its key K (the inbox then reads it again). */
export const readInboxReport = () => callApi(getInboxReport);
