import type { CategoryRecord } from '../../functions/data/categories.js';
import type { StaffUser } from '../../functions/data/staff-users.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import type { TestClient } from './api-client.js';
import { colleagueOf, logInAndUnlock, registerOrganisation } from './accounts.js';
import { givenCategory, givenReport, type ReportOptions } from './report-fixtures.js';

export type RoleName = 'mainAdmin' | 'admin' | 'user' | 'auditor' | 'userWithoutArchive' | 'otherCategoryUser';

/**
 * An organisation with one member of each kind: the main administrator (registered through the
 * API, with keys), another administrator, a user and an auditor of category `mine`, a user
 * without the archive right, and a user of category `theirs` only.
 */
export async function organisationWithStaff() {
  const { email, password } = await registerOrganisation();
  const main = await logInAndUnlock(email, password);
  const tenantId = main.session.customerId;
  const colleague = (user: Partial<StaffUser>) => colleagueOf(email, user);
  const admin = await colleague({ type: staffUserType.administrator });
  const user = await colleague({ type: staffUserType.user, canArchivize: true });
  const auditor = await colleague({ type: staffUserType.auditor, canArchivize: true });
  const userWithoutArchive = await colleague({ type: staffUserType.user, canArchivize: false });
  const otherCategoryUser = await colleague({ type: staffUserType.user, canArchivize: true });
  const assigned = (...users: { user: StaffUser }[]) =>
    users.map(({ user: u }) => ({ userId: u.userId, canResponse: true }));
  const mine = await givenCategory(tenantId, { name: 'Korupcja', users: assigned(user, auditor, userWithoutArchive) });
  const theirs = await givenCategory(tenantId, { name: 'Mobbing', users: assigned(otherCategoryUser) });
  const clients: Record<RoleName, TestClient> = {
    mainAdmin: main.client,
    admin: admin.client,
    user: user.client,
    auditor: auditor.client,
    userWithoutArchive: userWithoutArchive.client,
    otherCategoryUser: otherCategoryUser.client,
  };
  const organisation = { publicKey: main.session.keys.organisation.publicKey, kid: main.session.keys.organisation.kid };
  const report = (category: CategoryRecord, options: ReportOptions = {}) =>
    givenReport(category, { organisation, ...options });
  return { tenantId, alias: main.session.customerAlias, main, clients, mine, theirs, report };
}
export type Organisation = Awaited<ReturnType<typeof organisationWithStaff>>;
