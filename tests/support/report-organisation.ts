import { randomUUID } from 'node:crypto';
import type { CategoryRecord } from '../../functions/data/categories.js';
import type { StaffUser } from '../../functions/data/staff-users.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import type { TestClient } from './api-client.js';
import { colleagueOf, logInAndUnlock, registerOrganisation } from './accounts.js';
import { givenCategory, givenReport, type ReportOptions } from './report-fixtures.js';

export type RoleName =
  'mainAdmin' | 'admin' | 'user' | 'auditor' | 'userWithoutArchive' | 'userWithoutReply' | 'otherCategoryUser';

/**
 * An organisation with one member of each kind, each with a name of their own: the main
 * administrator (registered through the API, with keys), another administrator (assigned to no
 * category: administrators may always reply), a user and an auditor of category `mine` marked as
 * may-reply (an auditor never may), a user of `mine` without the archive right, one who may not
 * reply, and a user of category `theirs` only.
 */
export async function organisationWithStaff() {
  const { email, password } = await registerOrganisation();
  const main = await logInAndUnlock(email, password);
  const tenantId = main.session.customerId;
  const colleague = (user: Partial<StaffUser>) =>
    colleagueOf(email, { name: `Pracownik ${randomUUID().slice(0, 4)}`, ...user });
  const admin = await colleague({ type: staffUserType.administrator });
  const user = await colleague({ type: staffUserType.user, canArchivize: true });
  const auditor = await colleague({ type: staffUserType.auditor, canArchivize: true });
  const userWithoutArchive = await colleague({ type: staffUserType.user, canArchivize: false });
  const userWithoutReply = await colleague({ type: staffUserType.user, canArchivize: true });
  const otherCategoryUser = await colleague({ type: staffUserType.user, canArchivize: true });
  const assigned = (canResponse: boolean, ...users: { user: StaffUser }[]) =>
    users.map(({ user: u }) => ({ userId: u.userId, canResponse }));
  const mine = await givenCategory(tenantId, {
    name: 'Korupcja',
    users: [...assigned(true, user, auditor, userWithoutArchive), ...assigned(false, userWithoutReply)],
  });
  const theirs = await givenCategory(tenantId, { name: 'Mobbing', users: assigned(true, otherCategoryUser) });
  const clients: Record<RoleName, TestClient> = {
    mainAdmin: main.client,
    admin: admin.client,
    user: user.client,
    auditor: auditor.client,
    userWithoutArchive: userWithoutArchive.client,
    userWithoutReply: userWithoutReply.client,
    otherCategoryUser: otherCategoryUser.client,
  };
  const organisation = { publicKey: main.session.keys.organisation.publicKey, kid: main.session.keys.organisation.kid };
  const report = (category: CategoryRecord = mine, options: ReportOptions = {}) =>
    givenReport(category, { organisation, ...options });
  /** Each member's user id (the main administrator's is their session's). */
  const ids: Record<RoleName, string> = {
    mainAdmin: main.session.id,
    admin: admin.user.userId,
    user: user.user.userId,
    auditor: auditor.user.userId,
    userWithoutArchive: userWithoutArchive.user.userId,
    userWithoutReply: userWithoutReply.user.userId,
    otherCategoryUser: otherCategoryUser.user.userId,
  };
  return { tenantId, alias: main.session.customerAlias, main, user: user.user, clients, ids, mine, theirs, report };
}
export type Organisation = Awaited<ReturnType<typeof organisationWithStaff>>;
