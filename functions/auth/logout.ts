import { logout } from '@shared/contracts/auth/logout.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { deleteStaffSessionWrite } from '../data/sessions.js';
import { transact } from '../data/transact.js';
import { clearedSessionCookie } from '../lib/cookies.js';
import { defineHandler, Reply } from '../lib/handler.js';

/** Ends the session on the server, with its log entry; the cookie is cleared too. */
export const handler = defineHandler(logout, async ({ caller }) => {
  await transact([deleteStaffSessionWrite(caller.sessionId), logEntryWrite(byStaff(caller), 'session.logout')]);
  return new Reply({ ok: true as const }, { cookies: [clearedSessionCookie()] });
});
