import { logInToPhoneInbox } from '@shared/contracts/inbox/log-in-to-phone-inbox.js';
import { defineHandler } from '../lib/handler.js';
import { openInbox } from './inbox-access.js';

/** Identifier + the phone secret (derived in the browser) → an inbox token, for phone reports only. */
export const handler = defineHandler(logInToPhoneInbox, ({ body }) =>
  openInbox(body.identifier, body.authKey, 'phone'),
);
