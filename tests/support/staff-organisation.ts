import { randomUUID } from 'node:crypto';
import { newPasswordCredentials } from '@shared/crypto/account.js';
import { importPublicKey } from '@shared/crypto/keypairs.js';
import { unwrapKeyWithRecoveryKey } from '@shared/crypto/recovery-key.js';
import { wrapKeyForPublicKey } from '@shared/crypto/wrap.js';
import { categoryStatus } from '@shared/domain/category.js';
import {
  defaultCategoryFields,
  defaultCategoryNames,
  type DefaultCategoryKind,
} from '@shared/domain/default-categories.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { toStoredFields } from '../../functions/data/categories.js';
import { newStaffUserWrites, type StaffUser } from '../../functions/data/staff-users.js';
import { counterWrite } from '../../functions/data/tenants.js';
import { transact } from '../../functions/data/transact.js';
import { authVerifier } from '../../functions/lib/credentials.js';
import { logInAndUnlock, registerOrganisation } from './accounts.js';
import { uniqueEmail } from './api-client.js';
import { givenCategory } from './report-fixtures.js';

/**
 * An organisation of its own for a browser test: registered and activated through the API with
 * the production Argon2id cost (the browser refuses a cheaper one at login), its administrator
 * logged in from Node with the keys unlocked, and the organisation private key opened with the
 * recovery key (as the seed does) so that colleagues can be granted it.
 */
export async function givenStaffOrganisation(adminPassword: string) {
  const registered = await registerOrganisation(adminPassword, undefined, {});
  const admin = await logInAndUnlock(registered.email, adminPassword);
  const organisationKey = await unwrapKeyWithRecoveryKey(
    registered.keys.organisation.wrappedForRecovery,
    'org-private-key',
    registered.recoveryKey,
    {
      extractable: true,
    },
  );
  const metadataKey = admin.unlocked.metadataKey;
  if (!metadataKey) throw new Error('the administrator holds no metadata key');
  return {
    email: registered.email,
    password: adminPassword,
    tenantId: admin.session.customerId,
    alias: admin.session.customerAlias,
    adminUserId: admin.session.id,
    client: admin.client,
    /** What `givenReport` needs to encrypt reports and labels for this organisation. */
    organisation: { publicKey: registered.keys.organisation.publicKey, kid: registered.keys.organisation.kid },
    metadataKey,
    organisationKey,
  };
}

export type StaffOrganisation = Awaited<ReturnType<typeof givenStaffOrganisation>>;

/**
 * A colleague who can log in in the browser, granted the organisation key as an administrator's
 * browser grants it (written through the data layer: the users panel is a later issue).
 */
export async function givenColleague(
  org: StaffOrganisation,
  password: string,
  rights: Partial<Pick<StaffUser, 'type' | 'canArchivize' | 'canReports' | 'name'>> = {},
) {
  const { credentials } = await newPasswordCredentials(password);
  const wrappedOrgKey = await wrapKeyForPublicKey(
    org.organisationKey,
    'org-private-key',
    await importPublicKey(credentials.publicKey, credentials.kid),
  );
  const user: StaffUser = {
    tenantId: org.tenantId,
    userId: randomUUID(),
    email: uniqueEmail('kolega'),
    name: 'Paweł Kolega',
    phone: null,
    type: staffUserType.user,
    isMainAdmin: false,
    status: 1,
    canArchivize: false,
    canReports: false,
    canExternalSend: false,
    smsAuthorization: false,
    lastLoginAt: null,
    createdAt: new Date().toISOString(),
    credentials: {
      authVerifier: authVerifier(credentials.authKey),
      publicKey: credentials.publicKey,
      kid: credentials.kid,
      wrappedPrivateKey: credentials.wrappedPrivateKey,
    },
    wrappedOrgKey,
    ...rights,
  };
  await transact([...newStaffUserWrites(user), counterWrite(org.tenantId, 'staffUsers', 1)]);
  return { email: user.email, password, userId: user.userId };
}

/** One of the default categories with its default form, visible in the public form, with these users assigned. */
export function givenDefaultCategory(
  org: StaffOrganisation,
  kind: DefaultCategoryKind,
  userIds: string[],
  anonymous = kind === 'internal',
) {
  return givenCategory(org.tenantId, {
    name: defaultCategoryNames[kind],
    status: categoryStatus.active,
    visible: true,
    anonymous,
    fields: toStoredFields(defaultCategoryFields[kind]),
    users: userIds.map((userId) => ({ userId, canResponse: true })),
  });
}
