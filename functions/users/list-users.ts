import { listUsers } from '@shared/contracts/users/list-users.js';
import { packageOf } from '@shared/domain/packages.js';
import { hasPermission } from '@shared/domain/staff-user.js';
import { listCategoryRecords } from '../data/categories.js';
import { listStaffUsers } from '../data/staff-users.js';
import { defineHandler } from '../lib/handler.js';
import { holdsOrganisationKey, panelOrder, toStaffUserRow } from './views.js';

/** 'Użytkownicy rozpatrujący zgłoszenia', with what the caller may do and the package's limits. */
export const handler = defineHandler(listUsers, async ({ caller }) => {
  const { tenantId } = caller.tenant;
  const [users, categories] = await Promise.all([listStaffUsers(tenantId), listCategoryRecords(tenantId)]);
  const pkg = packageOf(caller.tenant.licence);
  const admin = hasPermission(caller.user, 'administrator');
  return {
    users: users.sort(panelOrder).map((user) => toStaffUserRow(user, categories)),
    admin,
    mayGrant: admin && holdsOrganisationKey(caller.user),
    currentUserId: caller.user.userId,
    possibleAdminCount: pkg.accountLimit,
    packageType: pkg.name,
    smsAuthorizationPackage: pkg.smsLogin,
  };
});
