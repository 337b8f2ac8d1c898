import { logout } from '@shared/contracts/index.js';
import { deleteStaffSession } from '../data/sessions.js';
import { clearedSessionCookie } from '../lib/cookies.js';
import { defineHandler, Reply } from '../lib/handler.js';

/** Ends the session on the server; the cookie is cleared too. */
export const handler = defineHandler(logout, async ({ caller }) => {
  await deleteStaffSession(caller.sessionId);
  return new Reply({ ok: true as const }, { cookies: [clearedSessionCookie()] });
});
