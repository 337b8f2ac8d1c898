import { logOutOfInbox } from '@shared/contracts/inbox/log-out-of-inbox.js';
import { deleteInboxSession } from '../data/sessions.js';
import { defineHandler } from '../lib/handler.js';

/** 'Wyloguj': the token is deleted. */
export const handler = defineHandler(logOutOfInbox, async ({ caller }) => {
  await deleteInboxSession(caller.token);
  return { ok: true as const };
});
