import { logInToInbox } from '@shared/contracts/inbox/log-in-to-inbox.js';
import { defineHandler } from '../lib/handler.js';
import { openInbox } from './inbox-access.js';

/** Identifier + the password's authKey (derived in the browser) → an inbox token for 900 s. */
export const handler = defineHandler(logInToInbox, ({ body }) => openInbox(body.identifier, body.authKey, 'password'));
