import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../../functions/data/client.js';
import { tableItem } from '../../functions/data/item.js';
import { keys } from '../../functions/data/keys.js';
import { createStaffSession } from '../../functions/data/sessions.js';
import type { StaffUser } from '../../functions/data/staff-users.js';
import type { Tenant } from '../../functions/data/tenants.js';

const put = (Item: Record<string, unknown>) => dynamo.send(new PutCommand({ TableName: tableName(), Item }));

/** A tenant written straight to the table, for tests of mechanisms below the account flows. */
export async function givenTenant(overrides: Partial<Tenant> = {}): Promise<Tenant> {
  const tenantId = randomUUID();
  const tenant: Tenant = {
    tenantId,
    name: `Organizacja ${tenantId.slice(0, 8)}`,
    alias: `org-${tenantId.slice(0, 8)}`,
    licence: { packageId: 'standard', validTo: new Date(Date.now() + 86_400_000).toISOString() },
    internalSales: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
  await put(tableItem(keys.tenant(tenantId), 'tenant', tenant));
  await put(tableItem(keys.tenantDirectoryEntry(tenantId), 'tenantDirectoryEntry', { tenantId }));
  return tenant;
}

export async function givenStaffUser(tenant: Tenant, overrides: Partial<StaffUser> = {}): Promise<StaffUser> {
  const userId = randomUUID();
  const user: StaffUser = {
    tenantId: tenant.tenantId,
    userId,
    email: `${userId}@example.test`,
    name: 'Jan Testowy',
    phone: null,
    type: 1,
    isMainAdmin: true,
    status: 1,
    canArchivize: true,
    canReports: true,
    canExternalSend: true,
    smsAuthorization: false,
    lastLoginAt: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
  await put(tableItem(keys.staffUser(tenant.tenantId, userId), 'staffUser', user));
  return user;
}

/** A logged-in staff user: the cookie value and CSRF token a browser would hold. */
export async function givenStaffSession(overrides: { tenant?: Partial<Tenant>; user?: Partial<StaffUser> } = {}) {
  const tenant = await givenTenant(overrides.tenant);
  const user = await givenStaffUser(tenant, overrides.user);
  const { sessionId, csrfToken } = await createStaffSession(tenant.tenantId, user.userId);
  return { tenant, user, sessionId, csrfToken };
}
