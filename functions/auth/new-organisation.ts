import type { OrganisationKeyBundle, PasswordCredentials } from '@shared/crypto/account.js';
import { staffUserStatus, staffUserType } from '@shared/domain/staff-user.js';
import { logEntryWrite } from '../data/audit-log.js';
import { newStaffUserWrites, type StaffUser } from '../data/staff-users.js';
import { newTenantWrites, type Tenant } from '../data/tenants.js';
import type { TxWrite } from '../data/transact.js';
import { authVerifier } from '../lib/credentials.js';

export interface NewOrganisation {
  tenant: Omit<Tenant, 'keys' | 'createdAt' | 'internalSales'>;
  admin: { userId: string; email: string; name: string };
  credentials: PasswordCredentials;
  organisation: OrganisationKeyBundle;
  clientIp?: string;
  now: Date;
}

/**
 * The writes that create an organisation with its main administrator and their keys (an
 * activation, or the demo seed): tenant, alias, counters, e-mail claim, user, log entry. Each
 * conditional write names its own failure (a taken e-mail says so).
 */
export function newOrganisationWrites(input: NewOrganisation): TxWrite[] {
  const { organisation, credentials, now } = input;
  const createdAt = now.toISOString();
  const tenant: Tenant = {
    ...input.tenant,
    internalSales: false,
    createdAt,
    keys: {
      publicKey: organisation.publicKey,
      kid: organisation.kid,
      wrappedForRecovery: organisation.wrappedForRecovery,
      wrappedMetadataKey: organisation.wrappedMetadataKey,
    },
  };
  const admin: StaffUser = {
    tenantId: tenant.tenantId,
    ...input.admin,
    phone: null,
    type: staffUserType.administrator,
    isMainAdmin: true,
    status: staffUserStatus.active,
    canArchivize: true,
    canReports: true,
    canExternalSend: true,
    smsAuthorization: false,
    lastLoginAt: null,
    createdAt,
    credentials: {
      authVerifier: authVerifier(credentials.authKey),
      publicKey: credentials.publicKey,
      kid: credentials.kid,
      wrappedPrivateKey: credentials.wrappedPrivateKey,
    },
    wrappedOrgKey: organisation.wrappedForAdmin,
  };
  return [
    ...newTenantWrites(tenant, { new: 0, open: 0, archived: 0, staffUsers: 1, categories: 0 }),
    ...newStaffUserWrites(admin),
    logEntryWrite(
      {
        tenantId: tenant.tenantId,
        actor: { userId: admin.userId, userName: admin.name, clientIp: input.clientIp },
        at: now,
      },
      'account.activated',
    ),
  ];
}
