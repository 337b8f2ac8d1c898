import { renewInboxSession } from '@shared/contracts/inbox/renew-inbox-session.js';
import { renewInboxSession as renewSession } from '../data/sessions.js';
import { defineHandler } from '../lib/handler.js';
import { sessionAnswer } from './inbox-access.js';

/** 'Przedłuż': a new token for another 900 s; the one that asked stops working. */
export const handler = defineHandler(renewInboxSession, async ({ caller }) =>
  sessionAnswer(await renewSession(caller.token, caller.session)),
);
