import { grantAccess } from '@shared/contracts/users/grant-access.js';
import { userTexts } from '@shared/messages/users.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { dataConflict, DataError } from '../data/data-error.js';
import { getStaffUser, grantOrganisationKeyWrite, holdsOrganisationKeyCheck } from '../data/staff-users.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/http-error.js';
import { holdsOrganisationKey, keyAccessOf } from './views.js';

/**
 * Stores what the granting administrator's browser wrapped. Refused, with nothing stored:
 * oneself or a caller without the key (403), another organisation's, a deleted or an unknown
 * user (404), a user who has not activated or already has access (409), an envelope for another
 * key than the user's (400). Users and auditors never reach here (the contract's permission).
 */
export const handler = defineHandler(grantAccess, async ({ params, body, caller }) => {
  if (params.userId === caller.user.userId) throw forbidden(userTexts.cannotGrantSelf);
  const user = await getStaffUser(caller.tenant.tenantId, params.userId);
  if (!user) throw notFound(userTexts.userNotFound);
  if (!holdsOrganisationKey(caller.user)) throw forbidden(userTexts.notHoldingKey);
  const access = keyAccessOf(user);
  if (access === 'invited') throw conflict(userTexts.notActivatedYet);
  if (access === 'granted') throw conflict(userTexts.alreadyGranted);
  const notForUser = { wrappedOrgKey: userTexts.keyNotForUser };
  if (body.wrappedOrgKey.kid !== user.credentials?.kid) throw badRequest(userTexts.keyNotForUser, notForUser);
  await transact([
    holdsOrganisationKeyCheck(caller.user, new DataError('FORBIDDEN', userTexts.notHoldingKey)),
    // Granted meanwhile by someone else, or the user reset their password since the list was read.
    grantOrganisationKeyWrite(user, body.wrappedOrgKey, dataConflict(userTexts.changedMeanwhile)),
    logEntryWrite(byStaff(caller), 'user.access.granted', user.name),
  ]);
  return { ok: true as const };
});
