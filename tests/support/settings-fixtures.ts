import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { staffSession } from '@shared/domain/session.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { tableItem } from '../../functions/data/item.js';
import { keys } from '../../functions/data/keys.js';
import { createStaffSession } from '../../functions/data/sessions.js';
import type { StaffUser } from '../../functions/data/staff-users.js';
import type { Tenant } from '../../functions/data/tenants.js';
import { TestClient } from './api-client.js';
import { givenStaffUser, givenTenant } from './fixtures.js';

/** A client holding a fresh session of the user (made straight in the table). */
export async function clientFor(user: Pick<StaffUser, 'tenantId' | 'userId'>): Promise<TestClient> {
  const { sessionId, csrfToken } = await createStaffSession(user.tenantId, user.userId);
  const client = new TestClient();
  client.cookies.set(staffSession.cookieName, sessionId);
  client.csrfToken = csrfToken;
  return client;
}

/** Claims the tenant's alias, as registration does, so that its public form answers. */
export async function givenAliasClaim(tenant: Pick<Tenant, 'tenantId' | 'alias'>): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: tableItem(keys.alias(tenant.alias), 'alias', { tenantId: tenant.tenantId }),
    }),
  );
}

/** An organisation with its main administrator, an administrator, a user and an auditor, each logged in. */
export async function givenSettingsOrganisation(overrides: Partial<Tenant> = {}) {
  const tenant = await givenTenant(overrides);
  await givenAliasClaim(tenant);
  const people = {
    mainAdmin: await givenStaffUser(tenant, { type: staffUserType.administrator, isMainAdmin: true }),
    admin: await givenStaffUser(tenant, { type: staffUserType.administrator, isMainAdmin: false }),
    user: await givenStaffUser(tenant, { type: staffUserType.user, isMainAdmin: false }),
    auditor: await givenStaffUser(tenant, { type: staffUserType.auditor, isMainAdmin: false }),
  };
  return { tenant, people, as: (who: keyof typeof people) => clientFor(people[who]) };
}

/** The texts of an organisation's system log, oldest first. */
export async function logTexts(tenantId: string): Promise<string[]> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.logOf(tenantId).PK },
    }),
  );
  return Items.map((item) => String(item.text));
}

/** The organisation's item as stored (what a refused call must leave as it was). */
export async function tenantItems(tenantId: string): Promise<string> {
  const { Items = [] } = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.tenant(tenantId).PK },
    }),
  );
  return JSON.stringify(Items);
}
