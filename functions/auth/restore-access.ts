import { restoreAccess } from '@shared/contracts/index.js';
import { authTexts } from '@shared/messages/auth.js';
import { storeWrappedOrgKey } from '../data/staff-users.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest } from '../lib/http-error.js';

const notForYou = () => badRequest(undefined, { wrappedForUser: authTexts.keyNotForYou });

/** Stores the organisation key the caller's browser re-wrapped for them with the recovery key. */
export const handler = defineHandler(restoreAccess, async ({ body, caller }) => {
  const { user } = caller;
  if (body.wrappedForUser.kid !== user.credentials?.kid) throw notForYou();
  // A password reset in between replaces the key pair: the envelope is then for an old key.
  if (!(await storeWrappedOrgKey(user, body.wrappedForUser))) throw notForYou();
  return { ok: true as const };
});
