import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { staffSession } from '@shared/domain/session.js';
import type { PackageId } from '@shared/domain/packages.js';
import type { StaffUserFormInput } from '@shared/contracts/users/schemas.js';
import { dynamo, tableName } from '../../functions/data/client.js';
import { keys } from '../../functions/data/keys.js';
import { createStaffSession } from '../../functions/data/sessions.js';
import { TestClient, uniqueEmail } from './api-client.js';

/** The organisation's licence moved to another package (as a purchase would), valid for a day. */
export async function setPackage(tenantId: string, packageId: PackageId): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.tenant(tenantId),
      UpdateExpression: 'SET licence = :licence',
      ExpressionAttributeValues: {
        ':licence': { packageId, validTo: new Date(Date.now() + 86_400_000).toISOString() },
      },
    }),
  );
}

/**
 * Everything stored under the organisation (its partition and its log), as text: what a refused
 * call must leave exactly as it was.
 */
export async function organisationSnapshot(tenantId: string): Promise<string> {
  const read = async (PK: string) =>
    (
      await dynamo.send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': PK },
          ConsistentRead: true,
        }),
      )
    ).Items ?? [];
  return JSON.stringify([...(await read(keys.tenant(tenantId).PK)), ...(await read(keys.logOf(tenantId).PK))]);
}

/** A client holding a fresh session of a user (as if they had just logged in). */
export async function sessionOf(tenantId: string, userId: string): Promise<TestClient> {
  const { sessionId, csrfToken } = await createStaffSession(tenantId, userId);
  const client = new TestClient();
  client.cookies.set(staffSession.cookieName, sessionId);
  client.csrfToken = csrfToken;
  return client;
}

/** The users form filled in for a new Użytkownik (override what a test is about). */
export const userInput = (overrides: Partial<StaffUserFormInput> = {}): StaffUserFormInput => ({
  name: 'Marta Wiśniewska',
  email: uniqueEmail('marta'),
  phone: '',
  type: 2,
  status: 1,
  canArchivize: false,
  canReports: true,
  canExternalSend: false,
  smsAuthorization: false,
  ...overrides,
});
