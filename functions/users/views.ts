import type { StaffUserRow } from '@shared/contracts/users/schemas.js';
import { staffUserType, type StaffKeyAccess } from '@shared/domain/staff-user.js';
import type { CategoryRecord } from '../data/categories.js';
import type { StaffUser } from '../data/staff-users.js';

/** Where a user stands with the organisation key: no key pair yet, waiting for a grant, or granted. */
export function keyAccessOf(user: Pick<StaffUser, 'credentials' | 'wrappedOrgKey'>): StaffKeyAccess {
  if (!user.credentials) return 'invited';
  return user.wrappedOrgKey ? 'granted' : 'pending';
}

/** Whether a user holds the organisation key (may open reports, and pass the key on). */
export const holdsOrganisationKey = (user: Pick<StaffUser, 'credentials' | 'wrappedOrgKey'>): boolean =>
  keyAccessOf(user) === 'granted';

/** A row of the users panel: the user's data, rights, the names of their categories, their key access. */
export function toStaffUserRow(
  user: StaffUser,
  categories: readonly Pick<CategoryRecord, 'name' | 'users'>[],
): StaffUserRow {
  const access = keyAccessOf(user);
  return {
    id: user.userId,
    name: user.name,
    email: user.email,
    phone: user.phone,
    lastLoginDate: user.lastLoginAt,
    type: user.type,
    status: user.status,
    isMainAdmin: user.isMainAdmin,
    canArchivize: user.canArchivize,
    canReports: user.canReports,
    canExternalSend: user.canExternalSend,
    smsAuthorization: user.smsAuthorization,
    categoriesNames: categories
      .filter((category) => category.users.some((assigned) => assigned.userId === user.userId))
      .map((category) => category.name),
    access,
    invitationExpiresAt: access === 'invited' ? (user.invitation?.expiresAt ?? null) : null,
    publicKey: access === 'pending' ? (user.credentials?.publicKey ?? null) : null,
    kid: access === 'pending' ? (user.credentials?.kid ?? null) : null,
  };
}

/** The panel's order: the main administrator, other administrators, users, auditors; oldest first within each. */
export const panelOrder = (a: StaffUser, b: StaffUser): number =>
  Number(b.isMainAdmin) - Number(a.isMainAdmin) ||
  (a.type === staffUserType.administrator ? 0 : a.type) - (b.type === staffUserType.administrator ? 0 : b.type) ||
  a.createdAt.localeCompare(b.createdAt);
