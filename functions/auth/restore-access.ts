import { restoreAccess } from '@shared/contracts/auth/restore-access.js';
import { authTexts } from '@shared/messages/auth.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { DataError } from '../data/data-error.js';
import { storeWrappedOrgKeyWrite } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest } from '../lib/http-error.js';

const notForYouFields = { wrappedForUser: authTexts.keyNotForYou };

/** Stores the organisation key the caller's browser re-wrapped for them with the recovery key. */
export const handler = defineHandler(restoreAccess, async ({ body, caller }) => {
  const { user } = caller;
  if (body.wrappedForUser.kid !== user.credentials?.kid) throw badRequest(undefined, notForYouFields);
  // A password reset in between replaces the key pair: the envelope is then for an old key.
  const replacedMeanwhile = new DataError('VALIDATION_FAILED', undefined, { fields: notForYouFields });
  await transact([
    storeWrappedOrgKeyWrite(user, body.wrappedForUser, replacedMeanwhile),
    logEntryWrite(byStaff(caller), 'access.restored'),
  ]);
  return { ok: true as const };
});
